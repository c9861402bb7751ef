import {
  questions,
  type AnalyticsReport,
  type ClassMeasures,
  type GroupMeasures,
  type PairedStudent,
  type StudentWithoutPosttest,
} from '@piba/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CURRENT_ANSWER_KEY_VERSION, ParticipantCodes } from '../history/index.js';
import { compareNaturally } from '../results/index.js';
import { AnalyticsCache } from './analytics-cache.js';
import { ResultChanges } from './result-changes.js';
import {
  analyticsParams,
  EVIDENCE_ROWS,
  GROUP_MEASURES,
  ITEM_MEASURES,
  ITEM_QUALITY,
  PAIRED_STUDENTS,
  WITHOUT_POSTTEST,
} from './analytics.sql.js';
import { itemQualityOf, reliabilityOf, type QualityRow } from './item-quality-report.js';
import { evidenceInputs, pooled, type EvidenceRow } from './evidence-input.js';
import { itemOf, itemGain } from './item-measures.js';
import { gainBand, hakeGain, studentBand } from './learning-gain.js';
import { round } from './round.js';
import { evidenceOf } from './statistics/index.js';

type Numeric = number | string | null;
interface GroupRow {
  source: 'pre' | 'post' | 'pair';
  session_code: string | null;
  class_room: string | null;
  n: Numeric;
  mean: Numeric;
  /** How many values the mean is over (c is undefined for some pairs). */
  counted: Numeric;
  /** Tests with answers of another answer key. */
  other_key: Numeric;
}

const num = (value: Numeric) => (value === null ? null : Number(value));
/** SQLite answers datetimes as UTC text, MySQL as Date objects. */
const isoTime = (value: Date | string) =>
  (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`)).toISOString();

@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ParticipantCodes,
    private readonly cache: AnalyticsCache,
    private readonly changes: ResultChanges,
  ) {}

  /**
   * The analysis of one session (`none`: results without one) or all (null), one class or all,
   * its tests with or without the flagged pairs, computed once per selection until results change.
   */
  report(
    session: string | null,
    classRoom: string | null,
    includeFlagged = false,
  ): Promise<AnalyticsReport> {
    return this.cache.read(
      JSON.stringify(['report', session, classRoom, includeFlagged]),
      this.changes.stampOf(session),
      () => this.compute(session, classRoom, includeFlagged),
    );
  }

  private async compute(
    session: string | null,
    classRoom: string | null,
    includeFlagged: boolean,
  ): Promise<AnalyticsReport> {
    const params = analyticsParams(session, classRoom);
    const [groups, items, quality, pairs, waiting, evidenceRows, codeOf] = await Promise.all([
      this.dataSource.query<GroupRow[]>(GROUP_MEASURES, params),
      this.dataSource.query<Array<Record<string, Numeric>>>(ITEM_MEASURES, params),
      this.dataSource.query<QualityRow[]>(ITEM_QUALITY, params),
      this.dataSource.query<
        Array<{
          name: string | null;
          session_code: string | null;
          class_room: string | null;
          pre: Numeric;
          post: Numeric;
          c: Numeric | null;
        }>
      >(PAIRED_STUDENTS, params),
      this.dataSource.query<
        Array<{
          name: string | null;
          session_code: string | null;
          class_room: string | null;
          pre: Numeric;
          pretest_at: Date | string;
        }>
      >(WITHOUT_POSTTEST, params),
      this.dataSource.query<EvidenceRow[]>(EVIDENCE_ROWS, params),
      this.codes.coder(),
    ]);
    const preQuality = quality.find((row) => row.source === 'pre');
    const postQuality = quality.find((row) => row.source === 'post');
    const preItems = items.find((row) => row.source === 'pre');
    const postItems = items.find((row) => row.source === 'post');
    const selection = pooled(evidenceInputs(evidenceRows, includeFlagged).values(), includeFlagged);
    return {
      session,
      classRoom,
      overall: measuresOf(groups),
      classes: classesOf(groups),
      answerKeyVersion: CURRENT_ANSWER_KEY_VERSION,
      questions: questions.map((question, i) => ({
        name: question.name,
        topic: question.topic,
        pre: { ...itemOf(preItems, i), ...itemQualityOf(preQuality, i) },
        post: { ...itemOf(postItems, i), ...itemQualityOf(postQuality, i) },
        gain: itemGain(preItems, postItems, i),
      })),
      reliability: { pre: reliabilityOf(preQuality), post: reliabilityOf(postQuality) },
      excludedOtherVersion: groups.reduce((sum, row) => sum + Number(row.other_key), 0),
      pairs: pairs.map((row): PairedStudent => {
        const change = row.c === null ? null : round(Number(row.c));
        return {
          name: row.name,
          participant_code: codeOf(row),
          session_code: row.session_code,
          class_room: row.class_room,
          pre: Number(row.pre),
          post: Number(row.post),
          change,
          band: studentBand(change),
        };
      }),
      evidence: evidenceOf(selection.pairs, selection.counts, includeFlagged),
      withoutPosttest: waiting.map((row): StudentWithoutPosttest => ({
        name: row.name,
        participant_code: codeOf(row),
        session_code: row.session_code,
        class_room: row.class_room,
        pre: Number(row.pre),
        pretest_at: isoTime(row.pretest_at),
      })),
    };
  }
}

/** Counts and weighted means over the given classes' rows of one source. */
function combine(rows: GroupRow[], source: GroupRow['source']) {
  const own = rows.filter((row) => row.source === source);
  const n = own.reduce((sum, row) => sum + Number(row.n), 0);
  const counted = own.reduce((sum, row) => sum + Number(row.counted), 0);
  const total = own.reduce((sum, row) => sum + Number(row.counted) * (num(row.mean) ?? 0), 0);
  return { n, mean: counted ? total / counted : null };
}

function measuresOf(rows: GroupRow[]): GroupMeasures {
  const pre = combine(rows, 'pre');
  const post = combine(rows, 'post');
  const pairs = combine(rows, 'pair');
  const meanPre = round(pre.mean, 2);
  const meanPost = round(post.mean, 2);
  const gain = round(hakeGain(meanPre, meanPost));
  return {
    pretestStudents: pre.n,
    posttestStudents: post.n,
    pairedStudents: pairs.n,
    meanPre,
    meanPost,
    hakeGain: gain,
    hakeBand: gainBand(gain),
    meanNormalizedChange: round(pairs.mean),
  };
}

/** Each class of each session, by session then class in natural order ("8B" before "8C"). */
function classesOf(rows: GroupRow[]): ClassMeasures[] {
  const keyOf = (row: GroupRow) => JSON.stringify([row.session_code, row.class_room]);
  const classes = new Map(rows.map((row) => [keyOf(row), row]));
  const order = (text: string | null) => text ?? '';
  return [...classes]
    .sort(
      ([, a], [, b]) =>
        order(a.session_code).localeCompare(order(b.session_code)) ||
        compareNaturally(a.class_room, b.class_room),
    )
    .map(([key, { session_code, class_room }]) => ({
      session_code,
      class_room,
      ...measuresOf(rows.filter((row) => keyOf(row) === key)),
    }));
}
