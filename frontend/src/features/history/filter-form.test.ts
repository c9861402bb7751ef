import { describeFilter, emptyFilterForm, toApiFilter } from './filter-form';

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
