import { compareNaturally, naturalSortKey, SORT_KEY_LENGTH } from './natural-order.js';

const sorted = (names: Array<string | null>) => [...names].sort(compareNaturally);

describe('natural order', () => {
  it('puts Siswa 2 before Siswa 10, and 8A before 10A', () => {
    expect(sorted(['Siswa 10', 'Siswa 2', 'Siswa 1', 'Siswa 11', 'Siswa 20'])).toEqual([
      'Siswa 1',
      'Siswa 2',
      'Siswa 10',
      'Siswa 11',
      'Siswa 20',
    ]);
    expect(sorted(['10A', '8B', '9A', '8A', '7'])).toEqual(['7', '8A', '8B', '9A', '10A']);
  });

  it('ignores case, accents, leading zeros and repeated spaces', () => {
    expect(naturalSortKey('Siswa  02')).toBe(naturalSortKey('siswa 2'));
    expect(naturalSortKey(' Élan ')).toBe(naturalSortKey('elan'));
    expect(sorted(['budi', 'Ani', 'Citra', 'ani'])).toEqual(['Ani', 'ani', 'budi', 'Citra']);
  });

  it('compares numbers inside names, and a number before a letter', () => {
    expect(sorted(['Kelompok 2 B', 'Kelompok 12 A', 'Kelompok 2 A', 'Kelompok B'])).toEqual([
      'Kelompok 2 A',
      'Kelompok 2 B',
      'Kelompok 12 A',
      'Kelompok B',
    ]);
    expect(naturalSortKey('Siswa 10')).toBe('siswa 0210');
  });

  it('puts results without a name first, as the database puts an empty key', () => {
    expect(sorted(['Ani', null, ''])).toEqual([null, '', 'Ani']);
  });

  it('keeps the key within its column, however many numbers a name has', () => {
    const key = naturalSortKey('1a'.repeat(50) + '😀'.repeat(200));
    expect(Array.from(key)).toHaveLength(SORT_KEY_LENGTH);
    expect(key.startsWith('011a011a')).toBe(true);
  });
});
