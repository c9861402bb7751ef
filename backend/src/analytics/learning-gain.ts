import type {
  DifficultyBand,
  GainBand,
  KnowledgeLevel,
  NGainEffectiveness,
  StudentBand,
} from '@piba/shared';
import { round } from './round.js';

/**
 * The measures of learning, in one place.
 *
 * Hake's class normalized gain (R. R. Hake, "Interactive-engagement versus traditional
 * methods", Am. J. Phys. 66, 64 (1998)): <g> = (mean post% − mean pre%) / (100 − mean pre%),
 * banded high (<g> ≥ 0.7), medium (0.3 ≤ <g> < 0.7), low (<g> < 0.3). A student's c is banded
 * the same way, except that a negative c (the score fell) is banded a decline.
 *
 * Normalized change per student (J. D. Marx & K. Cummings, "Normalized change",
 * Am. J. Phys. 75, 87 (2007)): c = (post − pre) / (100 − pre) when post ≥ pre, else
 * (post − pre) / pre; a student with 100% on both or 0% on both is left out (c undefined).
 *
 * Difficulty index p = share of students answering the item correctly, banded as Indonesian
 * assessment practice does (Arikunto, Dasar-Dasar Evaluasi Pendidikan): 0.00–0.30 sukar,
 * 0.31–0.70 sedang, 0.71–1.00 mudah. Discrimination D = p(upper 27%) − p(lower 27%), the groups
 * ranked by total score (Kelley's 27% rule).
 */
export function hakeGain(
  meanPre: number | null,
  meanPost: number | null,
  /** The top of the scale: 100 for percentages, 1 for a share of students. */
  full = 100,
): number | null {
  if (meanPre === null || meanPost === null || meanPre >= full) return null;
  return (meanPost - meanPre) / (full - meanPre);
}

/**
 * Each student's normalized change c, over columns `pre` and `post` (percentages): the database
 * computes it for every student of the class means and the paired list. `normalizedChange` below
 * is the same rule for the statistics computed in the server; a test holds the two equal.
 */
export const NORMALIZED_CHANGE_SQL = `CASE
  WHEN pre = post AND (pre = 100 OR pre = 0) THEN NULL
  WHEN post >= pre THEN (post - pre) / (100.0 - pre)
  ELSE (post - pre) / (pre * 1.0) END`;

/** A student's c, as NORMALIZED_CHANGE_SQL computes it; null where c is undefined. */
export function normalizedChange(pre: number, post: number): number | null {
  if (pre === post && (pre === 100 || pre === 0)) return null;
  return post >= pre ? (post - pre) / (100 - pre) : (post - pre) / pre;
}

export function gainBand(gain: number | null): GainBand | null {
  if (gain === null) return null;
  if (gain >= 0.7) return 'high';
  return gain >= 0.3 ? 'medium' : 'low';
}

/** A student's band from their c: a score that fell is a decline, before any other band. */
export function studentBand(change: number | null): StudentBand | null {
  if (change !== null && change < 0) return 'decline';
  return gainBand(change);
}

export function difficultyBand(p: number | null): DifficultyBand | null {
  if (p === null) return null;
  // Bands meet at two decimals, as the tables print p.
  const rounded = round(p, 2)!;
  if (rounded <= 0.3) return 'sukar';
  return rounded <= 0.7 ? 'sedang' : 'mudah';
}

/**
 * A score's knowledge level (Arikunto, S. (2010), Prosedur Penelitian: Suatu Pendekatan Praktik,
 * Jakarta: Rineka Cipta): baik from 76%, cukup from 56%, kurang below. Each level from its lower
 * end, so a score between two levels' printed ranges (55.5) falls in the lower.
 */
export function knowledgeLevel(percentage: number): KnowledgeLevel {
  if (percentage >= 76) return 'good';
  return percentage >= 56 ? 'fair' : 'poor';
}

/**
 * The effectiveness of an N-gain percentage ⟨g⟩ × 100, as Indonesian reports cite it ("tafsiran
 * efektivitas N-gain", after Hake 1999): above 75 efektif, 56 to 75 cukup efektif, 40 to below
 * 56 kurang efektif, below 40 tidak efektif; of the percentage rounded to two decimals, as the
 * report prints it.
 */
export function nGainEffectiveness(percent: number | null): NGainEffectiveness | null {
  if (percent === null) return null;
  const rounded = round(percent, 2)!;
  if (rounded > 75) return 'effective';
  if (rounded >= 56) return 'fairly-effective';
  return rounded >= 40 ? 'less-effective' : 'not-effective';
}

/** The share of students, in percent and rounded up, in each of the upper and lower groups. */
export const EXTREME_GROUP_PERCENT = 27;
