import type { Descriptives, PairedTTest, WilcoxonTest } from '@piba/shared';
import { formatDecimal, formatP } from '@piba/shared';

/** Two-sided tests at α = 0.05. */
const ALPHA = 0.05;

/** Cohen (1988): the word for the size of d_z, and of r, whatever their sign. */
export function dzSizeWord(dz: number): string {
  const size = Math.abs(dz);
  if (size < 0.2) return 'sangat kecil';
  if (size < 0.5) return 'kecil';
  return size < 0.8 ? 'sedang' : 'besar';
}

export function rSizeWord(r: number): string {
  const size = Math.abs(r);
  if (size < 0.1) return 'sangat kecil';
  if (size < 0.3) return 'kecil';
  return size < 0.5 ? 'sedang' : 'besar';
}

/** A score as a sentence writes it: one decimal, none when it is whole ("70", "72,5"). */
function score(value: number): string {
  return formatDecimal(value, 1).replace(/,0$/, '');
}

function pText(p: number): string {
  return p < 0.001 ? `p ${formatP(p)}` : `p = ${formatP(p)}`;
}

function comparison(direction: number, statistic: string, post: number, pre: number): string {
  const postPart = `Nilai posttest (${statistic} ${score(post)})`;
  const prePart = `pretest (${statistic} ${score(pre)})`;
  if (direction > 0) return `${postPart} lebih tinggi daripada ${prePart}`;
  if (direction < 0) return `${postPart} lebih rendah daripada ${prePart}`;
  return `${postPart} setara dengan ${prePart}`;
}

function verdict(testName: string, p: number, effect: string): string {
  if (p < ALPHA) return `perbedaannya bermakna (${testName}, ${pText(p)}) dengan efek ${effect}`;
  return `perbedaannya tidak bermakna (${testName}, ${pText(p)})`;
}

/** The paired t-test's result in one sentence a teacher can paste: the means, p and d_z. */
export function tTestSentence(test: PairedTTest, pre: Descriptives, post: Descriptives): string {
  const effect = `${dzSizeWord(test.dz)} (d_z = ${formatDecimal(test.dz, 2)})`;
  const means = comparison(test.meanDifference, 'rata-rata', post.mean ?? 0, pre.mean ?? 0);
  return `${means}; ${verdict('uji t berpasangan', test.p, effect)}.`;
}

/** The Wilcoxon test's result in one sentence: the medians, p and r, its direction from V. */
export function wilcoxonSentence(
  test: WilcoxonTest,
  pre: Descriptives,
  post: Descriptives,
): string {
  const effect = `${rSizeWord(test.r)} (r = ${formatDecimal(test.r, 2)})`;
  const medians = comparison(test.z, 'median', post.median ?? 0, pre.median ?? 0);
  return `${medians}; ${verdict('uji Wilcoxon', test.p, effect)}.`;
}
