/** Excel reads a UTF-8 file correctly only when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * One field of a CSV line (RFC 4180: a field holding a comma, a quote or a line break is quoted,
 * its quotes doubled). A semicolon is quoted too: spreadsheets set to a comma decimal (as in
 * Indonesia) split on it, and an unquoted `;=…` would start a new cell, a formula. Text typed by students that starts with = + - @ would be run by a
 * spreadsheet as a formula, so it gets a leading quote. Numbers are written as they are: a
 * negative gain is not a formula.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: ReadonlyArray<string | number | null>) =>
  `${fields.map(csvField).join(',')}\r\n`;
