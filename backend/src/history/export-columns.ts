import { csvLine, formatWib, type HistoryRecord, testTypeLabel, wibDate } from '@piba/shared';

/** How an export is laid out, and what it needs to know beyond the records. */
export interface CsvLayout {
  /** The admin key's export spans sessions: each result's session is a column. */
  withSession: boolean;
  /** A research export: a participant code instead of the name, and always the session. */
  pseudonymous: boolean;
  /** The sessions without a consent record: their results are flagged in the last column. */
  withoutConsent: ReadonlySet<string>;
  /** The participant code of a result (participant-codes.ts); used when pseudonymous. */
  codeOf: (record: HistoryRecord) => string | null;
}

const consentCell = (record: HistoryRecord, layout: CsvLayout) => {
  if (record.session_code === null) return null;
  return layout.withoutConsent.has(record.session_code) ? 'not recorded' : 'recorded';
};

/**
 * The table's columns, then the time as the table shows it; a session's column when the export
 * spans sessions, and whether the school recorded the parents' consent for the result's session.
 */
export const csvHeader = ({ withSession, pseudonymous }: CsvLayout) => [
  pseudonymous ? 'Participant code' : 'Name',
  'Class Room',
  'Score',
  'Percentage',
  'Type',
  'Time (WIB)',
  ...(withSession || pseudonymous ? ['Session'] : []),
  'Consent',
];

export const csvRecordLine = (record: HistoryRecord, layout: CsvLayout) =>
  csvLine([
    layout.pseudonymous ? layout.codeOf(record) : record.name,
    record.class_room,
    record.score,
    record.percentage,
    testTypeLabel(record),
    formatWib(record.created_at),
    ...(layout.withSession || layout.pseudonymous ? [record.session_code] : []),
    consentCell(record, layout),
  ]);

/** hasil-quiz-piba-2026-11-21.csv (or …-pseudonim-… for a research export), dated in WIB. */
export const exportFileName = (pseudonymous = false, now = new Date()) =>
  `hasil-quiz-piba-${pseudonymous ? 'pseudonim-' : ''}${wibDate(now)}.csv`;
