import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** How many results a selection holds, and how many of them are pre-tests and post-tests. */
export interface ResultCounts {
  pretest: number;
  posttest: number;
  total: number;
}

/** The counts as the drivers answer them: numbers or numeric text; a SUM of no rows is null. */
export interface ResultCountsRow {
  pretest: string | number | null;
  posttest: string | number | null;
  total: string | number | null;
}

/**
 * The one count of results: selects `total`, `pretest` and `posttest` over the rows `builder`
 * selects (its main alias names the result), in place of what it selected before.
 */
export function selectResultCounts<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
): SelectQueryBuilder<T> {
  const { alias } = builder;
  return builder
    .select('COUNT(*)', 'total')
    .addSelect(`SUM(${alias}.is_pretest)`, 'pretest')
    .addSelect(`SUM(${alias}.is_posttest)`, 'posttest');
}

export const resultCountsOf = (row: ResultCountsRow | undefined): ResultCounts => ({
  pretest: Number(row?.pretest ?? 0),
  posttest: Number(row?.posttest ?? 0),
  total: Number(row?.total ?? 0),
});
