import { createMysqlDatabase } from '@piba/test-support/databases';
import { http, specPayload } from './support/history-api.js';
import { TcpProxy } from '@piba/test-support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app.js';

const database = await createMysqlDatabase();

/** Retries a request the way a client would, until it stops answering 503 (at most ~15 s). */
async function untilAvailable(send: () => Promise<{ status: number }>) {
  for (let tries = 0; tries < 30; tries += 1) {
    const response = await send();
    if (response.status !== 503) return response;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('still 503 after 15 s');
}

(database ? describe : describe.skip)('the database going away (MySQL behind a TCP proxy)', () => {
  let proxy: TcpProxy;
  let testApp: TestApp;

  beforeAll(async () => {
    const proxied = await TcpProxy.inFrontOf(database!.env.DATABASE_URL);
    proxy = proxied.proxy;
    testApp = await startTestApp({ DATABASE_URL: proxied.url });
  });

  afterAll(async () => {
    await testApp?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with Retry-After while the database is cut off, then recovers', async () => {
    await http(testApp).post('/api/history').send(specPayload).expect(201);

    proxy.cut();
    const during = await http(testApp).post('/api/history').send(specPayload);
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.body.message).toMatch(/database is unavailable/);
    await http(testApp).get('/api/history').expect(503);
    const health = await http(testApp).get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'error', error: { database: { status: 'down' } } });

    proxy.restore();
    const after = await untilAvailable(() => http(testApp).post('/api/history').send(specPayload));
    expect(after.status).toBe(201);
    await http(testApp).get('/api/health').expect(200);
    const list = await http(testApp).get('/api/history').expect(200);
    expect(list.body.meta.total).toBe(2);
  });
});
