/** One row of EVIDENCE_ROWS or PROGRAMME_ROWS (analytics.sql.ts), as the drivers answer it. */
export interface EvidenceRow {
  kind: 'pair' | 'pre' | 'post';
  session_code: string | null;
  pre: number | string | null;
  post: number | string | null;
  other_key: number | string;
  materials_first: number | string;
  n: number | string;
}

export interface EvidenceCounts {
  pretestOnly: number;
  posttestOnly: number;
  excludedOtherKey: number;
  excludedMaterialsFirst: number;
}

/** What the statistics of one selection are computed from: the pairs kept, and the counts. */
export interface EvidenceInput {
  pairs: Array<{ pre: number; post: number }>;
  counts: EvidenceCounts;
}

/** A selection without results. */
export const noEvidence = (): EvidenceInput => ({
  pairs: [],
  counts: { pretestOnly: 0, posttestOnly: 0, excludedOtherKey: 0, excludedMaterialsFirst: 0 },
});

/**
 * The rows of each session, in one pass. A pair whose two tests were scored with different answer
 * keys is left out for that reason first; one whose pre-test came after the materials, for that.
 * So the pairs kept and the two exclusions add up to every pair.
 */
export function evidenceInputs(rows: EvidenceRow[]): Map<string | null, EvidenceInput> {
  const bySession = new Map<string | null, EvidenceInput>();
  for (const row of rows) {
    let input = bySession.get(row.session_code);
    if (!input) bySession.set(row.session_code, (input = noEvidence()));
    const { counts } = input;
    if (row.kind === 'pre') counts.pretestOnly += Number(row.n);
    else if (row.kind === 'post') counts.posttestOnly += Number(row.n);
    else if (Number(row.other_key)) counts.excludedOtherKey += 1;
    else if (Number(row.materials_first)) counts.excludedMaterialsFirst += 1;
    else input.pairs.push({ pre: Number(row.pre), post: Number(row.post) });
  }
  return bySession;
}

/** Several selections as one: their pairs together and their counts summed. */
export function pooled(inputs: Iterable<EvidenceInput>): EvidenceInput {
  const all = noEvidence();
  for (const { pairs, counts } of inputs) {
    for (const pair of pairs) all.pairs.push(pair);
    for (const key of Object.keys(counts) as Array<keyof EvidenceCounts>) {
      all.counts[key] += counts[key];
    }
  }
  return all;
}
