import {
  questions,
  type AnalysedSession,
  type AnalyticsReport,
  type PairedStudent,
  type StudentWithoutPosttest,
} from '@piba/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CURRENT_ANSWER_KEY_VERSION, ParticipantCodes } from '../history/index.js';
import { AnalyticsCache } from './analytics-cache.js';
import { ResultChanges } from './result-changes.js';
import {
  analyticsParams,
  EVIDENCE_ROWS,
  ITEM_MEASURES,
  ITEM_QUALITY,
  itemParams,
  PAIRED_STUDENTS,
  WITHOUT_POSTTEST,
} from './analytics.sql.js';
import { itemQualityOf, reliabilityOf, type QualityRow } from './item-quality-report.js';
import { evidenceInputs, pooled, type EvidenceRow } from './evidence-input.js';
import { classMeasuresOf, groupMeasuresOf, testIntervalOf, timeOf } from './group-measures.js';
import { itemOf, itemGain } from './item-measures.js';
import { studentBand } from './learning-gain.js';
import { round } from './round.js';
import { evidenceOf } from './statistics/index.js';

type Numeric = number | string | null;

const isoTime = (value: Date | string) => new Date(timeOf(value)).toISOString();

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
  async report(
    session: string | null,
    classRoom: string | null,
    includeFlagged = false,
  ): Promise<AnalyticsReport> {
    // The session's record is read each time: its consent may be confirmed while no result moves.
    const [report, sessionDetails] = await Promise.all([
      this.cache.read(
        JSON.stringify(['report', session, classRoom, includeFlagged]),
        this.changes.stampOf(session),
        () => this.compute(session, classRoom, includeFlagged),
      ),
      this.sessionDetails(session),
    ]);
    return { ...report, sessionDetails };
  }

  /** The one session analysed, its name and consent record; null for all or none. */
  private async sessionDetails(session: string | null): Promise<AnalysedSession | null> {
    if (session === null || session === 'none') return null;
    const [row] = await this.dataSource.query<
      Array<{
        code: string;
        name: string;
        consent_confirmed_by: string | null;
        consent_confirmed_at: Date | string | null;
      }>
    >(
      'SELECT code, name, consent_confirmed_by, consent_confirmed_at FROM sessions WHERE code = ?',
      [session],
    );
    if (!row) return null;
    const { code, name, consent_confirmed_by, consent_confirmed_at } = row;
    return {
      code,
      name,
      consent:
        consent_confirmed_by && consent_confirmed_at
          ? { confirmed_by: consent_confirmed_by, confirmed_at: isoTime(consent_confirmed_at) }
          : null,
    };
  }

  private async compute(
    session: string | null,
    classRoom: string | null,
    includeFlagged: boolean,
  ): Promise<Omit<AnalyticsReport, 'sessionDetails'>> {
    const params = analyticsParams(session, classRoom);
    const perItem = itemParams(session, classRoom, includeFlagged);
    const [items, quality, pairs, waiting, evidenceRows, codeOf] = await Promise.all([
      this.dataSource.query<Array<Record<string, Numeric>>>(ITEM_MEASURES, perItem),
      this.dataSource.query<QualityRow[]>(ITEM_QUALITY, perItem),
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
      testInterval: testIntervalOf(evidenceRows, includeFlagged),
      classRoom,
      overall: groupMeasuresOf(evidenceRows, includeFlagged),
      classes: classMeasuresOf(evidenceRows, includeFlagged),
      answerKeyVersion: CURRENT_ANSWER_KEY_VERSION,
      questions: questions.map((question, i) => ({
        name: question.name,
        topic: question.topic,
        pre: { ...itemOf(preItems, i), ...itemQualityOf(preQuality, i) },
        post: { ...itemOf(postItems, i), ...itemQualityOf(postQuality, i) },
        gain: itemGain(preItems, postItems, i),
      })),
      reliability: { pre: reliabilityOf(preQuality), post: reliabilityOf(postQuality) },
      excludedOtherVersion: evidenceRows.reduce(
        (sum, row) =>
          sum + Number(row.pre_other_version ?? 0) + Number(row.post_other_version ?? 0),
        0,
      ),
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
