import type { Descriptives, NormalityTest, PairedTTest, WilcoxonTest } from '@piba/shared';
import { formatDecimal, formatP } from '@piba/shared';

/** Two-sided tests at α = 0.05. */
const ALPHA = 0.05;

/**
 * Cohen (1988): the word for the size of a standardised mean difference, whatever its sign. His
 * 0,2/0,5/0,8 were set for a between-group d, so the sentence names d_av's size (Lakens 2013),
 * never d_z's, which grows with the correlation of pretest and posttest.
 */
export function dSizeWord(d: number): string {
  const size = Math.abs(d);
  if (size < 0.2) return 'sangat kecil';
  if (size < 0.5) return 'kecil';
  return size < 0.8 ? 'sedang' : 'besar';
}

/** Cohen (1988) for r: 0,1/0,3/0,5. */
export function rSizeWord(r: number): string {
  const size = Math.abs(r);
  if (size < 0.1) return 'sangat kecil';
  if (size < 0.3) return 'kecil';
  return size < 0.5 ? 'sedang' : 'besar';
}

/** A score as a sentence writes it: one decimal, none when it is whole ("70", "72,5"). */
export function score(value: number): string {
  return formatDecimal(value, 1, { trimZeros: true });
}

/** "p < 0,001" or "p = 0,023", as APA writes it. */
export function pText(p: number): string {
  return p < 0.001 ? `p ${formatP(p)}` : `p = ${formatP(p)}`;
}

/**
 * Shapiro–Wilk's verdict on the differences, never "normal" as a proof: a p ≥ 0,05 only finds no
 * significant departure from normal. Empty when it was not run.
 */
function normalityText(normality: NormalityTest | null): string {
  if (!normality) return '';
  const figures = `(Shapiro–Wilk, W = ${formatDecimal(normality.w, 3)}; ${pText(normality.p)})`;
  return normality.normal
    ? `Selisih posttest − pretest tidak menyimpang secara bermakna dari normal ${figures}. `
    : `Selisih posttest − pretest menyimpang secara bermakna dari normal ${figures}. `;
}

function comparison(
  direction: number,
  statistic: string,
  post: number,
  pre: number,
  subject: string,
): string {
  const postPart = `${subject} posttest (${statistic} ${score(post)})`;
  const prePart = `pretest (${statistic} ${score(pre)})`;
  if (direction > 0) return `${postPart} lebih tinggi daripada ${prePart}`;
  if (direction < 0) return `${postPart} lebih rendah daripada ${prePart}`;
  return `${postPart} setara dengan ${prePart}`;
}

function verdict(testName: string, figures: string, p: number, effect: string): string {
  if (p < ALPHA) return `perbedaannya bermakna (${testName}, ${figures}) dengan efek ${effect}`;
  return `perbedaannya tidak bermakna (${testName}, ${figures})`;
}

/**
 * The paired t-test's result as a teacher can paste it, with the figures as APA writes them and
 * decimal commas: Shapiro–Wilk's verdict, the means, t(df), p, the 95% CI of the mean difference
 * (IK, interval kepercayaan), and the effect's size named by d_av with d_z beside it.
 */
export function tTestSentence(
  test: PairedTTest,
  pre: Descriptives,
  post: Descriptives,
  normality: NormalityTest | null = null,
  /** What the scores are, as the sentence opens: "Nilai" (the test), "Skor sikap". */
  subject = 'Nilai',
): string {
  const dz = `d_z = ${formatDecimal(test.dz, 2)}`;
  const dAv = test.dAv ?? null;
  const effect = dAv === null ? dz : `${dSizeWord(dAv)} (d_av = ${formatDecimal(dAv, 2)}; ${dz})`;
  const means = comparison(
    test.meanDifference,
    'rata-rata',
    post.mean ?? 0,
    pre.mean ?? 0,
    subject,
  );
  const figures =
    `t(${formatDecimal(test.df, 0)}) = ${formatDecimal(test.t, 2)}; ${pText(test.p)}; ` +
    `IK 95% [${formatDecimal(test.ciLow, 2)}; ${formatDecimal(test.ciHigh, 2)}]`;
  return `${normalityText(normality)}${means}; ${verdict('uji t berpasangan', figures, test.p, effect)}.`;
}

/**
 * The Wilcoxon test's result in the same way: Shapiro–Wilk's verdict when it ran, the medians,
 * V, z, p and r, its direction from z.
 */
export function wilcoxonSentence(
  test: WilcoxonTest,
  pre: Descriptives,
  post: Descriptives,
  normality: NormalityTest | null = null,
  subject = 'Nilai',
): string {
  const effect = `${rSizeWord(test.r)} (r = ${formatDecimal(test.r, 2)})`;
  const medians = comparison(test.z, 'median', post.median ?? 0, pre.median ?? 0, subject);
  const figures = `V = ${score(test.v)}; z = ${formatDecimal(test.z, 2)}; ${pText(test.p)}`;
  return `${normalityText(normality)}${medians}; ${verdict('uji Wilcoxon', figures, test.p, effect)}.`;
}
