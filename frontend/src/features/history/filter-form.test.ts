import { describeFilter } from './filter-description';
import { emptyFilterForm, isDay, toApiFilter, wibDayEnd, wibDayStart } from './filter-form';

describe('the filter sent to the API', () => {
  it('covers whole days in WIB, across month and year ends', () => {
    const filter = toApiFilter(
      { ...emptyFilterForm, fromDate: '2026-11-30', toDate: '2026-12-31' },
      '',
    );
    expect(filter.from).toBe('2026-11-30T00:00:00+07:00');
    expect(filter.to).toBe('2027-01-01T00:00:00+07:00');
  });

  it('leaves out what the teacher has not chosen, and trims the name search', () => {
    expect(toApiFilter(emptyFilterForm, '   ')).toEqual({
      classRoom: undefined,
      type: undefined,
      q: undefined,
      from: undefined,
      to: undefined,
    });
    expect(toApiFilter({ ...emptyFilterForm, classRoom: '8A' }, ' Siti ')).toMatchObject({
      classRoom: '8A',
      q: 'Siti',
    });
  });

  it('ignores a date the API could not read (a year past 9999)', () => {
    expect(toApiFilter({ ...emptyFilterForm, fromDate: '20261-01-01' }, '').from).toBeUndefined();
  });

  it('describes itself for the printout', () => {
    const form = {
      session: '',
      classRoom: '8A',
      type: 'posttest' as const,
      fromDate: '2026-11-21',
      toDate: '',
    };
    expect(describeFilter(form, 'Siti')).toBe(
      'Kelas 8A · Post Test · Nama memuat "Siti" · dari 21 Nov 2026',
    );
    expect(describeFilter({ ...form, session: 'K7P3QX' }, '')).toBe(
      'Sesi K7P3QX · Kelas 8A · Post Test · dari 21 Nov 2026',
    );
    expect(toApiFilter({ ...form, session: 'none' }, '').session).toBe('none');
  });
});

describe('days in WIB', () => {
  it('knows a real day written YYYY-MM-DD', () => {
    expect(isDay('2026-11-21')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('20261-01-01')).toBe(false);
    expect(isDay('21/11/2026')).toBe(false);
  });

  it('covers a day from 00:00 WIB to the next day’s 00:00 WIB', () => {
    expect(wibDayStart('2026-11-21')).toBe('2026-11-21T00:00:00+07:00');
    expect(wibDayEnd('2026-11-21')).toBe('2026-11-22T00:00:00+07:00');
    expect(wibDayEnd('2026-12-31')).toBe('2027-01-01T00:00:00+07:00');
    expect(wibDayEnd('2028-02-28')).toBe('2028-02-29T00:00:00+07:00');
  });
});
