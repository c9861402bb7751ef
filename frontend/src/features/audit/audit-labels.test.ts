import { AUDIT_ACTIONS } from '@piba/shared';
import {
  actionLabel,
  actorLabel,
  AUDIT_ACTION_LABELS,
  detailLabel,
  targetLabel,
} from './audit-labels';

describe('the audit log in Indonesian', () => {
  it('names every action the server records', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(actionLabel('session-create')).toBe('Sesi dibuat');
    // One added on the server later is shown as it comes.
    expect(actionLabel('archive')).toBe('archive');
  });

  it('names who did it', () => {
    expect(actorLabel('admin')).toBe('Admin');
    expect(actorLabel('session K7P3QX')).toBe('Sesi K7P3QX');
    expect(actorLabel('system')).toBe('Sistem');
    expect(actorLabel('someone else')).toBe('someone else');
  });

  it('words what an export covered, its values untouched', () => {
    expect(targetLabel('every result')).toBe('Semua hasil');
    expect(targetLabel('results (session=none, type=pretest)')).toBe(
      'Hasil (tanpa sesi, jenis pretest)',
    );
    expect(targetLabel('results (from=2026-11-01, to=2026-11-30)')).toBe(
      'Hasil (dari 2026-11-01, sampai 2026-11-30)',
    );
    expect(targetLabel('results (classRoom=session=8A)')).toBe('Hasil (kelas session=8A)');
    expect(targetLabel('something new')).toBe('something new');
  });

  it("keeps an erasure's reason as written", () => {
    expect(detailLabel('Surat (lama) 3/2026 (1 results)')).toBe('Surat (lama) 3/2026 (1 hasil)');
    expect(detailLabel('consent recorded')).toBe('Persetujuan orang tua/wali tercatat');
    expect(detailLabel('anything else')).toBe('anything else');
  });

  it('names each part of a detail the server joins with commas', () => {
    expect(detailLabel('no consent record, pack version 4ab983e17607bdfc')).toBe(
      'Persetujuan belum tercatat, paket materi versi 4ab983e17607bdfc',
    );
    expect(detailLabel('pack version 4ab983e17607bdfc, closed')).toBe(
      'paket materi versi 4ab983e17607bdfc, ditutup',
    );
    expect(detailLabel('already held by pack 7')).toBe('sudah ada di paket 7');
    // One part the page does not know keeps the whole detail as the server wrote it.
    expect(detailLabel('pack version 4ab983e17607bdfc, reason unknown')).toBe(
      'pack version 4ab983e17607bdfc, reason unknown',
    );
  });
});
