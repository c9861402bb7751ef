import { CSV_BOM, csvLine, wibDate, type PairedStudent } from '@piba/shared';
import { downloadBlob } from '../../lib/download';
import { STUDENT_BAND_LABELS } from './analytics-format';

const HEADER = ['Nama', 'Kelas', 'Pretest (%)', 'Posttest (%)', 'Gain c', 'Kategori'];

export function pairedCsv(pairs: PairedStudent[]): string {
  const rows = pairs.map((pair) =>
    csvLine([
      pair.name,
      pair.class_room,
      pair.pre,
      pair.post,
      pair.change,
      pair.band ? STUDENT_BAND_LABELS[pair.band] : null,
    ]),
  );
  return CSV_BOM + csvLine(HEADER) + rows.join('');
}

/** analisis-piba-8A-2026-11-21.csv, dated in WIB; the class reduced to what file names allow. */
export function pairedCsvName(classRoom: string, now = new Date()): string {
  const scope = classRoom
    ? classRoom.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-+|-+$/g, '') || 'kelas'
    : 'semua-kelas';
  return `analisis-piba-${scope}-${wibDate(now)}.csv`;
}

/** The file is made in the browser: the page already holds every paired student. */
export function downloadPairedCsv(pairs: PairedStudent[], classRoom: string): void {
  const blob = new Blob([pairedCsv(pairs)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, pairedCsvName(classRoom));
}
