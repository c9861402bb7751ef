import type { AuditAction } from '@piba/shared';

/** What each entry of the log records, as the page says it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Masuk dengan kunci',
  export: 'Ekspor',
  delete: 'Hapus ke Sampah',
  restore: 'Pulihkan',
  erase: 'Hapus permanen',
  purge: 'Sampah dikosongkan otomatis',
  pseudonymise: 'Nama diganti pseudonim',
  'session-create': 'Sesi dibuat',
  'session-close': 'Sesi ditutup',
  'session-reopen': 'Sesi dibuka lagi',
  'key-renewal': 'Kunci sesi diganti',
  'session-pack': 'Paket materi sesi diganti',
  'pack-export': 'Paket materi diekspor',
  'pack-import': 'Paket materi diimpor',
  'pack-publish': 'Paket materi diterbitkan',
  'pack-retire': 'Versi paket materi ditarik',
};

/** An action the server added after this page was built is shown as the server names it. */
export const actionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Partial<Record<string, string>>)[action] ?? action;

/** `admin` → Admin, `session K7P3QX` → Sesi K7P3QX, `system` (the daily jobs) → Sistem. */
export function actorLabel(actor: string): string {
  if (actor === 'admin') return 'Admin';
  if (actor === 'system') return 'Sistem';
  const session = /^session (\S+)$/.exec(actor);
  return session ? `Sesi ${session[1]}` : actor;
}

/** The filters of an export as the server writes them (`classRoom=8A`), in the page's words. */
const EXPORT_FILTERS: Array<[RegExp, string]> = [
  [/(^|, )session=none(?=, |$)/g, '$1tanpa sesi'],
  [/(^|, )session=/g, '$1sesi '],
  [/(^|, )classRoom=/g, '$1kelas '],
  [/(^|, )type=/g, '$1jenis '],
  [/(^|, )from=/g, '$1dari '],
  [/(^|, )to=/g, '$1sampai '],
  [/(^|, )a name search(?=, |$)/g, '$1dengan pencarian nama'],
  [/(^|, )pseudonymous(?=, |$)/g, '$1tanpa nama (kode peserta)'],
];

/**
 * What an entry acted on, in Indonesian: the forms the server writes (`result 12`,
 * `session K7P3QX`, `3 results`, an export's filters); anything else as it is.
 */
export function targetLabel(target: string): string {
  const result = /^result (\d+)$/.exec(target);
  if (result) return `Hasil no. ${result[1]}`;
  const session = /^session (\S+)$/.exec(target);
  if (session) return `Sesi ${session[1]}`;
  const count = /^(\d+) results$/.exec(target);
  if (count) return `${count[1]} hasil`;
  if (target === 'every result') return 'Semua hasil';
  const filtered = /^results \((.*)\)$/s.exec(target);
  if (filtered) {
    const filters = EXPORT_FILTERS.reduce(
      (text, [pattern, words]) => text.replace(pattern, words),
      filtered[1],
    );
    return `Hasil (${filters})`;
  }
  return target;
}

/** The parts of a detail the server writes, in the page's words; a part not listed stays as it is. */
const DETAIL_PARTS: Array<[RegExp, string]> = [
  [/^consent recorded$/, 'Persetujuan orang tua/wali tercatat'],
  [/^no consent record$/, 'Persetujuan belum tercatat'],
  [/^pack version (\S+)$/, 'paket materi versi $1'],
  [/^version (\S+)$/, 'versi $1'],
  [/^open$/, 'dibuka'],
  [/^closed$/, 'ditutup'],
  [/^as zip$/, 'sebagai .zip'],
  [/^as Moodle XML$/, 'sebagai Moodle XML'],
  [/^as GIFT$/, 'sebagai GIFT'],
  [/^as pack (\S+)$/, 'sebagai paket $1'],
  [/^already held by pack (\S+)$/, 'sudah ada di paket $1'],
  [
    /^in the trash longer than TRASH_DAYS$/,
    'Lebih lama di Sampah daripada batas simpan (TRASH_DAYS)',
  ],
  [/^older than (\d+) months$/, 'Lebih dari $1 bulan'],
];

function detailPart(part: string): string | undefined {
  const known = DETAIL_PARTS.find(([pattern]) => pattern.test(part));
  return known && part.replace(known[0], known[1]);
}

/**
 * An entry's detail in Indonesian where the server's wording is known (`no consent record, pack
 * version 4ab983e17607bdfc` → `Persetujuan belum tercatat, paket materi versi 4ab983e17607bdfc`);
 * otherwise as it is.
 */
export function detailLabel(detail: string): string {
  // An erasure: the reason given (the admin's own words), and how many results went.
  const erased = /^(.*) \((\d+) results\)$/s.exec(detail);
  if (erased) return `${erased[1]} (${erased[2]} hasil)`;
  const parts = detail.split(', ').map(detailPart);
  if (parts.every((part) => part !== undefined)) return parts.join(', ');
  return detail;
}
