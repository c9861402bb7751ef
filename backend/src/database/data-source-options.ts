import { resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { Environment } from '../config/environment.js';
import { AuditEntryEntity } from '../audit/index.js';
import {
  HistoryRecordEntity,
  HistorySortKeysSubscriber,
  HistoryTrashEntity,
} from '../history/index.js';
import { CreateHistoryRecords1763700000000 } from './migrations/1763700000000-CreateHistoryRecords.js';
import { AddSubmissionId1763800000000 } from './migrations/1763800000000-AddSubmissionId.js';
import { AddParticipantAndAnswers1763900000000 } from './migrations/1763900000000-AddParticipantAndAnswers.js';
import { IndexesForTeacherQueries1764000000000 } from './migrations/1764000000000-IndexesForTeacherQueries.js';
import { OneCollation1764100000000 } from './migrations/1764100000000-OneCollation.js';
import { ClassPageInIndexOrder1764200000000 } from './migrations/1764200000000-ClassPageInIndexOrder.js';
import { AddAnswerKeyVersion1764300000000 } from './migrations/1764300000000-AddAnswerKeyVersion.js';
import { AddSessions1764400000000 } from './migrations/1764400000000-AddSessions.js';
import { NaturalSortKeys1764500000000 } from './migrations/1764500000000-NaturalSortKeys.js';
import { ChildrensData1764600000000 } from './migrations/1764600000000-ChildrensData.js';
import { MaterialsSeenFirst1764700000000 } from './migrations/1764700000000-MaterialsSeenFirst.js';
import { AddLessonPacks1764800000000 } from './migrations/1764800000000-AddLessonPacks.js';
import { ResearchDesigns1764900000000 } from './migrations/1764900000000-ResearchDesigns.js';
import { ArrivalOrder1765000000000 } from './migrations/1765000000000-ArrivalOrder.js';
import { PACK_ENTITIES } from '../packs/index.js';
import { SessionEntity } from '../sessions/index.js';

const entities = [
  HistoryRecordEntity,
  HistoryTrashEntity,
  SessionEntity,
  AuditEntryEntity,
  ...PACK_ENTITIES,
];
const subscribers = [HistorySortKeysSubscriber];
const migrations = [
  CreateHistoryRecords1763700000000,
  AddSubmissionId1763800000000,
  AddParticipantAndAnswers1763900000000,
  IndexesForTeacherQueries1764000000000,
  OneCollation1764100000000,
  ClassPageInIndexOrder1764200000000,
  AddAnswerKeyVersion1764300000000,
  AddSessions1764400000000,
  NaturalSortKeys1764500000000,
  ChildrensData1764600000000,
  MaterialsSeenFirst1764700000000,
  AddLessonPacks1764800000000,
  ResearchDesigns1764900000000,
  ArrivalOrder1765000000000,
];

/** The read replicas' URLs in DATABASE_REPLICA_URLS, in order; none when it is unset. */
export const replicaUrls = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

/**
 * Where queries go with read replicas: every query to the primary (`defaultMode: 'master'`),
 * unless a query runner was made for a replica (`createQueryRunner('slave')`, ReplicaReads). A
 * replica that refuses a connection is left out for 10 seconds, then tried again.
 */
function replication(primary: string, replicas: string[]) {
  return {
    master: { url: primary },
    slaves: replicas.map((url) => ({ url })),
    defaultMode: 'master' as const,
    canRetry: true,
    removeNodeErrorCount: 1,
    restoreNodeTimeout: 10_000,
  };
}

/** One description of the database for the app and the TypeORM CLI (data-source.ts). */
export function dataSourceOptions(
  env: Pick<Environment, 'DATABASE_URL' | 'DATABASE_PATH'> &
    Partial<Pick<Environment, 'DATABASE_REPLICA_URLS'>>,
): DataSourceOptions {
  if (env.DATABASE_URL) {
    const replicas = replicaUrls(env.DATABASE_REPLICA_URLS);
    return {
      type: 'mysql',
      ...(replicas.length > 0
        ? { replication: replication(env.DATABASE_URL, replicas) }
        : { url: env.DATABASE_URL }),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: 5_000,
      // Enough for a class submitting at once; MySQL's default max_connections is 151.
      poolSize: 20,
      // mysql2 otherwise captures a stack trace before every query to decorate its errors: 3 to
      // 4% of the server's CPU on a class's page (three queries). TypeORM's errors keep the SQL.
      extra: { trace: false },
      entities,
      subscribers,
      migrations,
      migrationsRun: true,
    };
  }
  return {
    type: 'better-sqlite3',
    database: resolve(env.DATABASE_PATH),
    // WAL lets the teacher's reads run beside the students' writes.
    enableWAL: true,
    timeout: 5_000,
    entities,
    subscribers,
    migrations,
    migrationsRun: true,
  };
}

/** Where the data lives, for the start-up log line; never includes a password. */
export function describeDatabase(options: DataSourceOptions): string {
  const where = (value: string) => {
    const url = new URL(value);
    return `${url.hostname}:${url.port || 3306}${url.pathname}`;
  };
  if (options.type === 'mysql' && options.replication) {
    const { master, slaves } = options.replication;
    const replicas = slaves.map((slave) => where(slave.url ?? '')).join(', ');
    return `MySQL at ${where(master.url ?? '')}, exports and the audit log read from ${replicas}`;
  }
  if (options.type === 'mysql' && options.url) return `MySQL at ${where(options.url)}`;
  return `embedded SQLite at ${String(options.database)}`;
}
