import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe as describeStatistics, nGain, pairedTTest, shapiroWilk } from './index.js';
import { wilcoxonSignedRank } from './index.js';

/** Figures from R (backend/test/fixtures/statistics/make-fixtures.R). */
type Figures = Record<string, number | boolean | null | Record<string, number>>;
interface FixtureSet {
  name: string;
  describe: { pre: Figures; post: Figures; difference: Figures };
  shapiroWilk: Figures | null;
  pairedTTest: Figures | null;
  wilcoxon: Figures | null;
  nGain: Figures;
}

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/statistics/r-fixtures.json');
const { sets, large } = JSON.parse(readFileSync(FIXTURES, 'utf8')) as {
  sets: (FixtureSet & { pre: number[]; post: number[] })[];
  large: FixtureSet;
};

/** The large set's pairs, by the rule the R script states. */
function largePairs(): { pre: number[]; post: number[] } {
  const pre = Array.from({ length: 100_000 }, (_, i) => 10 * ((7 * i) % 11));
  const post = pre.map((score, i) => Math.min(100, Math.max(0, score + 10 * ((13 * i) % 5) - 10)));
  return { pre, post };
}

/** p within 1e-4, or within 1% of itself below 0.001; any other figure within 1e-4. */
function agrees(key: string, actual: number, expected: number): boolean {
  if (key === 'p' && expected < 1e-3) return Math.abs(actual - expected) <= 0.01 * expected;
  return Math.abs(actual - expected) <= 1e-4;
}

/** Every figure R gives that differs from ours, as "field: ours ≠ R's". */
function mismatches(label: string, ours: object | null, r: Figures | null): string[] {
  if (r === null || ours === null) {
    return ours === r ? [] : [`${label}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(r)}`];
  }
  const actual = ours as Record<string, unknown>;
  return Object.entries(r).flatMap(([key, expected]) => {
    const value = actual[key];
    if (expected !== null && typeof expected === 'object') {
      return mismatches(`${label}.${key}`, value as object, expected);
    }
    const same =
      typeof expected === 'number' && typeof value === 'number'
        ? agrees(key, value, expected)
        : value === expected;
    return same ? [] : [`${label}.${key}: ${String(value)} ≠ ${String(expected)}`];
  });
}

it('holds the data sets the fixtures were made for', () => {
  expect(sets.map((set) => set.name)).toEqual(
    expect.arrayContaining(['n3-steps', 'n49-distinct', 'n50-distinct', 'n6-all-zero']),
  );
  expect(sets.length).toBeGreaterThanOrEqual(12);
});

function itMatchesR(set: FixtureSet, pre: number[], post: number[]): void {
  const difference = post.map((score, i) => score - pre[i]);

  it('describes pre, post and the differences as mean, sd, quantile (type 7), min and max', () => {
    expect([
      ...mismatches('pre', describeStatistics(pre), set.describe.pre),
      ...mismatches('post', describeStatistics(post), set.describe.post),
      ...mismatches('difference', describeStatistics(difference), set.describe.difference),
    ]).toEqual([]);
  });

  it('gives shapiro.test’s W and p on the differences', () => {
    const ours = shapiroWilk(difference);
    expect(mismatches('shapiroWilk', ours, set.shapiroWilk)).toEqual([]);
    // Normal at α = 0.05 as R's p says; no verdict where R gives no test.
    expect(ours && ours.normal).toBe(set.shapiroWilk && (set.shapiroWilk.p as number) >= 0.05);
  });

  it('gives t.test’s t, df, p and interval, and d_z with its noncentral-t interval', () => {
    expect(mismatches('pairedTTest', pairedTTest(pre, post), set.pairedTTest)).toEqual([]);
  });

  it('gives wilcox.test’s V and p, exact where R is, and z, r and the rank-biserial', () => {
    expect(mismatches('wilcoxon', wilcoxonSignedRank(pre, post), set.wilcoxon)).toEqual([]);
  });

  it('gives the normalised gains', () => {
    expect(mismatches('nGain', nGain(pre, post), set.nGain)).toEqual([]);
  });
}

describe.each(sets.map((set) => [set.name, set] as const))('%s, against R', (_name, set) => {
  itMatchesR(set, set.pre, set.post);
});

describe('100,000 pairs made by a rule, against R', () => {
  const { pre, post } = largePairs();
  itMatchesR(large, pre, post);
});
