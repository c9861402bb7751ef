import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ParticipantCodes } from '../history/index.js';
import type { WorkbookPair } from './analytics-xlsx-cells.js';
import { analysisWorkbook } from './analytics-xlsx.js';
import { analyticsParams, EVERY_PAIR } from './analytics.sql.js';
import { AnalyticsService } from './analytics.service.js';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: ParticipantCodes,
  ) {}

  /**
   * The analysis of a selection as a workbook, with participant codes unless `withNames`. Its
   * figures come from the analysis itself; its pairs are read before anything is sent, so an
   * unreachable database is a 503, not a cut file.
   */
  async workbook(
    { session, classRoom, includeFlagged }: AnalysisSelection,
    withNames: boolean,
  ): Promise<Readable> {
    const [report, rows, codeOf] = await Promise.all([
      this.analytics.report(session, classRoom, includeFlagged),
      this.dataSource.query<PairRow[]>(EVERY_PAIR, analyticsParams(session, classRoom)),
      this.codes.coder(),
    ]);
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
    return analysisWorkbook({ ...report, pairs }, withNames, (error) => this.logger.error(error));
  }
}
