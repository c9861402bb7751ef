import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { AnalyticsReport, Evidence, PairedStudent, QuestionMeasures } from '@piba/shared';
import { readerCaughtUp, streamingWorkbook } from '../common/download.js';
import { figure, FORMAT, type SheetWriter, TABLE_SHEETS } from './analytics-xlsx-tables.js';

/**
 * One row of the paired data, and why it is flagged (null: it is not). The tests leave a flagged
 * pair out unless the analysis's evidence says `flaggedIncluded`.
 */
export type WorkbookPair = Pick<
  PairedStudent,
  'name' | 'participant_code' | 'session_code' | 'class_room' | 'pre' | 'post'
> & { flag: 'other-key' | 'materials-first' | null };

const FLAG: Record<NonNullable<WorkbookPair['flag']>, string> = {
  'other-key': 'kunci jawaban berbeda',
  'materials-first': 'materi dibuka sebelum pre-test',
};

/** The "Dalam uji" cell: 'ya', or why a flagged pair is left out or was kept anyway. */
const inTests = ({ flag }: WorkbookPair, flaggedIncluded: boolean) =>
  flag === null ? 'ya' : `${flaggedIncluded ? 'ya, ditandai' : 'tidak'}: ${FLAG[flag]}`;

/**
 * What the workbook reads of the analysis (GET /api/analytics): its figures, never recomputed,
 * and every pair of the selection.
 */
export interface AnalysisOfWorkbook extends Pick<AnalyticsReport, 'session' | 'classRoom'> {
  pairs: WorkbookPair[];
  evidence: Evidence;
  questions: Array<
    Pick<QuestionMeasures, 'name' | 'topic' | 'pre' | 'post'> & { gain: number | null }
  >;
}

const PAIRS_WIDTHS = [28, 10, 10, 14, 14, 16, 10, 36];
const PAIRS_BATCH = 500;

/** A student's g = (post − pre) / (100 − pre): undefined for a 100% pre-test (as in the N-gain). */
const gOf = ({ pre, post }: WorkbookPair) => (pre >= 100 ? null : (post - pre) / (100 - pre));

/**
 * The analysis as an Excel workbook: the paired data, then one sheet per table of the report
 * (analytics-xlsx-tables.ts). Written with exceljs's streaming writer one sheet after another,
 * each row committed as it is written, so the file is never whole in memory. Every figure is a
 * number cell with a number format, so a spreadsheet computes with it in any regional setting.
 */
export function analysisWorkbook(
  analysis: AnalysisOfWorkbook,
  pseudonymous: boolean,
  onError: (error: unknown) => void,
): Readable {
  const { output, workbook } = streamingWorkbook();
  void (async () => {
    const pairs = workbook.addWorksheet('Data berpasangan', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    pairs.columns = PAIRS_WIDTHS.map((width) => ({ width }));
    const writePair = writerOf(pairs);
    writePair(
      [
        pseudonymous ? 'Kode peserta' : 'Nama',
        'Kelas',
        'Sesi',
        'Pre-test (%)',
        'Post-test (%)',
        'Selisih (poin)',
        'g',
        'Dalam uji',
      ],
      true,
    );
    for (const [index, pair] of analysis.pairs.entries()) {
      if (index % PAIRS_BATCH === 0) await readerCaughtUp(output, pairs);
      writePair([
        pseudonymous ? pair.participant_code : pair.name,
        pair.class_room,
        pair.session_code,
        figure(pair.pre, FORMAT.count),
        figure(pair.post, FORMAT.count),
        figure(pair.post - pair.pre, FORMAT.count),
        figure(gOf(pair), FORMAT.statistic),
        inTests(pair, analysis.evidence.flaggedIncluded),
      ]);
    }
    pairs.commit();
    for (const { name, widths, write } of TABLE_SHEETS) {
      await readerCaughtUp(output);
      const sheet = workbook.addWorksheet(name);
      sheet.columns = widths.map((width) => ({ width }));
      write(analysis, writerOf(sheet));
      sheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/** Appends committed rows: text as text, figures as numbers with their format. */
function writerOf(sheet: ExcelJS.Worksheet): SheetWriter {
  return (cells, bold = false) => {
    const row = sheet.addRow(
      cells.map((cell) => (cell && typeof cell === 'object' ? cell.value : cell)),
    );
    cells.forEach((cell, i) => {
      if (cell && typeof cell === 'object') row.getCell(i + 1).numFmt = cell.format;
    });
    if (bold) row.font = { bold: true };
    row.commit();
  };
}
