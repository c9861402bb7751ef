import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ancova } from './ancova.js';
import { cronbachAlpha, reverseItems } from './cronbach-alpha.js';
import { friedman, pairwiseWilcoxonHolm } from './friedman.js';
import { holm } from './holm.js';
import { changeCounts, itemChanges, mcnemarExact } from './mcnemar.js';
import { hedgesG, mannWhitney, tostWelch, welchT } from './two-groups.js';

/**
 * The statistics of the research designs against R: backend/test/fixtures/statistics/
 * r-fixtures-designs.json, written by make-design-fixtures.R beside it (base R only).
 */
type Figure = number | string | boolean | null;
type Figures = { [key: string]: Figure | Figures | Figures[] } | Figures[];

const FIXTURES = resolve(
  import.meta.dirname,
  '../../../test/fixtures/statistics/r-fixtures-designs.json',
);
interface AlphaSet {
  name: string;
  scores: number[][];
  reversed: number[];
  alpha: number | null;
  reason: string | null;
  items: Figures[];
}
interface TwoGroupSet {
  name: string;
  x: number[];
  y: number[];
  welch: Figures | null;
  tost: Figures | null;
  mannWhitney: Figures | null;
  hedgesG: Figures | null;
}
const fixtures = JSON.parse(readFileSync(FIXTURES, 'utf8')) as {
  alpha: AlphaSet[];
  friedman: { name: string; scores: number[][]; friedman: Figures | null; pairs: Figures[] }[];
  twoGroups: TwoGroupSet[];
  ancova: { name: string; pre: number[]; post: number[]; treated: boolean[]; ancova: Figures }[];
  mcnemar: { b: number; c: number; p: number | null }[];
  holm: { p: (number | null)[]; holm: (number | null)[] }[];
  itemChange: { name: string; pre: number[][]; post: number[][]; items: Figures[] }[];
};

/** A p-value's field: p, pLower, pUpper, pHolm, or an entry of a list of Holm's p. */
const P_FIELD = /\.(p[A-Z]\w*|p|holm\.\d+)$/;

/** R's figure to 1e-6; a p below 0.001 to 1e-4 of itself. */
function agrees(label: string, actual: number, expected: number): boolean {
  if (!Number.isFinite(actual)) return false;
  if (P_FIELD.test(label) && expected < 1e-3) {
    return Math.abs(actual - expected) <= 1e-4 * expected;
  }
  return Math.abs(actual - expected) <= 1e-6;
}

/** Every figure R gives that differs from ours (or that we lack), as "field: ours ≠ R's". */
function mismatches(label: string, ours: unknown, r: Figures | Figure): string[] {
  if (r !== null && typeof r === 'object') {
    if (ours === null || typeof ours !== 'object') {
      return [`${label}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(r)}`];
    }
    const actual = ours as Record<string, unknown>;
    const length = Array.isArray(ours) ? ours.length : null;
    const lengths =
      Array.isArray(r) && length !== r.length ? [`${label}.length: ${length} ≠ ${r.length}`] : [];
    return [
      ...lengths,
      ...Object.entries(r).flatMap(([key, expected]) =>
        mismatches(`${label}.${key}`, actual[key], expected),
      ),
    ];
  }
  const same =
    typeof r === 'number' && typeof ours === 'number' ? agrees(label, ours, r) : ours === r;
  return same ? [] : [`${label}: ${String(ours)} ≠ ${String(r)}`];
}

const named = <T extends { name: string }>(sets: T[]) =>
  sets.map((set) => [set.name, set] as const);

describe('Cronbach’s α, against R', () => {
  it('holds scales of small n, reversed items, a constant item and every undefined case', () => {
    const names = fixtures.alpha.map((set) => set.name);
    expect(names).toEqual(
      expect.arrayContaining(['n3x3', 'constant-item', 'likert-40x8-two-reversed', 'one-item']),
    );
    const reasons = fixtures.alpha.map((set) => set.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([null, 'too-few-students', 'too-few-items', 'no-variance']),
    );
  });

  it.each(named(fixtures.alpha))('%s: α, each item’s corrected r and α if deleted', (_, set) => {
    const scores = reverseItems(set.scores, set.reversed);
    const ours = cronbachAlpha(scores);
    expect(
      mismatches('alpha', ours, {
        alpha: set.alpha,
        reason: set.reason,
        items: set.items,
      }),
    ).toEqual([]);
  });

  it('says why α is undefined and never gives a number for it', () => {
    const constant = cronbachAlpha([
      [3, 4],
      [3, 4],
      [3, 4],
    ]);
    expect(constant).toEqual({ alpha: null, reason: 'no-variance', items: [] });
    expect(cronbachAlpha([[1, 2, 3]]).reason).toBe('too-few-students');
    expect(cronbachAlpha([[1], [2]]).reason).toBe('too-few-items');
  });
});

describe.each(named(fixtures.friedman))('three or more measurements %s, against R', (_, set) => {
  it('gives friedman.test’s χ², df and p', () => {
    expect(mismatches('friedman', friedman(set.scores), set.friedman)).toEqual([]);
  });

  it('gives pairwise.wilcox.test’s p adjusted by Holm, and each pair’s V and p', () => {
    expect(mismatches('pairs', pairwiseWilcoxonHolm(set.scores), set.pairs)).toEqual([]);
  });
});

describe.each(named(fixtures.twoGroups))('two groups %s, against R', (_, set) => {
  const { x, y } = set;

  it('gives Welch’s t.test: t, df, p, mean difference and 95% interval', () => {
    expect(mismatches('welch', welchT(x, y), set.welch)).toEqual([]);
  });

  it('gives the two one-sided tests of equivalence within ±10 points and the 90% interval', () => {
    expect(mismatches('tost', tostWelch(x, y), set.tost)).toEqual([]);
  });

  it('gives wilcox.test’s W and p, exact where R is, and z and r', () => {
    expect(mismatches('mannWhitney', mannWhitney(x, y), set.mannWhitney)).toEqual([]);
  });

  it('gives Hedges’ g with its normal-approximation 95% interval', () => {
    expect(mismatches('hedgesG', hedgesG(x, y), set.hedgesG)).toEqual([]);
  });
});

it('holds two-group sets for the exact and the approximate Mann–Whitney p, and both verdicts of equivalence', () => {
  const exact = fixtures.twoGroups.map((set) => (set.mannWhitney as { exact?: boolean })?.exact);
  expect(exact).toEqual(expect.arrayContaining([true, false]));
  const equivalent = fixtures.twoGroups.map(
    (set) => (set.tost as { equivalent?: boolean })?.equivalent,
  );
  expect(equivalent).toEqual(expect.arrayContaining([true, false]));
});

describe.each(named(fixtures.ancova))('ANCOVA %s, against lm', (_, set) => {
  it('gives the group’s adjusted difference, its SE, t, p and interval, and the adjusted means', () => {
    expect(mismatches('ancova', ancova(set.pre, set.post, set.treated), set.ancova)).toEqual([]);
  });
});

describe('McNemar, Holm and the change of each question, against R', () => {
  it('gives binom.test’s two-sided p on the discordant pairs', () => {
    const ours = fixtures.mcnemar.map(({ b, c }) => ({ b, c, p: mcnemarExact(b, c) }));
    expect(mismatches('mcnemar', ours, fixtures.mcnemar as unknown as Figures)).toEqual([]);
  });

  it('gives p.adjust(p, "holm"), with no test left out of the count', () => {
    const ours = fixtures.holm.map(({ p }) => ({ p, holm: holm(p) }));
    expect(mismatches('holm', ours, fixtures.holm as unknown as Figures)).toEqual([]);
  });

  it.each(named(fixtures.itemChange))(
    '%s: counts wrong→right and right→wrong per question, p and Holm’s p',
    (_, set) => {
      const ours = itemChanges(changeCounts(set.pre, set.post));
      expect(mismatches('items', ours, set.items as unknown as Figures)).toEqual([]);
    },
  );
});
