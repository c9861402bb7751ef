import { formatWib, formatWibDateLong, formatWibLong, wibDate } from './wib.js';

// The reference: the browser's and Node's own reading of Asia/Jakarta.
const jakarta = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  dateStyle: 'short',
  timeStyle: 'short',
});

describe('formatWib', () => {
  it('writes the WIB time as YYYY-MM-DD HH:mm', () => {
    expect(formatWib('2026-11-21T01:05:59.999Z')).toBe('2026-11-21 08:05');
    expect(formatWib(new Date('2026-11-21T01:05:00+07:00'))).toBe('2026-11-21 01:05');
  });

  it('moves to the next day, month and year at 17:00 UTC', () => {
    expect(formatWib('2026-12-31T16:59:00Z')).toBe('2026-12-31 23:59');
    expect(formatWib('2026-12-31T17:00:00Z')).toBe('2027-01-01 00:00');
    expect(formatWib('2028-02-28T17:00:00Z')).toBe('2028-02-29 00:00');
  });

  it('reads every hour of four years as the Asia/Jakarta time zone does', () => {
    const start = Date.parse('2024-01-01T00:00:00Z');
    const mismatches: string[] = [];
    for (let hour = 0; hour < 4 * 366 * 24; hour += 1) {
      const instant = new Date(start + hour * 3_600_000 + 17 * 60_000);
      if (formatWib(instant) !== jakarta.format(instant)) mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses an instant that is not one', () => {
    expect(() => formatWib('not a date')).toThrow(RangeError);
  });
});

describe('wibDate', () => {
  it('is the WIB date', () => {
    expect(wibDate('2026-11-20T18:30:00Z')).toBe('2026-11-21');
  });
});

describe('formatWibLong', () => {
  it('writes the WIB date and time as a report does', () => {
    expect(formatWibLong('2026-11-25T02:15:00Z')).toBe('25 November 2026, pukul 09.15 WIB');
    expect(formatWibLong('2026-12-31T17:05:00Z')).toBe('1 Januari 2027, pukul 00.05 WIB');
    expect(formatWibDateLong('2026-08-17T03:00:00Z')).toBe('17 Agustus 2026');
  });

  it('refuses an instant that is not one', () => {
    expect(() => formatWibLong('not a date')).toThrow(RangeError);
  });
});
