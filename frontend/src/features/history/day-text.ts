import { calendarDay } from './filter-form';

/*
 * A day as the teacher reads and types it, dd/mm/yyyy, whatever the browser's language; the
 * filter keeps it as `YYYY-MM-DD` (filter-form.ts).
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day typed as `dd/mm/yyyy`, as `YYYY-MM-DD`; null when it is not a whole, real day. While the
 * teacher types, only the full form counts (`2/11/2026` on its way to `21/11/2026` is no day yet).
 * Once the field is left (`loose`), `2/11/2026`, dashes or dots, and a two-digit year
 * (`21/11/26`, read as 2026) count too.
 */
export function parseDay(text: string, { loose = false } = {}): string | null {
  const pattern = loose
    ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/
    : /^(\d{2})\/(\d{2})\/(\d{4})$/;
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  return calendarDay(year, Number(match[2]), Number(match[1]));
}

/** A `YYYY-MM-DD` day as the teacher reads it: `21/11/2026`. */
export function formatDay(day: string): string {
  const match = ISO_DAY.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * What a date field shows as the teacher types: digits only, with the slashes put in
 * (`21112026` → `21/11/2026`). A slash typed after one digit moves on to the month
 * (`2/1` stays, to be read as 02/01 once the field is left).
 */
export function maskDayText(raw: string): string {
  const parts = ['', '', ''];
  let part = 0;
  for (const char of raw) {
    if (char >= '0' && char <= '9') {
      const full = parts[part].length === (part < 2 ? 2 : 4);
      if (full && part === 2) break;
      if (full) part += 1;
      parts[part] += char;
    } else if ('/.- '.includes(char) && part < 2 && parts[part] !== '') {
      part += 1;
    }
  }
  return parts.slice(0, part + 1).join('/');
}
