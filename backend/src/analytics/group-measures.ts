import type { ClassMeasures, GroupMeasures, TestInterval } from '@piba/shared';
import { compareNaturally } from '../results/index.js';
import { isTested, type EvidenceRow } from './evidence-input.js';
import { gainBand, nGainEffectiveness } from './learning-gain.js';
import { round } from './round.js';
import { nGain } from './statistics/index.js';

const mean = (sum: number, n: number) => (n === 0 ? null : sum / n);

/**
 * The figures of a group of students from their rows of EVIDENCE_ROWS. Every figure comparing
 * the pre-test with the post-test (the means, ⟨g⟩, each student's g and c) is over the pairs the
 * tests use, as the evidence's; every first pre-test and last post-test, paired or not, only in
 * the counts and in `allResults`, which compares nothing. Percentages to two decimals, the rest
 * to three, the attrition rate to four; ⟨g⟩ from the unrounded means.
 */
export function groupMeasuresOf(rows: EvidenceRow[], includeFlagged: boolean): GroupMeasures {
  let pretestStudents = 0;
  let posttestStudents = 0;
  let pairedStudents = 0;
  let preSum = 0;
  let postSum = 0;
  const pre: number[] = [];
  const post: number[] = [];
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind !== 'post') {
      pretestStudents += n;
      preSum += n * Number(row.pre);
    }
    if (row.kind !== 'pre') {
      posttestStudents += n;
      postSum += n * Number(row.post);
    }
    if (row.kind === 'pair') pairedStudents += n;
    if (isTested(row, includeFlagged)) {
      pre.push(Number(row.pre));
      post.push(Number(row.post));
    }
  }
  const gain = nGain(pre, post);
  const hakeGain = round(gain.hake);
  const meanG = round(gain.meanG);
  const pretestOnly = pretestStudents - pairedStudents;
  return {
    pretestStudents,
    posttestStudents,
    pairedStudents,
    pretestOnly,
    posttestOnly: posttestStudents - pairedStudents,
    attritionRate: round(mean(pretestOnly, pretestStudents), 4),
    testedPairs: pre.length,
    meanPre: round(
      mean(
        pre.reduce((sum, value) => sum + value, 0),
        pre.length,
      ),
      2,
    ),
    meanPost: round(
      mean(
        post.reduce((sum, value) => sum + value, 0),
        post.length,
      ),
      2,
    ),
    hakeGain,
    hakeBand: gainBand(hakeGain),
    // Of ⟨g⟩ as printed beside it, so that the two never disagree at a boundary.
    effectiveness: nGainEffectiveness(hakeGain === null ? null : hakeGain * 100),
    meanG,
    meanGBand: gainBand(meanG),
    meanNormalizedChange: round(gain.meanC),
    allResults: {
      pretestStudents,
      posttestStudents,
      meanPre: round(mean(preSum, pretestStudents), 2),
      meanPost: round(mean(postSum, posttestStudents), 2),
    },
  };
}

/**
 * Each class of each session (a pair's and a pre-test's class is the pre-test's, a lone
 * post-test's its own), by session then class in natural order ("8B" before "8C").
 */
export function classMeasuresOf(rows: EvidenceRow[], includeFlagged: boolean): ClassMeasures[] {
  const classes = new Map<string, EvidenceRow[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.session_code, row.class_room ?? null]);
    const own = classes.get(key);
    if (own) own.push(row);
    else classes.set(key, [row]);
  }
  const order = (text: string | null) => text ?? '';
  return [...classes.values()]
    .map(([first, ...rest]) => ({ first, all: [first, ...rest] }))
    .sort(
      ({ first: a }, { first: b }) =>
        order(a.session_code).localeCompare(order(b.session_code)) ||
        compareNaturally(a.class_room ?? null, b.class_room ?? null),
    )
    .map(({ first, all }) => ({
      session_code: first.session_code,
      class_room: first.class_room ?? null,
      ...groupMeasuresOf(all, includeFlagged),
    }));
}

/** SQLite answers datetimes as UTC text, MySQL as Date objects. */
export const timeOf = (value: Date | string) =>
  value instanceof Date ? value.getTime() : Date.parse(`${value.replace(' ', 'T')}Z`);

const HOUR = 3_600_000;

/** The median of sorted numbers, null of none. */
function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The hours between each tested pair's pre-test and post-test: median, shortest, longest. */
export function testIntervalOf(rows: EvidenceRow[], includeFlagged: boolean): TestInterval {
  const hours = rows
    .filter((row) => isTested(row, includeFlagged) && row.pretest_at && row.posttest_at)
    .map((row) => (timeOf(row.posttest_at!) - timeOf(row.pretest_at!)) / HOUR)
    .sort((a, b) => a - b);
  return {
    pairs: hours.length,
    medianHours: median(hours),
    minHours: hours.length ? hours[0] : null,
    maxHours: hours.length ? hours[hours.length - 1] : null,
  };
}
