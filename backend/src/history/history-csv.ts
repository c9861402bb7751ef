import { csvLine, formatWib, type HistoryRecord, testTypeLabel, wibDate } from '@piba/shared';

/**
 * The table's columns, then the time as the table shows it. The admin key's export, which spans
 * sessions, ends with each result's session; a session key's export is one session's.
 */
export const csvHeader = (withSession: boolean) => [
  'Name',
  'Class Room',
  'Score',
  'Percentage',
  'Type',
  'Time (WIB)',
  ...(withSession ? ['Session'] : []),
];

export const csvRecordLine = (record: HistoryRecord, withSession: boolean) =>
  csvLine([
    record.name,
    record.class_room,
    record.score,
    record.percentage,
    testTypeLabel(record),
    formatWib(record.created_at),
    ...(withSession ? [record.session_code] : []),
  ]);

/** hasil-quiz-piba-2026-11-21.csv, dated in WIB. */
export const exportFileName = (now = new Date()) => `hasil-quiz-piba-${wibDate(now)}.csv`;
