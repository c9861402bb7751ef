import request from 'supertest';
import type { Submission } from '@piba/shared';
import { AuditEntryEntity } from '../../src/audit/audit-entry.entity.js';
import {
  HistoryRecordEntity,
  HistoryTrashEntity,
} from '../../src/history/history-record.entity.js';
import type { TestDatabase } from '@piba/test-support/databases';
import { startTestApp, type TestApp } from './test-app.js';

/** The body the original student app sent: no answers, no ids (docs/product.md). */
export const specPayload: Submission = {
  name: 'Siti Aminah',
  class_room: '8A',
  score: '7/10',
  percentage: 70,
  is_pretest: true,
  is_posttest: false,
};

export type Cases = (testApp: () => TestApp) => void;

/** Supertest against the app's HTTP server. */
export const http = (testApp: TestApp) => request(testApp.app.getHttpServer());

/**
 * Registers the same end-to-end cases on one database. `database` is null when it is
 * unavailable outside CI (createMysqlDatabase says why); the suite is then skipped.
 */
export function describeHistoryApi(label: string, database: TestDatabase | null, cases: Cases[]) {
  (database ? describe : describe.skip)(`history API on ${label}`, () => {
    let testApp: TestApp;
    beforeAll(async () => {
      // Functional cases send more than a minute's default budget of requests on a fast machine;
      // a suite that tests the limit sets it in the database's env (abuse.e2e-spec.ts).
      testApp = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', ...database!.env });
    });
    afterAll(async () => {
      await testApp?.close();
      await database?.drop();
    });
    beforeEach(() =>
      Promise.all(
        [HistoryRecordEntity, HistoryTrashEntity, AuditEntryEntity].map((entity) =>
          testApp.dataSource.getRepository(entity).clear(),
        ),
      ),
    );
    for (const register of cases) register(() => testApp);
  });
}

/** Stored rows with controlled times (one minute apart, in the given order). */
export function seedRows(
  testApp: TestApp,
  rows: Array<Partial<HistoryRecordEntity>>,
): Promise<HistoryRecordEntity[]> {
  const start = Date.UTC(2026, 10, 20, 1, 0, 0);
  return testApp.records.save(
    rows.map((row, index) =>
      testApp.records.create({
        name: null,
        class_room: null,
        score: '5/10',
        percentage: 50,
        is_pretest: true,
        is_posttest: false,
        created_at: new Date(start + index * 60_000),
        ...row,
      }),
    ),
  );
}
