import type { Readable } from 'node:stream';
import type { DesignsReport } from '@piba/shared';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ParticipantCodes } from '../history/index.js';
import type { WorkbookPair } from './analytics-xlsx-cells.js';
import { analysisWorkbook } from './analytics-xlsx.js';
import { analyticsParams, EVERY_PAIR } from './analytics.sql.js';
import { AnalyticsService } from './analytics.service.js';
import { ProgrammeService } from './programme.service.js';

/** A session and class ('none', null: as the analysis reads them), and the tests' pairs. */
export interface AnalysisSelection {
  session: string | null;
  classRoom: string | null;
  includeFlagged: boolean;
}

type PairRow = Pick<WorkbookPair, 'name' | 'session_code' | 'class_room'> & {
  pre: number | string;
  post: number | string;
  other_key: number | string;
  materials_first: number | string | boolean;
};

/** Makes the analysis's workbooks. */
@Injectable()
export class AnalysisWorkbooks {
  private readonly logger = new Logger('AnalysisWorkbook');

  constructor(
    private readonly analytics: AnalyticsService,
    private readonly programme: ProgrammeService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ParticipantCodes,
  ) {}

  /**
   * The analysis of a selection as a workbook, with participant codes unless `withNames`. Its
   * figures come from the analysis itself; its pairs are read before anything is sent, so an
   * unreachable database is a 503, not a cut file. Every session together (the programme view
   * beside the analysis on the page) adds the taught sessions against the comparison classes,
   * as the programme view answers it, when the sessions hold both: a sheet for each answer-key
   * version's group that does.
   */
  async workbook(
    { session, classRoom, includeFlagged }: AnalysisSelection,
    withNames: boolean,
  ): Promise<Readable> {
    const [report, rows, codeOf, programme] = await Promise.all([
      this.analytics.report(session, classRoom, includeFlagged),
      this.dataSource.query<PairRow[]>(EVERY_PAIR, analyticsParams(session, classRoom)),
      this.codes.coder(),
      session === null ? this.programme.report(undefined, includeFlagged) : undefined,
    ]);
    const comparison = programme?.designs?.comparison;
    const withComparison = comparison ? { ...report.designs, comparison } : report.designs;
    const pairs = rows.map((row): WorkbookPair => ({
      name: row.name,
      participant_code: codeOf(row),
      session_code: row.session_code,
      class_room: row.class_room,
      pre: Number(row.pre),
      post: Number(row.post),
      flag: Number(row.other_key)
        ? 'other-key'
        : Number(row.materials_first)
          ? 'materials-first'
          : null,
    }));
    const designs = withNames ? namedDesigns(withComparison, pairs) : withComparison;
    // Every group's comparison, as the page shows them: the first is designs.comparison.
    const comparisons = comparison
      ? (programme?.groups ?? []).flatMap((group) => group.comparison ?? [])
      : undefined;
    return analysisWorkbook({ ...report, designs, pairs, comparisons }, withNames, (error) =>
      this.logger.error(error),
    );
  }
}

/**
 * With names asked for, each student of the delayed test's retention by name (the paired data's
 * name of their participant code) instead of their code, as the paired data names them.
 */
function namedDesigns(
  designs: DesignsReport | undefined,
  pairs: readonly WorkbookPair[],
): DesignsReport | undefined {
  const delayed = designs?.delayed;
  if (!delayed || !Array.isArray(delayed.retention)) return designs;
  const names = new Map(pairs.map((pair) => [pair.participant_code, pair.name]));
  const students = delayed.retention as Array<{ participant_code: string | null }>;
  const retention = students.map(({ participant_code, ...rest }) => ({
    name: names.get(participant_code) ?? null,
    ...rest,
  }));
  return { ...designs, delayed: { ...delayed, retention } };
}
