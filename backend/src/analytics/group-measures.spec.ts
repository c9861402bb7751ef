import type { EvidenceRow } from './evidence-input.js';
import { classMeasuresOf, groupMeasuresOf, testIntervalOf } from './group-measures.js';

const row = (
  kind: EvidenceRow['kind'],
  pre: number | null,
  post: number | null,
  more: Partial<EvidenceRow> = {},
): EvidenceRow => ({
  kind,
  session_code: 'K7P3QX',
  class_room: '8A',
  pre,
  post: post === null ? null : String(post),
  other_key: 0,
  materials_first: 0,
  n: 1,
  ...more,
});

describe('groupMeasuresOf: one population', () => {
  // Two tested pairs, one pair flagged (materials first), a lone pre-test and a lone post-test.
  const rows = [
    row('pair', 40, 70),
    row('pair', 60, 80),
    row('pair', 20, 90, { materials_first: '1' }),
    row('pre', 50, null),
    row('post', null, 100),
  ];

  it('compares over the tested pairs and keeps every result apart', () => {
    expect(groupMeasuresOf(rows, false)).toEqual({
      pretestStudents: 4,
      posttestStudents: 4,
      pairedStudents: 3,
      pretestOnly: 1,
      posttestOnly: 1,
      attritionRate: 0.25,
      testedPairs: 2,
      meanPre: 50, // (40 + 60) / 2
      meanPost: 75, // (70 + 80) / 2
      hakeGain: 0.5, // 25 / 50
      hakeBand: 'medium',
      effectiveness: 'less-effective',
      meanG: 0.5, // (0.5 + 0.5) / 2
      meanGBand: 'medium',
      meanNormalizedChange: 0.5,
      allResults: {
        pretestStudents: 4,
        posttestStudents: 4,
        meanPre: 42.5, // (40 + 60 + 20 + 50) / 4
        meanPost: 85, // (70 + 80 + 90 + 100) / 4
      },
    });
  });

  it('takes the flagged pairs in with includeFlagged, as the tests do', () => {
    expect(groupMeasuresOf(rows, true)).toMatchObject({
      testedPairs: 3,
      meanPre: 40, // (40 + 60 + 20) / 3
      meanPost: 80,
      hakeGain: 0.667, // 40 / 60
      allResults: { meanPre: 42.5, meanPost: 85 },
    });
  });

  it('gives each class its own figures, in natural order', () => {
    const classes = classMeasuresOf(
      [
        ...rows,
        row('pair', 10, 20, { class_room: '8C' }),
        row('pre', 30, null, { class_room: '8B' }),
      ],
      false,
    );
    expect(
      classes.map((group) => [group.class_room, group.testedPairs, group.attritionRate]),
    ).toEqual([
      ['8A', 2, 0.25],
      ['8B', 0, 1],
      ['8C', 1, 0],
    ]);
    expect(classes[1]).toMatchObject({ meanPre: null, hakeGain: null, effectiveness: null });
  });
});

describe('testIntervalOf', () => {
  it("measures the hours between each tested pair's two tests, as MySQL or SQLite gives them", () => {
    const at = (pretest: string, posttest: string, more: Partial<EvidenceRow> = {}) =>
      row('pair', 40, 60, { pretest_at: pretest, posttest_at: posttest, ...more });
    expect(
      testIntervalOf(
        [
          at('2026-11-02 01:00:00.000', '2026-11-03 01:00:00.000'),
          row('pair', 40, 60, {
            pretest_at: new Date('2026-11-02T01:00:00Z'),
            posttest_at: new Date('2026-11-02T07:30:00Z'),
          }),
          at('2026-11-02 01:00:00.000', '2026-11-09 01:00:00.000'),
          at('2026-11-02 01:00:00.000', '2026-12-02 01:00:00.000', { other_key: 1 }),
        ],
        false,
      ),
    ).toEqual({ pairs: 3, medianHours: 24, minHours: 6.5, maxHours: 168 });
    expect(testIntervalOf([], false)).toEqual({
      pairs: 0,
      medianHours: null,
      minHours: null,
      maxHours: null,
    });
  });
});
