import { DataSource } from 'typeorm';
import {
  createMysqlDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '@piba/test-support/databases';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { JobLease, type RedisConnection } from '../src/replicas/index.js';

/** What JobLease reads of the Redis connection, without Redis (or with it unreachable). */
const noRedis = { client: null, ready: false } as unknown as RedisConnection;
const redisDown = {
  client: {},
  ready: false,
  problems: { error: () => {} },
} as unknown as RedisConnection;

async function openDataSource(database: TestDatabase): Promise<DataSource> {
  const { DATABASE_URL, DATABASE_PATH = '' } = database.env;
  return new DataSource(dataSourceOptions({ DATABASE_URL, DATABASE_PATH })).initialize();
}

describe('job leases without Redis', () => {
  describe('on MySQL: GET_LOCK, held by the replica that runs the job', () => {
    let database: TestDatabase | null;
    let first: DataSource;
    let second: DataSource;

    beforeAll(async () => {
      database = await createMysqlDatabase();
      if (!database) return;
      // Two replicas: two pools, as two processes have.
      first = await openDataSource(database);
      second = await openDataSource(database);
    }, 60_000);

    afterAll(async () => {
      if (first?.isInitialized) await first.destroy();
      if (second?.isInitialized) await second.destroy();
      await database?.drop();
    });

    it('lets one of two replicas started together run the job, and the other again once the first is gone', async () => {
      if (!database) return;
      const leases = [new JobLease(noRedis, first), new JobLease(redisDown, second)];
      const taken = await Promise.all(leases.map((lease) => lease.take('retention', 60_000)));
      expect(taken.filter(Boolean)).toHaveLength(1);
      // Held after the run too: a replica whose timer fires a minute later skips it as well.
      expect(await Promise.all(leases.map((lease) => lease.take('retention', 60_000)))).toEqual([
        false,
        false,
      ]);
      // The holder stops: its connection, and so its lock, goes with it.
      const holder = taken[0] ? 0 : 1;
      leases[holder].onApplicationShutdown();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await leases[1 - holder].take('retention', 60_000)).toBe(true);
      leases[1 - holder].onApplicationShutdown();
    });
  });

  describe('on the embedded SQLite: one process, which always runs it', () => {
    let database: TestDatabase;
    let dataSource: DataSource;

    beforeAll(async () => {
      database = await createSqliteDatabase();
      dataSource = await openDataSource(database);
    });

    afterAll(async () => {
      await dataSource.destroy();
      await database.drop();
    });

    it('takes the lease every time, as the job ran before leases', async () => {
      const lease = new JobLease(noRedis, dataSource);
      expect(await lease.take('retention', 60_000)).toBe(true);
      expect(await lease.take('retention', 60_000)).toBe(true);
    });
  });
});
