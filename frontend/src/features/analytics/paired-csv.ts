import { CSV_BOM, csvLine, wibDate, type PairedStudent } from '@piba/shared';
import { downloadBlob } from '../../lib/download';
import { STUDENT_BAND_LABELS } from './analytics-format';

const MEASURES = ['Kelas', 'Pretest (%)', 'Posttest (%)', 'Gain c', 'Kategori'];

export interface PairedCsvOptions {
  /**
   * Each student by their participant code, never by name: the same code the server's
   * pseudonymous export gives them, for research or for sharing outside the school.
   */
  pseudonymous?: boolean;
}

export function pairedCsv(pairs: PairedStudent[], { pseudonymous = false }: PairedCsvOptions = {}) {
  const header = [pseudonymous ? 'Kode peserta' : 'Nama', ...MEASURES];
  const rows = pairs.map((pair) =>
    csvLine([
      pseudonymous ? pair.participant_code : pair.name,
      pair.class_room,
      pair.pre,
      pair.post,
      pair.change,
      pair.band ? STUDENT_BAND_LABELS[pair.band] : null,
    ]),
  );
  return CSV_BOM + csvLine(header) + rows.join('');
}

/**
 * analisis-piba-8A-2026-11-21.csv, or analisis-piba-pseudonim-8A-2026-11-21.csv without names;
 * dated in WIB, the class reduced to what file names allow.
 */
export function pairedCsvName(
  classRoom: string,
  now = new Date(),
  { pseudonymous = false }: PairedCsvOptions = {},
): string {
  const scope = classRoom
    ? classRoom.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-+|-+$/g, '') || 'kelas'
    : 'semua-kelas';
  return `analisis-piba-${pseudonymous ? 'pseudonim-' : ''}${scope}-${wibDate(now)}.csv`;
}

/** The file is made in the browser: the page already holds every paired student. */
export function downloadPairedCsv(
  pairs: PairedStudent[],
  classRoom: string,
  options: PairedCsvOptions = {},
): void {
  const blob = new Blob([pairedCsv(pairs, options)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, pairedCsvName(classRoom, new Date(), options));
}
