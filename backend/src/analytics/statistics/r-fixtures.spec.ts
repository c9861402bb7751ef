import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { kr20 } from '../item-quality.js';
import { describe as describeStatistics, nGain, pairedTTest, shapiroWilk } from './index.js';
import { correctedItemTotal, criticalR, isValidItem, reliabilityBand } from './index.js';
import { metaAnalysisOf, wilcoxonSignedRank } from './index.js';

/** Figures from R (backend/test/fixtures/statistics/make-fixtures.R). */
type Figures = Record<string, number | string | boolean | null | Record<string, number>>;
interface FixtureSet {
  name: string;
  describe: { pre: Figures; post: Figures; difference: Figures };
  shapiroWilk: Figures | null;
  pairedTTest: Figures | null;
  wilcoxon: Figures | null;
  nGain: Figures;
}

/** A matrix of 0/1 answers (a row per student) and R's item analysis of it. */
interface ItemSet {
  name: string;
  answers: number[][];
  n: number;
  rTable: number | null;
  kr20: number | null;
  kr20Rounded: number | null;
  kr20Band: string | null;
  items: Figures[];
}

/** Sessions of pairs and R's meta-analysis of their mean differences. */
interface MetaSet {
  name: string;
  sessions: { pre: number[]; post: number[] }[];
  effects: Figures[];
  metaAnalysis: Figures | null;
}

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/statistics/r-fixtures.json');
const { sets, large, rTable, items, metaAnalysis } = JSON.parse(readFileSync(FIXTURES, 'utf8')) as {
  sets: (FixtureSet & { pre: number[]; post: number[] })[];
  large: FixtureSet;
  rTable: { n: number; rTable: number | null }[];
  items: ItemSet[];
  metaAnalysis: MetaSet[];
};

/** The large set's pairs, by the rule the R script states. */
function largePairs(): { pre: number[]; post: number[] } {
  const pre = Array.from({ length: 100_000 }, (_, i) => 10 * ((7 * i) % 11));
  const post = pre.map((score, i) => Math.min(100, Math.max(0, score + 10 * ((13 * i) % 5) - 10)));
  return { pre, post };
}

/** A p (p, qP) within 1e-4, or within 1% of itself below 0.001; any other figure within 1e-4. */
function agrees(key: string, actual: number, expected: number): boolean {
  if ((key === 'p' || key === 'qP') && expected < 1e-3) {
    return Math.abs(actual - expected) <= 0.01 * expected;
  }
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

describe('the r table, against qt', () => {
  it('gives t / √(n − 2 + t²) at α = 0.05 two-sided, and none below 3 students', () => {
    expect(rTable.map(({ n }) => n)).toEqual(expect.arrayContaining([2, 3, 30, 100_000]));
    const ours = rTable.map(({ n }) => ({ n, rTable: criticalR(n) }));
    expect(mismatches('rTable', ours, rTable as unknown as Figures)).toEqual([]);
  });
});

/** The sums the database adds up for question j of a matrix of answers. */
function itemSums(answers: number[][], j: number) {
  const totals = answers.map((row) => row.reduce((sum, x) => sum + x, 0));
  return {
    n: answers.length,
    right: answers.reduce((sum, row) => sum + row[j], 0),
    total: totals.reduce((sum, t) => sum + t, 0),
    totalSquares: totals.reduce((sum, t) => sum + t * t, 0),
    rightTotal: answers.reduce((sum, row, i) => sum + row[j] * totals[i], 0),
  };
}

it('holds the item matrices the fixtures were made for', () => {
  expect(items.map((set) => set.name)).toEqual(
    expect.arrayContaining([
      'worked-example-8a-pre',
      'n2-too-few',
      'constant-rest',
      'rasch-120x10',
    ]),
  );
  // Every kind of answer is there: a valid question, one not valid, one undefined.
  const valid = items.flatMap((set) => set.items.map((item) => item.valid));
  expect(valid).toEqual(expect.arrayContaining([true, false, null]));
});

describe.each(items.map((set) => [set.name, set] as const))('items %s, against R', (_name, set) => {
  const k = set.items.length;

  it('gives each question’s cor(x, X − x) and whether it reaches the r table', () => {
    const critical = criticalR(set.answers.length);
    const ours = Array.from({ length: k }, (_, j) => {
      const r = correctedItemTotal(itemSums(set.answers, j));
      return { correctedItemTotal: r, valid: isValidItem(r, critical) };
    });
    expect(mismatches('items', ours, set.items as unknown as Figures)).toEqual([]);
    expect(mismatches('rTable', { rTable: critical }, { rTable: set.rTable })).toEqual([]);
  });

  it('gives KR-20 and its band', () => {
    const sums = itemSums(set.answers, 0);
    const shares = Array.from(
      { length: k },
      (_, j) => set.answers.reduce((sum, row) => sum + row[j], 0) / set.answers.length,
    );
    const ours = { kr20: kr20(shares, sums), kr20Band: reliabilityBand(set.kr20Rounded) };
    expect(mismatches('reliability', ours, { kr20: set.kr20, kr20Band: set.kr20Band })).toEqual([]);
  });
});

it('holds the programmes the meta-analysis fixtures were made for', () => {
  expect(metaAnalysis.map((set) => set.name)).toEqual(
    expect.arrayContaining(['contoh-analisis', 'heterogeneous', 'homogeneous', 'one-poolable']),
  );
  const reasons = metaAnalysis.flatMap((set) => set.effects.map((effect) => effect.notPooled));
  expect(reasons).toEqual(
    expect.arrayContaining([null, 'too-few-pairs', 'no-spread', 'single-session']),
  );
});

describe.each(metaAnalysis.map((set) => [set.name, set] as const))(
  'programme %s, against R',
  (_name, set) => {
    const { effects, metaAnalysis: pooled } = metaAnalysisOf(
      set.sessions.map(({ pre, post }) =>
        describeStatistics(post.map((score, i) => score - pre[i])),
      ),
    );

    it('gives each session its mean difference, SE = SD / √n and t.test’s interval', () => {
      expect(mismatches('effects', effects, set.effects as unknown as Figures)).toEqual([]);
    });

    it('pools them as DerSimonian and Laird do', () => {
      expect(mismatches('metaAnalysis', pooled, set.metaAnalysis)).toEqual([]);
    });
  },
);
