import { meanOf, sdOf } from './descriptives.js';

/**
 * Why Cronbach's α has no value: below 2 students, below 2 items, or every student with the same
 * total (no variance to share out).
 */
export type AlphaUndefinedReason = 'too-few-students' | 'too-few-items' | 'no-variance';

/** α, or why there is none: never NaN. */
export type AlphaValue =
  { alpha: number; reason: null } | { alpha: null; reason: AlphaUndefinedReason };

export interface AlphaItem {
  /** r of the item with the total of the other items; null when either is the same for all. */
  correctedItemTotal: number | null;
  /** α of the scale without this item, or why there is none. */
  alphaIfDeleted: number | null;
  alphaIfDeletedReason: AlphaUndefinedReason | null;
}

/** α with each item's figures; no items when α itself is undefined. */
export type CronbachAlpha = AlphaValue & { items: AlphaItem[] };

/** A Likert item worded against the scale, scored back: 6 − x on a 1–5 scale. */
export function reverseLikert(score: number, points = 5): number {
  return points + 1 - score;
}

/** The scores with the listed columns (0-based) reversed on a `points`-point Likert scale. */
export function reverseItems(
  scores: readonly (readonly number[])[],
  reversed: readonly number[],
  points = 5,
): number[][] {
  const turned = new Set(reversed);
  return scores.map((row) =>
    row.map((score, j) => (turned.has(j) ? reverseLikert(score, points) : score)),
  );
}

const varianceOf = (values: readonly number[]) => sdOf(values, meanOf(values)) ** 2;
const isConstant = (values: readonly number[]) => Math.min(...values) === Math.max(...values);

function pearson(x: readonly number[], y: readonly number[]): number {
  const mx = meanOf(x);
  const my = meanOf(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i += 1) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** α of the columns `kept` of the scores (a row per student). */
function alphaOfColumns(
  scores: readonly (readonly number[])[],
  kept: readonly number[],
): AlphaValue {
  const n = scores.length;
  const k = kept.length;
  if (n < 2) return { alpha: null, reason: 'too-few-students' };
  if (k < 2) return { alpha: null, reason: 'too-few-items' };
  const totals = scores.map((row) => kept.reduce((sum, j) => sum + row[j], 0));
  if (isConstant(totals)) return { alpha: null, reason: 'no-variance' };
  const itemVariances = kept.reduce((sum, j) => sum + varianceOf(scores.map((row) => row[j])), 0);
  return { alpha: (k / (k - 1)) * (1 - itemVariances / varianceOf(totals)), reason: null };
}

/**
 * Cronbach's α of a scale, k / (k − 1) · (1 − Σ s²_item / s²_total) over k items (L. J. Cronbach,
 * "Coefficient alpha and the internal structure of tests", Psychometrika 16, 297–334 (1951)), as
 * computed in base R from `var` and `rowSums`; and for each item its corrected item-total
 * correlation, r of the item with the total of the others (null when the item or that rest total
 * is the same for every student), and α if the item is deleted. Items worded against the scale
 * must be reversed first (`reverseItems`). `scores` has a row per student and a column per item.
 */
export function cronbachAlpha(scores: readonly (readonly number[])[]): CronbachAlpha {
  const k = scores[0]?.length ?? 0;
  const columns = Array.from({ length: k }, (_, j) => j);
  const whole = alphaOfColumns(scores, columns);
  if (whole.reason !== null) return { ...whole, items: [] };
  const totals = scores.map((row) => row.reduce((sum, x) => sum + x, 0));
  const items = columns.map((j): AlphaItem => {
    const item = scores.map((row) => row[j]);
    const rest = totals.map((total, i) => total - item[i]);
    const deleted = alphaOfColumns(
      scores,
      columns.filter((other) => other !== j),
    );
    return {
      correctedItemTotal: isConstant(item) || isConstant(rest) ? null : pearson(item, rest),
      alphaIfDeleted: deleted.alpha,
      alphaIfDeletedReason: deleted.reason,
    };
  });
  return { ...whole, items };
}
