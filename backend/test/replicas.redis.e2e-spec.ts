import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import { createMysqlDatabase } from '@piba/test-support/databases';
import { eachWithin } from '@piba/test-support/deadline';
import { startRedis } from '@piba/test-support/redis';
import request from 'supertest';
import { ResultChanges } from '../src/analytics/result-changes.js';
import { HistoryRetention } from '../src/history/history-retention.js';
import { PackVersionsService } from '../src/packs/pack-versions.service.js';
import { RedisConnection } from '../src/replicas/index.js';
import { specPayload } from './support/history-api.js';
import { TEACHER_KEY } from './support/teacher-key.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Two replicas of the app in one process, on one MySQL database and one Redis of the test's own:
 * the limits hold for the deployment, the retention job runs once, and a change saved through
 * one replica reaches the other's analysis within a second. With Redis stopped, students are let
 * through, the wrong-key throttle counts in each process, and a right key is always accepted.
 */
const database = await createMysqlDatabase();
const redis = database && (await startRedis());

const RATE_LIMIT = 20;
const WRONG_KEY_LIMIT = 3;

(database && redis ? describe : describe.skip)('two replicas sharing one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  /** A client address of each test's own (TRUST_PROXY), so no count carries over. */
  let address: string;
  let next = 0;
  const from = (replica: TestApp) => {
    const agent = request(replica.app.getHttpServer());
    const withAddress = <T extends { set(name: string, value: string): T }>(pending: T) =>
      pending.set('X-Forwarded-For', address);
    return {
      get: (path: string) => withAddress(agent.get(path)),
      post: (path: string) => withAddress(agent.post(path)),
    };
  };
  const admin = { [TEACHER_KEY_HEADER]: TEACHER_KEY };
  const wrongKey = () => ({ [TEACHER_KEY_HEADER]: `salah-${randomUUID()}` });

  beforeAll(async () => {
    const env = {
      ...database!.env,
      REDIS_URL: redis!.url,
      TEACHER_ACCESS_KEY: TEACHER_KEY,
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      FAILED_KEY_LIMIT_PER_MINUTE: String(WRONG_KEY_LIMIT),
    };
    a = await startTestApp(env);
    b = await startTestApp(env);
  }, 60_000);

  afterAll(async () => {
    // Each step on its own clock: in one CI run this hook ran out of time and did not say where.
    await eachWithin([
      ['closing replica a', 20_000, a ? () => a.close() : undefined],
      ['closing replica b', 20_000, b ? () => b.close() : undefined],
      ['stopping Redis', 15_000, redis ? () => redis.close() : undefined],
      ['dropping the database', 15_000, database ? () => database.drop() : undefined],
    ]);
  }, 90_000);

  beforeEach(() => {
    next += 1;
    address = `10.9.0.${next}`;
  });

  it('connects both replicas to Redis at start', () => {
    expect(a.app.get(RedisConnection).ready).toBe(true);
    expect(b.app.get(RedisConnection).ready).toBe(true);
  });

  it('counts one address’s requests for the deployment, whichever replica answers', async () => {
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      const response = await from(i % 2 === 0 ? a : b)
        .get('/api/teacher/access')
        .expect(200);
      expect(response.headers.ratelimit).toMatch(new RegExp(`remaining=${RATE_LIMIT - i - 1}\\b`));
    }
    const limited = await from(b).get('/api/teacher/access').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await from(a).get('/api/teacher/access').expect(429);
    // Another address is not affected, nor are the health checks.
    await request(a.app.getHttpServer()).get('/api/teacher/access').expect(200);
    await from(a).get('/api/health/ready').expect(200);
  });

  it('counts different wrong keys for the deployment, each once, and always accepts the right key', async () => {
    const first = wrongKey();
    await from(a).get('/api/teacher/me').set(first).expect(401);
    await from(b).get('/api/teacher/me').set(first).expect(401);
    await from(b).get('/api/teacher/me').set(wrongKey()).expect(401);
    await from(a).get('/api/teacher/me').set(wrongKey()).expect(401);
    const throttled = await from(b).get('/api/teacher/me').set(wrongKey()).expect(429);
    expect(throttled.body.code).toBe('wrong_key_throttled');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    await from(a).get('/api/teacher/me').set(wrongKey()).expect(429);
    await from(a).get('/api/teacher/me').set(admin).expect(200);
    await from(b).get('/api/teacher/me').set(admin).expect(200);
  });

  it('runs the retention job once when both replicas’ timers fire together', async () => {
    const runs = await Promise.all([
      a.app.get(HistoryRetention).runScheduled(),
      b.app.get(HistoryRetention).runScheduled(),
    ]);
    expect(runs.filter((run) => run !== null)).toEqual([{ purged: 0, pseudonymised: 0 }]);
    // The lease lasts until the next day's run: a replica starting meanwhile skips it too.
    expect(await b.app.get(HistoryRetention).runScheduled()).toBeNull();
  });

  it('drops a session’s cached analysis on the other replica within a second of a save', async () => {
    const { code } = (
      await from(a).post('/api/sessions').set(admin).send({ name: 'SMP Replika' }).expect(201)
    ).body as { code: string };
    await from(b)
      .post('/api/history')
      .send({ ...specPayload, session_code: code, class_room: '8A' })
      .expect(201);
    const analysis = () => from(a).get(`/api/analytics?session=${code}`).set(admin).expect(200);
    const before = await analysis();
    expect(JSON.stringify(before.body)).not.toContain('"8B"');
    const stamp = a.app.get(ResultChanges).stampOf(code);

    await from(b)
      .post('/api/history')
      .send({ ...specPayload, name: 'Budi', session_code: code, class_room: '8B' })
      .expect(201);
    const savedAt = Date.now();
    while (a.app.get(ResultChanges).stampOf(code) === stamp && Date.now() - savedAt < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(a.app.get(ResultChanges).stampOf(code)).not.toBe(stamp);
    expect(Date.now() - savedAt).toBeLessThan(1_000);
    expect(JSON.stringify((await analysis()).body)).toContain('"8B"');
  });

  it('answers a new default version on the other replica within a second of its publishing', async () => {
    const current = await from(b).get('/api/pack-versions/default').expect(200);
    const versions = a.app.get(PackVersionsService);
    const drawings = new Map(
      [...(await versions.drawingsOf(current.body.version))].map(([file, sha256]) => [
        file,
        { sha256 },
      ]),
    );
    const { version } = await versions.publish({
      packId: 'piba',
      document: { ...current.body.document, title: 'PIBA, edisi baru' },
      drawings,
      note: 'Edisi baru',
    });
    const publishedAt = Date.now();
    let seen = current.body.version;
    while (seen !== version.version && Date.now() - publishedAt < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await from(b).get('/api/pack-versions/default').expect(200)).body.version;
    }
    expect(seen).toBe(version.version);
    expect(Date.now() - publishedAt).toBeLessThan(1_000);
  });

  describe('with Redis unreachable', () => {
    let errors: ReturnType<typeof jest.spyOn>;

    beforeAll(async () => {
      errors = jest.spyOn(Logger.prototype, 'error');
      await redis!.stop();
    }, 20_000);

    afterAll(async () => {
      errors.mockRestore();
      await redis!.start();
    }, 20_000);

    it('lets students through, and logs that at most once a minute per replica', async () => {
      for (let i = 0; i < RATE_LIMIT + 10; i += 1) {
        await from(i % 2 === 0 ? a : b)
          .post('/api/history')
          .send({ ...specPayload, name: `Siswa ${i}` })
          .expect(201);
      }
      const byLogger = new Map<unknown, number>();
      for (const logger of errors.mock.contexts) {
        byLogger.set(logger, (byLogger.get(logger) ?? 0) + 1);
      }
      expect([...byLogger.values()].every((count) => count <= 1)).toBe(true);
      expect(errors.mock.calls.some((call: unknown[]) => /Redis/.test(String(call[0])))).toBe(true);
    });

    it('counts wrong keys in each replica, and never refuses the right key', async () => {
      for (let i = 0; i < WRONG_KEY_LIMIT; i += 1) {
        await from(a).get('/api/teacher/me').set(wrongKey()).expect(401);
      }
      await from(a).get('/api/teacher/me').set(wrongKey()).expect(429);
      await from(a).get('/api/teacher/me').set(admin).expect(200);
      await from(b).get('/api/teacher/me').set(wrongKey()).expect(401);
      await from(b).get('/api/teacher/me').set(admin).expect(200);
    });

    it('counts in Redis again once it is back', async () => {
      await redis!.start();
      const connection = a.app.get(RedisConnection);
      for (let waited = 0; !connection.ready && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(connection.ready).toBe(true);
      const response = await from(a).get('/api/teacher/access').expect(200);
      expect(response.headers.ratelimit).toMatch(new RegExp(`remaining=${RATE_LIMIT - 1}\\b`));
    }, 20_000);
  });
});
