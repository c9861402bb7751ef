type Numeric = number | string;

/** One row of EVIDENCE_ROWS (analytics.sql.ts), as the drivers answer it. */
export interface EvidenceRow {
  kind: 'pair' | 'pre' | 'post';
  session_code: string | null;
  pre: Numeric | null;
  post: Numeric | null;
  other_key: Numeric;
  materials_first: Numeric;
  n: Numeric;
  // What the class figures read besides (group-measures.ts); the statistics need none of it.
  class_room?: string | null;
  /** SQLite answers datetimes as UTC text, MySQL as Date objects. */
  pretest_at?: Date | string | null;
  posttest_at?: Date | string | null;
  /** 1 when that test was answered with another answer key than today's. */
  pre_other_version?: Numeric;
  post_other_version?: Numeric;
}

/**
 * Whether the tests use a pair: one scored with two answer keys, or whose pre-test came after the
 * materials, is flagged, and used only with `includeFlagged`.
 */
export const isTested = (row: EvidenceRow, includeFlagged: boolean) =>
  row.kind === 'pair' &&
  (includeFlagged || (!Number(row.other_key) && !Number(row.materials_first)));

export interface EvidenceCounts {
  pretestOnly: number;
  posttestOnly: number;
  excludedOtherKey: number;
  excludedMaterialsFirst: number;
}

/**
 * What the statistics of one selection are computed from: the pairs the tests use, and the
 * counts. The flagged pairs are counted either way; `flaggedIncluded` says whether the tests use
 * them too.
 */
export interface EvidenceInput {
  pairs: Array<{ pre: number; post: number }>;
  counts: EvidenceCounts;
  flaggedIncluded: boolean;
}

/** A selection without results. */
export const noEvidence = (flaggedIncluded = false): EvidenceInput => ({
  pairs: [],
  counts: { pretestOnly: 0, posttestOnly: 0, excludedOtherKey: 0, excludedMaterialsFirst: 0 },
  flaggedIncluded,
});

/**
 * The rows of each session, in one pass. A pair whose two tests were scored with different answer
 * keys is flagged for that reason first; one whose pre-test came after the materials, for that.
 * The tests leave flagged pairs out unless `includeFlagged`: by default the pairs kept and the
 * two flags add up to every pair; with it, the pairs kept are every pair.
 */
export function evidenceInputs(
  rows: EvidenceRow[],
  includeFlagged = false,
): Map<string | null, EvidenceInput> {
  const bySession = new Map<string | null, EvidenceInput>();
  for (const row of rows) {
    let input = bySession.get(row.session_code);
    if (!input) bySession.set(row.session_code, (input = noEvidence(includeFlagged)));
    const { counts } = input;
    if (row.kind === 'pre') counts.pretestOnly += Number(row.n);
    else if (row.kind === 'post') counts.posttestOnly += Number(row.n);
    else {
      if (Number(row.other_key)) counts.excludedOtherKey += 1;
      else if (Number(row.materials_first)) counts.excludedMaterialsFirst += 1;
      if (isTested(row, includeFlagged))
        input.pairs.push({ pre: Number(row.pre), post: Number(row.post) });
    }
  }
  return bySession;
}

/**
 * Several selections as one: their pairs together and their counts summed. They were all read
 * with the same `flaggedIncluded`, which the pool keeps.
 */
export function pooled(inputs: Iterable<EvidenceInput>, flaggedIncluded = false): EvidenceInput {
  const all = noEvidence(flaggedIncluded);
  for (const { pairs, counts } of inputs) {
    for (const pair of pairs) all.pairs.push(pair);
    for (const key of Object.keys(counts) as Array<keyof EvidenceCounts>) {
      all.counts[key] += counts[key];
    }
  }
  return all;
}
