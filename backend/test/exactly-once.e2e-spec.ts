import type { AddressInfo } from 'node:net';
import { createMysqlDatabase } from '@piba/test-support/databases';
import { submitUntilSaved } from './support/retrying-client.js';
import { TcpProxy } from '@piba/test-support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app.js';

const database = await createMysqlDatabase();

(database ? describe : describe.skip)('every finished quiz stored exactly once (MySQL)', () => {
  let proxy: TcpProxy;
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    const proxied = await TcpProxy.inFrontOf(database!.env.DATABASE_URL);
    proxy = proxied.proxy;
    testApp = await startTestApp({ DATABASE_URL: proxied.url, TRUST_PROXY: 'loopback' });
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
  });

  beforeEach(() => testApp.records.clear());

  afterAll(async () => {
    await testApp?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('keeps 200 retrying clients to exactly 200 rows through a database outage', async () => {
    const deadline = Date.now() + 60_000;
    const clients = Array.from({ length: 200 }, (_, i) => submitUntilSaved(baseUrl, i, deadline));
    setTimeout(() => proxy.cut(), 30);
    setTimeout(() => proxy.restore(), 3_000);
    const outcomes = await Promise.all(clients);

    const retried = outcomes.filter((outcome) => outcome.tries > 1).length;
    console.log(`outage: ${retried} of 200 clients had to retry`);
    expect(retried).toBeGreaterThan(0);
    expect(await testApp.records.count()).toBe(200);
    const ids = await testApp.records
      .createQueryBuilder('record')
      .select('COUNT(DISTINCT record.submission_id)', 'ids')
      .getRawOne<{ ids: string }>();
    expect(Number(ids?.ids)).toBe(200);
  }, 90_000);

  it('stores 1,000 concurrent submissions with no 5xx', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        fetch(`${baseUrl}/api/history`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}`,
          },
          body: JSON.stringify({
            score: '7/10',
            percentage: 70,
            is_pretest: true,
            is_posttest: false,
            name: `Siswa ${i}`,
          }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1_000);
    expect(await testApp.records.count()).toBe(1_000);
  }, 60_000);
});
