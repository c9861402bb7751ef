import type { McNemarTest } from '@piba/shared';
import betainc from '@stdlib/math-base-special-betainc';
import { holm } from './holm.js';

/**
 * P(X ≤ k) for X ~ Binomial(n, ½), k < n, as the regularised incomplete beta I_½(n − k, k + 1).
 */
function binomialHalfLowerTail(k: number, n: number): number {
  return betainc(0.5, n - k, k + 1, true, false);
}

/**
 * The exact McNemar test of paired right/wrong answers: of the b + c students whose answer
 * changed (b wrong then right, c right then wrong), b is Binomial(b + c, ½) when a change either
 * way is as likely, as R's `binom.test(b, b + c)`. Two-sided, the distribution being symmetric,
 * p = min(1, 2·P(X ≤ min(b, c))), and 1 when b = c. Null when no answer changed (no test).
 */
export function mcnemarExact(b: number, c: number): number | null {
  const n = b + c;
  if (n === 0) return null;
  if (b === c) return 1;
  return Math.min(1, 2 * binomialHalfLowerTail(Math.min(b, c), n));
}

/** Each question's exact McNemar p and, across the questions, Holm's adjustment of them. */
export function itemChanges(
  counts: readonly { wrongToRight: number; rightToWrong: number }[],
): McNemarTest[] {
  const p = counts.map(({ wrongToRight, rightToWrong }) =>
    mcnemarExact(wrongToRight, rightToWrong),
  );
  const adjusted = holm(p);
  return counts.map(({ wrongToRight, rightToWrong }, i) => ({
    wrongToRight,
    rightToWrong,
    p: p[i],
    pHolm: adjusted[i],
  }));
}

/**
 * The counts of `itemChanges` from two matrices of 0/1 answers of the same students (a row per
 * student, in the same order on both tests).
 */
export function changeCounts(pre: readonly number[][], post: readonly number[][]) {
  if (pre.length !== post.length) {
    throw new RangeError(`pre and post must pair up: ${pre.length} against ${post.length}`);
  }
  const k = pre[0]?.length ?? 0;
  return Array.from({ length: k }, (_, j) => {
    let wrongToRight = 0;
    let rightToWrong = 0;
    pre.forEach((row, i) => {
      if (row[j] === 0 && post[i][j] === 1) wrongToRight += 1;
      else if (row[j] === 1 && post[i][j] === 0) rightToWrong += 1;
    });
    return { wrongToRight, rightToWrong };
  });
}
