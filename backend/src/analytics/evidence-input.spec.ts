import { evidenceInputs, pooled, type EvidenceRow } from './evidence-input.js';

const pair = (session: string | null, pre: number, post: number, flags = {}): EvidenceRow => ({
  kind: 'pair',
  session_code: session,
  pre: String(pre),
  post,
  other_key: 0,
  materials_first: 0,
  n: 1,
  ...flags,
});

describe('the pairs and counts behind the evidence', () => {
  const rows: EvidenceRow[] = [
    pair('AAAAAA', 40, 70),
    pair('AAAAAA', 50, 60, { other_key: '1', materials_first: '1' }),
    pair('AAAAAA', 30, 90, { materials_first: 1 }),
    pair('BBBBBB', 20, 20),
    { ...pair('AAAAAA', 0, 0), kind: 'pre', pre: null, post: null, n: '3' },
    { ...pair('BBBBBB', 0, 0), kind: 'post', pre: null, post: null, n: 2 },
  ];

  it('keeps unflagged pairs as numbers, and counts each left-out pair under its first reason', () => {
    const inputs = evidenceInputs(rows);
    expect(inputs.get('AAAAAA')).toEqual({
      pairs: [{ pre: 40, post: 70 }],
      counts: { pretestOnly: 3, posttestOnly: 0, excludedOtherKey: 1, excludedMaterialsFirst: 1 },
      flaggedIncluded: false,
    });
    expect(inputs.get('BBBBBB')).toEqual({
      pairs: [{ pre: 20, post: 20 }],
      counts: { pretestOnly: 0, posttestOnly: 2, excludedOtherKey: 0, excludedMaterialsFirst: 0 },
      flaggedIncluded: false,
    });
  });

  it('with includeFlagged keeps the flagged pairs too, and still counts them', () => {
    expect(evidenceInputs(rows, true).get('AAAAAA')).toEqual({
      pairs: [
        { pre: 40, post: 70 },
        { pre: 50, post: 60 },
        { pre: 30, post: 90 },
      ],
      counts: { pretestOnly: 3, posttestOnly: 0, excludedOtherKey: 1, excludedMaterialsFirst: 1 },
      flaggedIncluded: true,
    });
  });

  it('pools sessions into one selection', () => {
    expect(pooled(evidenceInputs(rows).values())).toEqual({
      pairs: [
        { pre: 40, post: 70 },
        { pre: 20, post: 20 },
      ],
      counts: { pretestOnly: 3, posttestOnly: 2, excludedOtherKey: 1, excludedMaterialsFirst: 1 },
      flaggedIncluded: false,
    });
  });
});
