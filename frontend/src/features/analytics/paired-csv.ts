import type { PairedStudent } from '@piba/shared';
import { GAIN_BAND_LABELS } from './analytics-format';

/** Excel reads a UTF-8 file correctly only when it starts with a byte order mark. */
const BOM = '\uFEFF';
const HEADER = ['Nama', 'Kelas', 'Pretest (%)', 'Posttest (%)', 'Gain c', 'Kategori'];

/** Text typed by students: a leading = + - @ would make a spreadsheet run it as a formula. */
function textField(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return quoted(text);
}

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

// Numbers are written for machines (0.5, -0.25), not guarded: a negative gain is not a formula.
const numberField = (value: number | null) => (value === null ? '' : String(value));

export function pairedCsv(pairs: PairedStudent[]): string {
  const rows = pairs.map((pair) => [
    textField(pair.name),
    textField(pair.class_room),
    numberField(pair.pre),
    numberField(pair.post),
    numberField(pair.change),
    pair.band ? GAIN_BAND_LABELS[pair.band] : '',
  ]);
  return BOM + [HEADER, ...rows].map((fields) => `${fields.join(',')}\r\n`).join('');
}

const wibDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta', dateStyle: 'short' });

/** analisis-piba-8A-2026-11-21.csv, dated in WIB; the class reduced to what file names allow. */
export function pairedCsvName(classRoom: string, now = new Date()): string {
  const scope = classRoom
    ? classRoom.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-+|-+$/g, '') || 'kelas'
    : 'semua-kelas';
  return `analisis-piba-${scope}-${wibDate.format(now)}.csv`;
}

/** The file is made in the browser: the page already holds every paired student. */
export function downloadPairedCsv(pairs: PairedStudent[], classRoom: string): void {
  const blob = new Blob([pairedCsv(pairs)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pairedCsvName(classRoom);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
