import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { readerCaughtUp, streamingWorkbook } from '../common/download.js';
import {
  type AnalysisOfWorkbook,
  figure,
  FORMAT,
  type SheetWriter,
  type WorkbookPair,
} from './analytics-xlsx-cells.js';
import {
  DESIGN_SHEETS,
  DESIGN_WIDTHS,
  designSheetNames,
  writeDesignSheet,
} from './analytics-xlsx-designs.js';
import { TABLE_SHEETS } from './analytics-xlsx-tables.js';
import { hakeGain } from './learning-gain.js';

const FLAG: Record<NonNullable<WorkbookPair['flag']>, string> = {
  'other-key': 'kunci jawaban berbeda',
  'materials-first': 'materi dibuka sebelum pretest',
};

/** The "Dalam uji" cell: 'ya', or why a flagged pair is left out or was kept anyway. */
const inTests = ({ flag }: WorkbookPair, flaggedIncluded: boolean) =>
  flag === null ? 'ya' : `${flaggedIncluded ? 'ya, ditandai' : 'tidak'}: ${FLAG[flag]}`;

const PAIRS_WIDTHS = [28, 10, 10, 14, 14, 16, 10, 36];
const PAIRS_BATCH = 500;

/** A student's g: Hake's gain of their own two scores, undefined for a 100% pre-test. */
const gOf = ({ pre, post }: WorkbookPair) => hakeGain(pre, post);

/**
 * The analysis as an Excel workbook: the paired data (participant codes, or names when asked
 * for), then one sheet per table of the report (analytics-xlsx-tables.ts). Written with exceljs's streaming writer one sheet after another,
 * each row committed as it is written, so the file is never whole in memory. Every figure is a
 * number cell with a number format, so a spreadsheet computes with it in any regional setting.
 */
export function analysisWorkbook(
  analysis: AnalysisOfWorkbook,
  withNames: boolean,
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
        withNames ? 'Nama' : 'Kode peserta',
        'Kelas',
        'Sesi',
        'Pretest (%)',
        'Posttest (%)',
        'Selisih (poin)',
        'g',
        'Dalam uji',
      ],
      true,
    );
    for (const [index, pair] of analysis.pairs.entries()) {
      if (index % PAIRS_BATCH === 0) await readerCaughtUp(output, pairs);
      writePair([
        withNames ? pair.name : pair.participant_code,
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
    // A sheet per research design the analysis holds a section of.
    // Taught against comparison classes: a sheet per answer-key version's group holding both.
    for (const { design, name } of DESIGN_SHEETS) {
      const section = analysis.designs?.[design];
      if (!section) continue;
      const sections =
        design === 'comparison' && analysis.comparisons?.length ? analysis.comparisons : [section];
      const names = designSheetNames(name, sections.length);
      for (const [i, each] of sections.entries()) {
        await readerCaughtUp(output);
        const sheet = workbook.addWorksheet(names[i]);
        sheet.columns = DESIGN_WIDTHS.map((width) => ({ width }));
        writeDesignSheet(each, writerOf(sheet));
        sheet.commit();
      }
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
