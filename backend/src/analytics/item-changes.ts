import type { McNemarTest } from '@piba/shared';
import { itemChanges } from './statistics/index.js';

/** The pre-test's row of ITEM_FIGURES (analytics.sql.ts): wr_i and rw_i per question i. */
export type ChangeRow = Record<string, number | string | null>;

/**
 * Each question's change over the tested students, from the counts the database adds up:
 * wrong→right (wr_i) and right→wrong (rw_i), the exact McNemar p, and Holm's adjustment across
 * the `count` questions. No row (no tested students) counts no change.
 */
export function mcnemarTestsOf(row: ChangeRow | undefined, count: number): McNemarTest[] {
  return itemChanges(
    Array.from({ length: count }, (_, i) => ({
      wrongToRight: Number(row?.[`wr_${i}`] ?? 0),
      rightToWrong: Number(row?.[`rw_${i}`] ?? 0),
    })),
  );
}
