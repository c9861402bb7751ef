import type { HistoryRecord } from '@piba/shared';

/** Excel reads a UTF-8 file correctly only when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';
export const CSV_HEADER = ['Name', 'Class Room', 'Score', 'Percentage', 'Type', 'Time (WIB)'];

const wib = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** 2026-11-21 13:05:00 in Asia/Jakarta, a form spreadsheets read as a date and time. */
export const formatWib = (instant: string | Date) => wib.format(new Date(instant));

export function typeLabel(record: Pick<HistoryRecord, 'is_pretest' | 'is_posttest'>): string {
  if (record.is_pretest) return 'Pre Test';
  if (record.is_posttest) return 'Post Test';
  return 'N/A';
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A leading = + - @ would make a spreadsheet run the cell as a formula.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: Array<string | number | null>) =>
  `${fields.map(csvField).join(',')}\r\n`;

export const csvRecordLine = (record: HistoryRecord) =>
  csvLine([
    record.name,
    record.class_room,
    record.score,
    record.percentage,
    typeLabel(record),
    formatWib(record.created_at),
  ]);

/** hasil-quiz-piba-2026-11-21.csv, dated in WIB. */
export const exportFileName = (now = new Date()) =>
  `hasil-quiz-piba-${formatWib(now).slice(0, 10)}.csv`;
