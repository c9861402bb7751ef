import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import { createMysqlDatabase, type TestDatabase } from '@piba/test-support/databases';
import { TcpProxy } from '@piba/test-support/tcp-proxy';
import { AuditEntryEntity } from '../src/audit/audit-entry.entity.js';
import { validateEnvironment } from '../src/config/environment.js';
import { dataSourceOptions, describeDatabase } from '../src/database/data-source-options.js';
import { HistoryRecordEntity } from '../src/history/history-record.entity.js';
import { ReplicaReads } from '../src/replicas/index.js';
import { http, specPayload } from './support/history-api.js';
import { TEACHER_KEY } from './support/teacher-key.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Where each query goes with DATABASE_REPLICA_URLS. The "replica" here is a second database on
 * the test server that does not replicate the primary and holds rows of its own: what a request
 * shows tells which of the two it read. The exports of all results and the audit log read the
 * replica; saves, the re-sent submission, the table and the analysis read the primary.
 */
const primary = await createMysqlDatabase();
const replica = primary && (await createMysqlDatabase());

const admin = { [TEACHER_KEY_HEADER]: TEACHER_KEY };
/** Rows only the replica holds: enough that an export is still being sent when it is cut. */
const REPLICA_ROWS = 6_000;
const MARKER = 'Penanda Replika';

async function seedReplica(database: TestDatabase): Promise<void> {
  const dataSource = await new DataSource(
    dataSourceOptions({ DATABASE_URL: database.env.DATABASE_URL, DATABASE_PATH: '' }),
  ).initialize();
  const records = dataSource.getRepository(HistoryRecordEntity);
  const start = Date.UTC(2026, 10, 20, 1, 0, 0);
  await records.save(
    Array.from({ length: REPLICA_ROWS }, (_, i) =>
      records.create({
        name: i === 0 ? MARKER : `Replika ${i}`,
        class_room: '9R',
        score: '5/10',
        percentage: 50,
        is_pretest: true,
        is_posttest: false,
        created_at: new Date(start + i * 1_000),
      }),
    ),
    { chunk: 500 },
  );
  await dataSource.getRepository(AuditEntryEntity).insert({
    at: new Date(start),
    actor: 'admin',
    action: 'export',
    target: 'marker of the replica',
    detail: null,
    address: null,
  });
  await dataSource.destroy();
}

const csvOf = async (app: TestApp) =>
  (await http(app).get('/api/history/export.csv').set(admin).expect(200)).text;

describe('DATABASE_REPLICA_URLS at start', () => {
  const base = { NODE_ENV: 'test', TEACHER_ACCESS_KEY: TEACHER_KEY };

  it('refuses read replicas without a MySQL primary, naming both variables', () => {
    expect(() =>
      validateEnvironment({ ...base, DATABASE_REPLICA_URLS: 'mysql://u:p@replica:3306/piba' }),
    ).toThrow(/DATABASE_REPLICA_URLS needs DATABASE_URL/);
  });

  it('refuses a replica that is not a mysql:// URL, without echoing it', () => {
    const start = () =>
      validateEnvironment({
        ...base,
        DATABASE_URL: 'mysql://u:p@primary:3306/piba',
        DATABASE_REPLICA_URLS: 'mysql://u:p@replica:3306/piba, postgres://u:secret@other/piba',
      });
    expect(start).toThrow(/DATABASE_REPLICA_URLS must be comma-separated URLs/);
    expect(start).not.toThrow(/secret/);
  });

  it('reads every replica of the list, primary first for everything else, and logs where', () => {
    const environment = validateEnvironment({
      ...base,
      DATABASE_URL: 'mysql://u:p@primary:3306/piba',
      DATABASE_REPLICA_URLS: 'mysql://u:p@replica-1:3306/piba, mysql://u:p@replica-2:3307/piba',
    });
    const options = dataSourceOptions(environment);
    expect(options).toMatchObject({
      type: 'mysql',
      replication: {
        master: { url: 'mysql://u:p@primary:3306/piba' },
        slaves: [
          { url: 'mysql://u:p@replica-1:3306/piba' },
          { url: 'mysql://u:p@replica-2:3307/piba' },
        ],
        defaultMode: 'master',
      },
    });
    expect(describeDatabase(options)).toBe(
      'MySQL at primary:3306/piba, exports and the audit log read from replica-1:3306/piba, replica-2:3307/piba',
    );
  });
});

(primary && replica ? describe : describe.skip)('queries with a read replica', () => {
  let app: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    await seedReplica(replica!);
    // In front of the replica, to take it away and bring it back.
    const inFront = await TcpProxy.inFrontOf(replica!.env.DATABASE_URL);
    proxy = inFront.proxy;
    app = await startTestApp({
      ...primary!.env,
      DATABASE_REPLICA_URLS: inFront.url,
      TEACHER_ACCESS_KEY: TEACHER_KEY,
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await replica?.drop();
    await primary?.drop();
  });

  it('saves to the primary, and finds a re-sent submission there', async () => {
    const body = { ...specPayload, name: 'Siti Primer', submission_id: randomUUID() };
    const saved = await http(app).post('/api/history').send(body).expect(201);
    const resent = await http(app).post('/api/history').send(body).expect(200);
    expect(resent.body).toEqual(saved.body);
    expect(await app.records.countBy({ name: 'Siti Primer' })).toBe(1);
  });

  it('shows the table and the analysis from the primary', async () => {
    const table = await http(app).get('/api/history?pageSize=100').set(admin).expect(200);
    const names = (table.body.data as Array<{ name: string }>).map((row) => row.name);
    expect(names).toContain('Siti Primer');
    expect(names).not.toContain(MARKER);
    const analysis = await http(app).get('/api/analytics').set(admin).expect(200);
    // The replica's rows are all of class 9R. (Not a search of the whole answer: a student's
    // random participant code may hold "9R".)
    const classes = (analysis.body.classes as Array<{ class_room: string }>).map(
      (row) => row.class_room,
    );
    expect(classes).toContain('8A');
    expect(classes).not.toContain('9R');
  });

  it('sends the CSV export of all results from the replica', async () => {
    const csv = await csvOf(app);
    expect(csv).toContain(MARKER);
    expect(csv).not.toContain('Siti Primer');
    expect(csv.trim().split('\n')).toHaveLength(REPLICA_ROWS + 1);
    expect(app.app.get(ReplicaReads).inUse).toBe(0);
  });

  it('sends the Excel export from the replica', async () => {
    const response = await http(app)
      .get('/api/history/export.xlsx')
      .set(admin)
      .responseType('blob')
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body);
    const names = workbook.worksheets[0].getColumn(1).values;
    expect(names).toContain(MARKER);
    expect(names).not.toContain('Siti Primer');
    expect(app.app.get(ReplicaReads).inUse).toBe(0);
  });

  it('reads the audit log from the replica, and writes it to the primary', async () => {
    const log = await http(app).get('/api/audit').set(admin).expect(200);
    const targets = (log.body.data as Array<{ target: string }>).map((entry) => entry.target);
    expect(targets).toEqual(['marker of the replica']);
    // The exports above were written to the primary's log.
    expect(await app.dataSource.getRepository(AuditEntryEntity).countBy({ action: 'export' })).toBe(
      2,
    );
  });

  it('gives the replica’s connection back when the teacher stops a download', async () => {
    const server = app.app.getHttpServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    for (const path of ['/api/history/export.csv', '/api/history/export.xlsx']) {
      const inUseWhileSending = await new Promise<number>((done, fail) => {
        const download = get({ port, path, headers: admin }, (response) => {
          response.once('data', () => {
            done(app.app.get(ReplicaReads).inUse);
            download.destroy();
          });
        });
        download.on('error', (error) => {
          if (!download.destroyed) fail(error);
        });
      });
      expect(inUseWhileSending).toBe(1);
      for (let waited = 0; app.app.get(ReplicaReads).inUse > 0 && waited < 3_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(app.app.get(ReplicaReads).inUse).toBe(0);
    }
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('reads from the primary while no replica answers, and from the replica again once it does', async () => {
    proxy.cut();
    const csv = await csvOf(app);
    expect(csv).toContain('Siti Primer');
    expect(csv).not.toContain(MARKER);
    const log = await http(app).get('/api/audit').set(admin).expect(200);
    expect(log.body.meta.total).toBeGreaterThan(1);
    expect(app.app.get(ReplicaReads).inUse).toBe(0);

    proxy.restore();
    // A replica that refused a connection is tried again after 10 seconds.
    let fromReplica = false;
    for (let waited = 0; !fromReplica && waited < 15_000; waited += 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      fromReplica = (await csvOf(app)).includes(MARKER);
    }
    expect(fromReplica).toBe(true);
  }, 30_000);
});
