import {
  csvLine,
  formatWib,
  type HistoryRecord,
  parseScore,
  testTypeLabel,
  wibDate,
} from '@piba/shared';

/** What an export needs to know beyond the records. */
export interface ExportLayout {
  /** A research export: a participant code instead of the name. */
  pseudonymous: boolean;
  /** The sessions without a consent record: their results are flagged in the last column. */
  withoutConsent: ReadonlySet<string>;
  /** The participant code of a result (participant-codes.ts); used when pseudonymous. */
  codeOf: (record: HistoryRecord) => string | null;
}

/**
 * The exports' columns, the same in the CSV and the workbook: Indonesian headers, the score as
 * two numbers (a spreadsheet turns `7/10` into a date), the time in WIB, the session, whether
 * the school recorded the parents' consent for it, then what the research designs' analyses read:
 * whether it is the delayed test, the form answered and the attitude ratings. New columns go at
 * the end, so a spreadsheet built on an older export still finds its columns where they were.
 */
export const exportHeader = ({ pseudonymous }: Pick<ExportLayout, 'pseudonymous'>) => [
  pseudonymous ? 'Kode peserta' : 'Nama',
  'Kelas',
  'Benar',
  'Jumlah soal',
  'Persentase',
  'Jenis',
  'Waktu (WIB)',
  'Sesi',
  'Persetujuan orang tua',
  'Tes tunda',
  'Bentuk tes',
  'Skala sikap',
];

/** The attitude ratings as `statement id=rating`, in the order saved, `; ` between them. */
const attitudeText = (record: HistoryRecord) =>
  record.attitude
    ? Object.entries(record.attitude)
        .map(([id, rating]) => `${id}=${rating}`)
        .join('; ')
    : null;

/** One result's cells in the header's order; the time is left to the format to write. */
export function exportRow(record: HistoryRecord, layout: ExportLayout) {
  const score = parseScore(record.score);
  return {
    name: layout.pseudonymous ? layout.codeOf(record) : record.name,
    classRoom: record.class_room,
    correct: score?.correct ?? null,
    total: score?.total ?? null,
    percentage: record.percentage,
    type: testTypeLabel(record),
    createdAt: record.created_at,
    session: record.session_code,
    consent:
      record.session_code === null
        ? null
        : layout.withoutConsent.has(record.session_code)
          ? 'belum tercatat'
          : 'tercatat',
    delayed: record.is_delayed ? 'ya' : 'tidak',
    form: record.test_form ?? 'A',
    attitude: attitudeText(record),
  };
}

export type ExportRow = ReturnType<typeof exportRow>;

export const csvRecordLine = (record: HistoryRecord, layout: ExportLayout) => {
  const row = exportRow(record, layout);
  return csvLine([
    row.name,
    row.classRoom,
    row.correct,
    row.total,
    row.percentage,
    row.type,
    formatWib(row.createdAt),
    row.session,
    row.consent,
    row.delayed,
    row.form,
    row.attitude,
  ]);
};

/** hasil-quiz-piba-2026-11-21.csv (…-pseudonim-… for a research export), dated in WIB. */
export const exportFileName = (extension: 'csv' | 'xlsx', pseudonymous = false, now = new Date()) =>
  `hasil-quiz-piba-${pseudonymous ? 'pseudonim-' : ''}${wibDate(now)}.${extension}`;
