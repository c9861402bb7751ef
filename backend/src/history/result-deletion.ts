import type { EntityManager, QueryRunner } from 'typeorm';
import { HistoryRecordEntity } from './history-record.entity.js';

/** Under this key of a query runner's `data`, the sessions of the results it is deleting. */
const DELETED_SESSIONS = 'piba:deletedSessions';

/**
 * Deletes results by id inside a transaction, saying which sessions they belong to (read by the
 * caller with the rows, or here with one small select of their session codes): a delete by
 * condition tells the subscribers nothing of its rows, and the analysis would otherwise take it
 * for a change to every session (ResultChanges.afterRemove).
 */
export async function deleteResults(
  manager: EntityManager,
  ids: readonly number[],
  sessions?: ReadonlyArray<string | null>,
): Promise<void> {
  if (ids.length === 0) return;
  const runner = manager.queryRunner;
  const known =
    sessions ??
    (
      await manager.find(HistoryRecordEntity, {
        select: { id: true, session_code: true },
        where: ids.map((id) => ({ id })),
      })
    ).map((row) => row.session_code);
  if (runner) runner.data = { ...runner.data, [DELETED_SESSIONS]: new Set(known) };
  try {
    await manager.delete(HistoryRecordEntity, [...ids]);
  } finally {
    if (runner) delete (runner.data as Record<string, unknown>)[DELETED_SESSIONS];
  }
}

/**
 * The sessions of the results the query runner is deleting through deleteResults; undefined for
 * any other delete, whose sessions are not known.
 */
export const deletedSessionsOf = (runner: QueryRunner | undefined) =>
  runner?.data?.[DELETED_SESSIONS] as ReadonlySet<string | null> | undefined;
