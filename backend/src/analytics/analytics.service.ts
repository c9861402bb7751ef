import {
  type AnalysedSession,
  type AnalyticsReport,
  type DesignsReport,
  type FormDesign,
  type PackDocument,
  type SessionDesign,
  type PairedStudent,
  type StudentWithoutPosttest,
} from '@piba/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ParticipantCodes } from '../history/index.js';
import { designOfEntity, type SessionEntity, usesDesign } from '../sessions/index.js';
import { AnalysisPacks, type PackOfAnalysis } from './analysis-pack.js';
import { DESIGN_RESULTS, type DesignResultRow, sessionDesigns } from './design-sections.js';
import { AnalyticsCache } from './analytics-cache.js';
import { ResultChanges } from './result-changes.js';
import { analyticsParams, itemParams, keyedQueries, LIST_LIMIT } from './analytics.sql.js';
import { formBKey, itemsByForm } from './item-figures-by-form.js';
import { questionFlags } from './item-flags.js';
import { itemQualityOf, reliabilityOf, type QualityRow } from './item-quality-report.js';
import { evidenceInputs, pooled, type EvidenceRow } from './evidence-input.js';
import { classMeasuresOf, groupMeasuresOf, testIntervalOf, timeOf } from './group-measures.js';
import { mcnemarTestsOf } from './item-changes.js';
import { itemOf, itemGain } from './item-measures.js';
import { studentBand } from './learning-gain.js';
import { round } from './round.js';
import { evidenceOf } from './statistics/index.js';

type Numeric = number | string | null;

const isoTime = (value: Date | string) => new Date(timeOf(value)).toISOString();

/** A row of STUDENT_ROWS: the student's evidence row and what the lists show of them. */
type StudentRow = EvidenceRow & {
  class_room: string | null;
  pretest_at: Date | string | null;
  name: string | null;
  listed_session: string | null;
  c: Numeric;
  listed: 'pair' | 'waiting' | null;
  place: number | string;
};

/** The students of one list, in its order, as many as it shows. */
const listOf = (rows: readonly StudentRow[], listed: 'pair' | 'waiting') =>
  rows
    .filter((row) => row.listed === listed && Number(row.place) <= LIST_LIMIT)
    .sort((a, b) => Number(a.place) - Number(b.place));

interface SessionRow {
  code: string;
  name: string;
  consent_confirmed_by: string | null;
  consent_confirmed_at: Date | string | null;
  pack_version: string | null;
  form_design: FormDesign | null;
  shuffle_options: number | boolean | null;
  delayed_test_from: string | Date | null;
  comparison: number | boolean | null;
}

@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ParticipantCodes,
    private readonly cache: AnalyticsCache,
    private readonly changes: ResultChanges,
    private readonly packs: AnalysisPacks,
  ) {}

  /**
   * The analysis of one session (`none`: results without one) or all (null), one class or all,
   * its tests with or without the flagged pairs, computed once per selection and pack version
   * until results change. A session is analysed with its own pack version, anything else with
   * the default pack's current version.
   */
  async report(
    session: string | null,
    classRoom: string | null,
    includeFlagged = false,
  ): Promise<AnalyticsReport> {
    // The session's record is read each time: its consent may be confirmed while no result moves,
    // and its pack version changed while it holds none.
    const row = await this.sessionRow(session);
    const pack = await this.packs.of(row?.pack_version);
    const report = await this.cache.read(
      JSON.stringify([
        'report',
        session,
        classRoom,
        includeFlagged,
        pack.answerKeyVersion,
        pack.pack.version,
      ]),
      this.changes.stampOf(session),
      () => this.compute(session, classRoom, includeFlagged, pack, row),
    );
    return { ...report, sessionDetails: row ? sessionDetailsOf(row) : null };
  }

  /** The one session analysed; null for all or none, or a code no session has. */
  private async sessionRow(session: string | null): Promise<SessionRow | null> {
    if (session === null || session === 'none') return null;
    const [row] = await this.dataSource.query<SessionRow[]>(
      `SELECT code, name, consent_confirmed_by, consent_confirmed_at, pack_version,
        form_design, shuffle_options, delayed_test_from, comparison FROM sessions WHERE code = ?`,
      [session],
    );
    return row ?? null;
  }

  private async compute(
    session: string | null,
    classRoom: string | null,
    includeFlagged: boolean,
    { pack, answerKeyVersion, questions, document }: PackOfAnalysis,
    row: SessionRow | null,
  ): Promise<Omit<AnalyticsReport, 'sessionDetails'>> {
    const params = analyticsParams(session, classRoom);
    const perItem = itemParams(session, classRoom, includeFlagged);
    const queries = keyedQueries({ answerKeyVersion, questions });
    const byForm = row !== null && designOfRow(row).form_design !== 'A' && !!document.form_b;
    const formB = byForm ? formBKey(document) : undefined;
    const [designs, itemRows, evidenceRows, codeOf, formBRows] = await Promise.all([
      row ? this.designsOf(row, document, classRoom, includeFlagged) : undefined,
      this.dataSource.query<QualityRow[]>(
        byForm ? queries.itemFiguresOfForm : queries.itemFigures,
        perItem,
      ),
      this.dataSource.query<StudentRow[]>(queries.studentRows, params),
      this.codes.coder(),
      formB
        ? this.dataSource.query<QualityRow[]>(keyedQueries(formB).itemFiguresOfForm, perItem)
        : undefined,
    ]);
    // A list names a student with the pre-test's session, the pair's class (the pre-test's, else
    // the post-test's) and name, and their code, in the order the lists have always given them.
    const listed = (row: StudentRow) => {
      const student = {
        name: row.name,
        session_code: row.listed_session,
        class_room: row.class_room,
      };
      const { name, session_code, class_room } = student;
      return { name, participant_code: codeOf(student), session_code, class_room };
    };
    // One row per test: the item measures, the sums of item quality and (on the pre-test's row)
    // each question's change.
    const preItems = itemRows.find((row) => row.source === 'pre');
    const postItems = itemRows.find((row) => row.source === 'post');
    // With parallel forms, a question's change is measured only on students who took its form
    // both times (none, with A-B or AB-BA): otherwise it is not given.
    const changeMeasured = !byForm || Number(preItems?.changed_n ?? 0) > 0;
    const mcnemar = mcnemarTestsOf(preItems, questions.length);
    const selection = pooled(evidenceInputs(evidenceRows, includeFlagged).values(), includeFlagged);
    return {
      session,
      testInterval: testIntervalOf(evidenceRows, includeFlagged),
      classRoom,
      overall: groupMeasuresOf(evidenceRows, includeFlagged),
      classes: classMeasuresOf(evidenceRows, includeFlagged),
      pack,
      answerKeyVersion,
      questions: questions.map((question, i) => {
        const key = question.correctAnswer;
        const pre = { ...itemOf(preItems, i), ...itemQualityOf(preItems, i, key) };
        return {
          name: question.name,
          topic: question.topic,
          stem: question.question,
          taughtIn: question.taughtIn,
          flags: questionFlags(pre),
          pre,
          post: { ...itemOf(postItems, i), ...itemQualityOf(postItems, i, key) },
          gain: itemGain(preItems, postItems, i),
          ...(changeMeasured ? { mcnemar: mcnemar[i] } : {}),
        };
      }),
      reliability: {
        pre: reliabilityOf(preItems, questions),
        post: reliabilityOf(postItems, questions),
      },
      excludedOtherVersion: evidenceRows.reduce(
        (sum, row) =>
          sum + Number(row.pre_other_version ?? 0) + Number(row.post_other_version ?? 0),
        0,
      ),
      pairs: listOf(evidenceRows, 'pair').map((row): PairedStudent => {
        const change = row.c === null ? null : round(Number(row.c));
        return {
          ...listed(row),
          pre: Number(row.pre),
          post: Number(row.post),
          change,
          band: studentBand(change),
        };
      }),
      evidence: evidenceOf(selection.pairs, selection.counts, includeFlagged),
      withoutPosttest: listOf(evidenceRows, 'waiting').map((row): StudentWithoutPosttest => ({
        ...listed(row),
        pre: Number(row.pre),
        pretest_at: isoTime(row.pretest_at!),
      })),
      ...(designs
        ? {
            designs:
              designs.forms && formB
                ? {
                    ...designs,
                    forms: {
                      ...designs.forms,
                      items: itemsByForm(
                        { rows: itemRows, questions },
                        { rows: formBRows ?? [], questions: formB.questions },
                      ),
                    },
                  }
                : designs,
          }
        : {}),
    };
  }

  /**
   * The research designs' sections of one session's analysis, from its results read once more
   * (only for a session that uses a design, or whose pack version has an attitude scale).
   */
  private async designsOf(
    row: SessionRow,
    document: PackDocument,
    classRoom: string | null,
    includeFlagged: boolean,
  ): Promise<DesignsReport | undefined> {
    const design = designOfRow(row);
    if (!usesDesign(design) && !document.attitude_scale) return undefined;
    const [results, codeOf] = await Promise.all([
      this.dataSource.query<DesignResultRow[]>(DESIGN_RESULTS, [row.code, classRoom, classRoom]),
      this.codes.coder(),
    ]);
    return sessionDesigns(design, document, results, includeFlagged, codeOf);
  }
}

/** A session row's research design (every design off for a session made before designs). */
export const designOfRow = (row: {
  form_design: FormDesign | null;
  shuffle_options: number | boolean | null;
  delayed_test_from: string | Date | null;
  comparison: number | boolean | null;
}): SessionDesign =>
  designOfEntity({
    form_design: row.form_design ?? 'A',
    shuffle_options: Boolean(Number(row.shuffle_options ?? 0)),
    delayed_test_from: row.delayed_test_from as string | null,
    comparison: Boolean(Number(row.comparison ?? 0)),
  } as SessionEntity);

/**
 * The session's name, consent record and whether it is a comparison class, for the report's
 * design, limitations and ethics lines.
 */
function sessionDetailsOf(row: SessionRow): AnalysedSession {
  const { code, name, consent_confirmed_by, consent_confirmed_at } = row;
  return {
    code,
    name,
    consent:
      consent_confirmed_by && consent_confirmed_at
        ? { confirmed_by: consent_confirmed_by, confirmed_at: isoTime(consent_confirmed_at) }
        : null,
    comparison: Boolean(Number(row.comparison ?? 0)),
  };
}
