import { csvLine, formatWib, type HistoryRecord, testTypeLabel, wibDate } from '@piba/shared';

/** The table's columns, then the time as the table shows it. */
export const CSV_HEADER = ['Name', 'Class Room', 'Score', 'Percentage', 'Type', 'Time (WIB)'];

export const csvRecordLine = (record: HistoryRecord) =>
  csvLine([
    record.name,
    record.class_room,
    record.score,
    record.percentage,
    testTypeLabel(record),
    formatWib(record.created_at),
  ]);

/** hasil-quiz-piba-2026-11-21.csv, dated in WIB. */
export const exportFileName = (now = new Date()) => `hasil-quiz-piba-${wibDate(now)}.csv`;
