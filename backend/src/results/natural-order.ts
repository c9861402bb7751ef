/**
 * Names and classes sort naturally: "Siswa 2" before "Siswa 10", "8A" before "10A", whatever
 * the case or accents ("ani" beside "Ani", "Élan" beside "Elan"). The database sorts by a key
 * stored beside each name and class (`name_sort`, `class_sort` in `history_records`), so that
 * MySQL, MariaDB and SQLite page through the same order; the few lists sorted in the server
 * compare the same keys.
 *
 * The key is the text without accents, in lower case, with runs of spaces made one space and
 * each number written as its count of digits (two digits) followed by the digits without
 * leading zeros: "Siswa 10" → "siswa 0210", "Siswa 2" → "siswa 012". Compared character by
 * character (a binary collation), a shorter number then sorts first, and any number before a
 * letter.
 */
export const SORT_KEY_LENGTH = 255;

export function naturalSortKey(text: string | null | undefined): string {
  if (!text) return '';
  const key = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\d+/g, (digits) => {
      const number = digits.replace(/^0+/, '');
      return String(Math.min(number.length, 99)).padStart(2, '0') + number;
    });
  // Cut by code points, never inside a character that takes two UTF-16 units.
  return Array.from(key).slice(0, SORT_KEY_LENGTH).join('');
}

/** Natural order for lists sorted in the server; equal keys keep a stable, exact order. */
export function compareNaturally(a: string | null, b: string | null): number {
  const [left, right] = [naturalSortKey(a), naturalSortKey(b)];
  if (left !== right) return left < right ? -1 : 1;
  if (a === b) return 0;
  if (a === null || b === null) return a === null ? -1 : 1;
  return a < b ? -1 : 1;
}
