/** Parses the export: BOM, CRLF line ends, RFC 4180 quoting. */
export function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const fields = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/gy;
  const rows: string[][] = [];
  let row: string[] = [];
  fields.lastIndex = 1;
  for (let match = fields.exec(text); match; match = fields.exec(text)) {
    const [, raw, separator] = match;
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (separator === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  expect(fields.lastIndex === 0 && row.length === 0).toBe(true);
  return rows;
}
