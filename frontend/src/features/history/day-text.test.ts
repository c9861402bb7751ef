import { formatDay, maskDayText, parseDay } from './day-text';

describe('days typed as dd/mm/yyyy', () => {
  it('reads a whole day, day first, whatever the browser’s language', () => {
    expect(parseDay('21/11/2026')).toBe('2026-11-21');
    expect(parseDay(' 01/02/2027 ')).toBe('2027-02-01');
    // Day first: 02/11 is the 2nd of November, never February the 11th.
    expect(parseDay('02/11/2026')).toBe('2026-11-02');
  });

  it('refuses what is no day of the calendar', () => {
    for (const text of ['31/02/2026', '29/02/2026', '00/11/2026', '21/13/2026', '32/01/2026'])
      expect(parseDay(text)).toBeNull();
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
    expect(parseDay('2026-11-21')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('while typing, counts only the whole form; once the field is left, shorter ones too', () => {
    // On its way to 21/11/2026, 2/11/2026 is no choice yet.
    expect(parseDay('2/11/2026')).toBeNull();
    expect(parseDay('21/11/26')).toBeNull();
    expect(parseDay('2/11/2026', { loose: true })).toBe('2026-11-02');
    expect(parseDay('21/11/26', { loose: true })).toBe('2026-11-21');
    expect(parseDay('21-11-2026', { loose: true })).toBe('2026-11-21');
    expect(parseDay('21.11.2026', { loose: true })).toBe('2026-11-21');
    expect(parseDay('21/11', { loose: true })).toBeNull();
  });

  it('shows a day as dd/mm/yyyy', () => {
    expect(formatDay('2026-11-21')).toBe('21/11/2026');
    expect(formatDay('2027-01-05')).toBe('05/01/2027');
    expect(formatDay('')).toBe('');
  });

  it('puts the slashes in as the digits are typed', () => {
    const typed = [...'21112026'].reduce<string[]>(
      (shown, digit) => [...shown, maskDayText(`${shown.at(-1) ?? ''}${digit}`)],
      [],
    );
    expect(typed).toEqual([
      '2',
      '21',
      '21/1',
      '21/11',
      '21/11/2',
      '21/11/20',
      '21/11/202',
      '21/11/2026',
    ]);
    expect(maskDayText('21/11/20261')).toBe('21/11/2026');
    expect(maskDayText('2/1/2026')).toBe('2/1/2026');
    expect(maskDayText('21/')).toBe('21/');
    expect(maskDayText('21//')).toBe('21/');
    expect(maskDayText('a2b1-11 2026')).toBe('21/11/2026');
    // Deleting back over a slash takes it away.
    expect(maskDayText('21/11')).toBe('21/11');
    expect(maskDayText('21/1')).toBe('21/1');
  });
});
