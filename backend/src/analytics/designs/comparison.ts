import type { Descriptives } from '@piba/shared';
import { formatDecimal } from '@piba/shared';
import { ancova, type Ancova } from '../statistics/ancova.js';
import { describe } from '../statistics/descriptives.js';
import { dSizeWord, pText, rSizeWord, score } from '../statistics/evidence-sentence.js';
import {
  hedgesG,
  mannWhitney,
  welchT,
  type HedgesG,
  type MannWhitneyTest,
  type WelchTest,
} from '../statistics/two-groups.js';

/** One student's pair (percentages) and the session (class) it was taken in. */
export interface ArmPair {
  session: string;
  pre: number;
  post: number;
}

/** One arm: the taught sessions, or the comparison sessions. */
export interface Arm {
  students: number;
  /** How many sessions (whole classes) the arm holds. */
  sessions: number;
  pre: Descriptives;
  post: Descriptives;
  /** post − pre, in percentage points. */
  gain: Descriptives;
}

export type ComparisonNote =
  /**
   * Always: whole classes, not students, were assigned to the arms, so the student-level tests
   * treat classmates as independent and their p is too small.
   */
  | 'classes-assigned'
  /** Besides, an arm holds fewer than two sessions: a class's own difference is the arm's. */
  | 'whole-classes-assigned';

export interface ComparisonAnalysis {
  taught: Arm;
  comparison: Arm;
  /** Welch's t of the taught gain minus the comparison gain; null below 2 students per arm. */
  welch: WelchTest | null;
  /** Hedges' g of that difference with its 95% interval. */
  hedgesG: HedgesG | null;
  /** Mann–Whitney U of the gains, with r = z / √n. */
  mannWhitney: MannWhitneyTest | null;
  /** The post-test on the pre-test and the arm: the taught arm's adjusted difference. */
  ancova: Ancova | null;
  notes: ComparisonNote[];
  /** Plain Indonesian: the difference of the gains and, adjusted, of the post-tests. */
  sentence: string | null;
}

function armOf(pairs: readonly ArmPair[]): Arm {
  const pre = pairs.map((pair) => pair.pre);
  const post = pairs.map((pair) => pair.post);
  return {
    students: pairs.length,
    sessions: new Set(pairs.map((pair) => pair.session)).size,
    pre: describe(pre),
    post: describe(post),
    gain: describe(post.map((value, i) => value - pre[i])),
  };
}

const gainsOf = (pairs: readonly ArmPair[]) => pairs.map((pair) => pair.post - pair.pre);

/**
 * The taught sessions' gains set against the comparison sessions', at the student level:
 * Welch's t on the gain with Hedges' g and its 95% interval, the Mann–Whitney U with r, and the
 * ANCOVA of the post-test on the pre-test and the arm (the adjusted difference, its interval and
 * p). Whole classes, not students, were assigned, so these student-level p are too small, and
 * a note always says so; with fewer than two sessions in an arm a class's own difference cannot
 * be told from the teaching's at all, and the note says that instead.
 */
export function comparisonAnalysis(
  taught: readonly ArmPair[],
  comparison: readonly ArmPair[],
): ComparisonAnalysis {
  const taughtArm = armOf(taught);
  const comparisonArm = armOf(comparison);
  const taughtGain = gainsOf(taught);
  const comparisonGain = gainsOf(comparison);
  const all = [...taught, ...comparison];
  const analysis = {
    taught: taughtArm,
    comparison: comparisonArm,
    welch: welchT(taughtGain, comparisonGain),
    hedgesG: hedgesG(taughtGain, comparisonGain),
    mannWhitney: mannWhitney(taughtGain, comparisonGain),
    ancova: ancova(
      all.map((pair) => pair.pre),
      all.map((pair) => pair.post),
      all.map((_, i) => i < taught.length),
    ),
    notes: [
      'classes-assigned',
      ...(taughtArm.sessions < 2 || comparisonArm.sessions < 2
        ? (['whole-classes-assigned'] as const)
        : []),
    ] as ComparisonNote[],
  };
  return { ...analysis, sentence: comparisonSentence(analysis) };
}

/** The note of 'classes-assigned' where no arm holds fewer than two classes. */
export const CLASSES_ASSIGNED =
  'Yang dibagi ke kelompok adalah kelas utuh, bukan siswa: siswa sekelas tidak saling bebas, ' +
  'sehingga p di atas, yang dihitung per siswa, terlalu optimistis.';

const points = (value: number) => formatDecimal(value, 1, { trimZeros: true });
const interval = (low: number, high: number) =>
  `IK 95% [${formatDecimal(low, 2)}; ${formatDecimal(high, 2)}]`;

function comparisonSentence(analysis: Omit<ComparisonAnalysis, 'sentence'>): string | null {
  const { taught, comparison, welch, hedgesG: g, mannWhitney: u, ancova: adjusted } = analysis;
  if (!welch || taught.gain.mean === null || comparison.gain.mean === null) return null;
  const direction =
    welch.meanDifference > 0 ? 'lebih besar' : welch.meanDifference < 0 ? 'lebih kecil' : 'sama';
  const gains =
    `Kenaikan nilai kelas yang diajar (rata-rata ${points(taught.gain.mean)} poin persen, ` +
    `${taught.students} siswa di ${taught.sessions} kelas) ${direction} ` +
    `${direction === 'sama' ? 'dengan' : 'daripada'} kelas pembanding (rata-rata ` +
    `${points(comparison.gain.mean)} poin persen, ${comparison.students} siswa di ` +
    `${comparison.sessions} kelas)`;
  const welchFigures =
    `uji t Welch, t(${formatDecimal(welch.df, 1)}) = ${formatDecimal(welch.t, 2)}; ` +
    pText(welch.p) +
    (g ? `; g = ${formatDecimal(g.g, 2)}, ${interval(g.ciLow, g.ciHigh)}` : '');
  const verdict =
    welch.p < 0.05
      ? `perbedaannya bermakna (${welchFigures})${g ? ` dengan efek ${dSizeWord(g.g)}` : ''}`
      : `perbedaannya tidak bermakna (${welchFigures})`;
  const rank = u
    ? ` Uji Mann–Whitney: U = ${score(u.w)}; ${pText(u.p)}; r = ${formatDecimal(u.r, 2)} ` +
      `(${rSizeWord(u.r)}).`
    : '';
  const ancovaText = adjusted
    ? ` Setelah nilai pretest disetarakan (ANCOVA), posttest kelas yang diajar ` +
      `${adjusted.difference >= 0 ? 'lebih tinggi' : 'lebih rendah'} ` +
      `${points(Math.abs(adjusted.difference))} poin persen ` +
      `(${interval(adjusted.ciLow, adjusted.ciHigh)}; ${pText(adjusted.p)}).`
    : '';
  // Which arm holds fewer than two classes: either, or both.
  const fewClasses =
    taught.sessions < 2 && comparison.sessions < 2
      ? 'Setiap kelompok'
      : taught.sessions < 2
        ? 'Kelompok yang diajar'
        : 'Kelompok pembanding';
  const note = analysis.notes.includes('whole-classes-assigned')
    ? ` ${fewClasses} berisi kurang dari dua kelas: yang dibagi ke kelompok adalah kelas ` +
      'utuh, bukan siswa, sehingga perbedaan antarkelas tidak terpisah dari pengaruh ' +
      'pembelajaran dan p di atas terlalu optimistis.'
    : ` ${CLASSES_ASSIGNED}`;
  return `${gains}; ${verdict}.${rank}${ancovaText}${note}`;
}
