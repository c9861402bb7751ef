import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import {
  createMysqlDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '@piba/test-support/databases';
import { AuditEntryEntity } from '../src/audit/audit-entry.entity.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { HistoryRecordEntity, HistoryTrashEntity } from '../src/history/history-record.entity.js';
import { naturalSortKey } from '../src/results/index.js';

const backend = resolve(import.meta.dirname, '..');
const DAY_MS = 24 * 60 * 60_000;

/** The host's environment without what npm and Jest add, so it cannot steer the command. */
const hostEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|NODE_OPTIONS$|NODE_ENV$|INIT_CWD$)/i.test(key),
    ),
  ) as Record<string, string>;

const result = (name: string, createdAt: Date) => ({
  name,
  name_sort: naturalSortKey(name),
  class_room: '8A',
  class_sort: naturalSortKey('8A'),
  score: '7/10',
  percentage: 70,
  is_pretest: true,
  is_posttest: false,
  materials_seen_first: false,
  is_delayed: false,
  pseudonymised: false,
  created_at: createdAt,
});

const databases: Array<[string, () => Promise<TestDatabase | null>]> = [
  ['embedded SQLite', createSqliteDatabase],
  ['MySQL', createMysqlDatabase],
];

describe.each(databases)('npm run retention:run on %s', (_label, create) => {
  let database: TestDatabase | null;
  let dataSource: DataSource;

  beforeAll(async () => {
    if (!existsSync(resolve(backend, 'dist/retention-run.js'))) {
      execFileSync('npm', ['run', 'build'], { cwd: backend });
    }
    database = await create();
    if (!database) return;
    const { DATABASE_URL, DATABASE_PATH = '' } = database.env;
    dataSource = new DataSource(dataSourceOptions({ DATABASE_URL, DATABASE_PATH }));
    await dataSource.initialize();
  }, 120_000);

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
  });

  it('purges the trash past TRASH_DAYS and pseudonymises past RETENTION_MONTHS, now, then exits', async () => {
    if (!database) return;
    const now = Date.now();
    const records = dataSource.getRepository(HistoryRecordEntity);
    const trash = dataSource.getRepository(HistoryTrashEntity);
    await records.save([
      records.create(result('Siti Lama', new Date(now - 400 * DAY_MS))),
      records.create(result('Budi Baru', new Date(now - DAY_MS))),
    ]);
    await trash.save([
      trash.create({
        id: 1001,
        ...result('Dihapus Lama', new Date(now - 60 * DAY_MS)),
        deleted_at: new Date(now - 31 * DAY_MS),
      }),
      trash.create({
        id: 1002,
        ...result('Dihapus Baru', new Date(now - 60 * DAY_MS)),
        deleted_at: new Date(now - DAY_MS),
      }),
    ]);

    const { stdout, stderr } = await promisify(execFile)('npm', ['run', 'retention:run'], {
      cwd: backend,
      env: { ...hostEnv(), ...database.env, RETENTION_MONTHS: '12', LOG_LEVEL: 'info' },
    });

    expect(`${stdout}${stderr}`).toContain(
      'Purged 1 results from the trash; pseudonymised 1 results',
    );
    expect((await trash.find()).map(({ id }) => id)).toEqual([1002]);
    const names = (await records.find({ order: { id: 'ASC' } })).map(({ name }) => name);
    expect(names[0]).toMatch(/^Peserta [0-9A-Z]{8}$/);
    expect(names[1]).toBe('Budi Baru');
    const audit = await dataSource.getRepository(AuditEntryEntity).find();
    expect(audit.map(({ actor, action }) => `${actor} ${action}`).sort()).toEqual([
      'system pseudonymise',
      'system purge',
    ]);
  }, 60_000);
});
