import { historyPath, historySearch } from './history-link';
import { DEFAULT_VIEW, firstHistoryQuery, readHistorySearch } from './history-search';

const read = (search: string) => readHistorySearch(new URLSearchParams(search));

describe('the results table’s view in its address', () => {
  it('reads the Indonesian parameters into the filter, order and page', () => {
    expect(read('sesi=K7P3QX&kelas=8A&jenis=pre&q=ani&urut=-nilai&hal=2')).toEqual({
      form: { session: 'K7P3QX', classRoom: '8A', type: 'pretest', fromDate: '', toDate: '' },
      q: 'ani',
      sort: { field: 'percentage', direction: 'desc' },
      page: 1,
      pageSize: 50,
    });
    expect(read('jenis=post&dari=2026-11-21&sampai=2026-11-22&urut=nama&baris=25')).toMatchObject({
      form: { type: 'posttest', fromDate: '2026-11-21', toDate: '2026-11-22' },
      sort: { field: 'name', direction: 'asc' },
      page: 0,
      pageSize: 25,
    });
    expect(read('urut=kelas').sort).toEqual({ field: 'class_room', direction: 'asc' });
    expect(read('urut=-waktu').sort).toEqual({ field: 'created_at', direction: 'desc' });
    expect(read('urut=waktu').sort).toEqual({ field: 'created_at', direction: 'asc' });
    expect(read('sesi=none').form.session).toBe('none');
    // A join code as a person might type it into the address.
    expect(read('sesi=k7p3-qx').form.session).toBe('K7P3QX');
  });

  it('leaves at its default what it cannot read, rather than have the server refuse it', () => {
    expect(
      read('sesi=AEIOU1&jenis=semua&urut=umur&hal=0&baris=7&dari=2026-02-31&sampai=21/11/2026'),
    ).toEqual(DEFAULT_VIEW);
    expect(read('hal=-3').page).toBe(0);
    expect(read('hal=2x').page).toBe(0);
    expect(read('baris=500').pageSize).toBe(50);
    expect(read(`kelas=${'x'.repeat(80)}`).form.classRoom).toHaveLength(50);
    expect(read('q=%20%20ani%20').q).toBe('ani');
  });

  it('writes a view back in one order, leaving the defaults out', () => {
    expect(historySearch(DEFAULT_VIEW).toString()).toBe('');
    const view = read('hal=2&urut=-nilai&q=ani&jenis=pre&kelas=8A&sesi=K7P3QX');
    expect(historySearch(view).toString()).toBe(
      'sesi=K7P3QX&kelas=8A&jenis=pre&q=ani&urut=-nilai&hal=2',
    );
    expect(
      historySearch({
        ...DEFAULT_VIEW,
        form: { ...DEFAULT_VIEW.form, classRoom: '8 A', fromDate: '2026-11-21' },
        sort: { field: 'created_at', direction: 'asc' },
        pageSize: 100,
      }).toString(),
    ).toBe('kelas=8+A&dari=2026-11-21&urut=waktu&baris=100');
    // Whatever it wrote, it reads back the same.
    for (const search of [
      'sesi=none&kelas=8A&jenis=post&q=Siti+R&dari=2026-11-20&sampai=2026-11-21&urut=kelas&hal=3&baris=25',
      'urut=-nama',
    ])
      expect(historySearch(read(search)).toString()).toBe(search);
  });

  it('gives the API’s query of the page an address asks for', () => {
    const query = firstHistoryQuery(
      new URLSearchParams('sesi=K7P3QX&kelas=8A&jenis=pre&q=ani&urut=-nilai&hal=2&dari=2026-11-21'),
    );
    expect(query).toEqual({
      session: 'K7P3QX',
      classRoom: '8A',
      type: 'pretest',
      q: 'ani',
      from: '2026-11-21T00:00:00+07:00',
      to: undefined,
      page: 2,
      pageSize: 50,
      sort: '-percentage',
    });
    expect(firstHistoryQuery(new URLSearchParams())).toMatchObject({
      page: 1,
      pageSize: 50,
      sort: '-created_at',
    });
  });

  it('leads back from the analysis to the table of its session and class', () => {
    expect(historyPath()).toBe('/history');
    expect(historyPath('8A', 'K7P3QX')).toBe('/history?sesi=K7P3QX&kelas=8A');
    expect(historyPath('', 'none')).toBe('/history?sesi=none');
  });
});
