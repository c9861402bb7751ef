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

/** An entry's detail in Indonesian where the server's wording is known; otherwise as it is. */
export function detailLabel(detail: string): string {
  if (detail === 'consent recorded') return 'Persetujuan orang tua/wali tercatat';
  if (detail === 'no consent record') return 'Persetujuan belum tercatat';
  if (detail === 'in the trash longer than TRASH_DAYS') {
    return 'Lebih lama di Sampah daripada batas simpan (TRASH_DAYS)';
  }
  const older = /^older than (\d+) months$/.exec(detail);
  if (older) return `Lebih dari ${older[1]} bulan`;
  // An erasure: the reason given, and how many results went.
  const erased = /^(.*) \((\d+) results\)$/s.exec(detail);
  if (erased) return `${erased[1]} (${erased[2]} hasil)`;
  return detail;
}
