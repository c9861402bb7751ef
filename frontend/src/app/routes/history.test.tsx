import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, setTabStorage } from '../../testing/test-utils';
import { historyPage, mockHistoryApi, record, preloadGrid } from '../../testing/history-api-mock';

/** Each result row as read: its name (the row's header), then its other cells. */
const tableRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader'))
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

/** A phone's width: MUI's breakpoint query for "below sm" matches (jsdom has no matchMedia). */
function onAPhone() {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

describe('history page', () => {
  beforeAll(preloadGrid);
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia of its own
    delete window.matchMedia;
  });

  it('shows Loading... until the records arrive', async () => {
    mockFetch().mockReturnValue(new Promise(() => undefined));
    renderApp('/history');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('leads to the learning analysis', async () => {
    mockHistoryApi(({ path }) =>
      path === '/api/history' ? jsonResponse(200, historyPage([record({ id: 1 })])) : undefined,
    );
    renderApp('/history');
    const link = await screen.findByRole('link', { name: 'Analisis pembelajaran' });
    expect(link).toHaveAttribute('href', '/history/analytics');
  });

  it('leads to the analysis of the session and class filtered here', async () => {
    mockHistoryApi();
    renderApp('/history?sesi=K7P3QX&kelas=8A&jenis=pre&urut=nama');
    const link = await screen.findByRole('link', { name: 'Analisis pembelajaran' });
    expect(link).toHaveAttribute('href', '/history/analytics?sesi=K7P3QX&kelas=8A');
  });

  it('shows the error text when loading fails', async () => {
    mockFetch().mockResolvedValue(jsonResponse(503, { statusCode: 503, message: 'Database down' }));
    renderApp('/history');
    expect(await screen.findByText('Failed to fetch history data.')).toBeInTheDocument();
    // The page says what it is; there is no table to show.
    expect(screen.getByRole('heading', { name: 'History Table' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'History Table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the records with Type, Percentage and the time in WIB', async () => {
    const api = mockHistoryApi(({ path }) =>
      path === '/api/history'
        ? jsonResponse(
            200,
            historyPage([
              record({
                id: 3,
                score: '9/10',
                percentage: 90,
                is_pretest: false,
                is_posttest: true,
              }),
              record({ id: 2, name: null, class_room: null, created_at: '2026-11-20T17:30:00Z' }),
              record({ id: 1, name: 'Budi', is_pretest: false, percentage: 0, score: '0/10' }),
            ]),
          )
        : undefined,
    );
    renderApp('/history');
    expect(await screen.findByRole('heading', { name: 'History Table' })).toBeInTheDocument();
    expect(api.lastList().params.toString()).toBe('page=1&pageSize=50&sort=-created_at');

    const headerCells = await screen.findAllByRole('columnheader');
    expect(headerCells.map((cell) => cell.textContent)).toEqual([
      'Name',
      'Class Room',
      'Score',
      'Percentage',
      'Type',
      'Waktu (WIB)',
      'Hapus',
    ]);
    // 01:05 UTC is 08:05 WIB; 17:30 UTC on the 20th is already 00:30 on the 21st in Jakarta.
    expect(tableRows()).toEqual([
      ['Siti', '8A', '9/10', '90%', 'Post Test', '2026-11-21 08:05', ''],
      ['-', '-', '7/10', '70%', 'Pre Test', '2026-11-21 00:30', ''],
      ['Budi', '8A', '0/10', '0%', 'N/A', '2026-11-21 08:05', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Hapus hasil Budi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus hasil tanpa nama' })).toBeInTheDocument();
  });

  it('sums up every result of the filter, not just the page', async () => {
    mockHistoryApi(({ path }) =>
      path === '/api/history'
        ? jsonResponse(
            200,
            historyPage([record()], 1250, { pretest: 700, posttest: 550, averagePercentage: 61.5 }),
          )
        : undefined,
    );
    renderApp('/history');
    expect(await screen.findByTestId('history-summary')).toHaveTextContent(
      'Jumlah hasil: 1.250 · Pre Test: 700 · Post Test: 550 · Rata-rata persentase: 61,5%',
    );
  });

  it("says so when there are no results yet, with the pager's texts in Indonesian", async () => {
    mockHistoryApi();
    renderApp('/history');
    expect(await screen.findByText('Belum ada hasil.')).toBeInTheDocument();
    expect(screen.getByText('Baris per halaman:')).toBeInTheDocument();
    expect(screen.getByText('0–0 dari 0')).toBeInTheDocument();
  });

  it('pages on the server, 50 records at a time', async () => {
    const api = mockHistoryApi(({ path, params }) => {
      if (path !== '/api/history' || params.get('pageSize') === '1') return undefined;
      const page = Number(params.get('page'));
      return jsonResponse(200, historyPage([record({ id: page, name: `Halaman ${page}` })], 120));
    });
    const { user } = renderApp('/history');
    expect(await screen.findByRole('rowheader', { name: 'Halaman 1' })).toBeInTheDocument();
    expect(screen.getByText('1–50 dari 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' }));
    expect(await screen.findByRole('rowheader', { name: 'Halaman 2' })).toBeInTheDocument();
    expect(api.lastList().params.get('page')).toBe('2');
    // Loading the next page keeps the table (and never brings back 'Loading...').
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('pages with the keyboard, and keeps the focus on the pager at the last page', async () => {
    const api = mockHistoryApi(({ path, params }) => {
      if (path !== '/api/history' || params.get('pageSize') === '1') return undefined;
      const page = Number(params.get('page'));
      return jsonResponse(200, historyPage([record({ id: page, name: `Halaman ${page}` })], 120));
    });
    const { user } = renderApp('/history');
    await screen.findByRole('rowheader', { name: 'Halaman 1' });
    const previous = screen.getByRole('button', { name: 'Pergi ke halaman sebelumnya' });
    const next = screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' });
    expect(previous).toBeDisabled();

    act(() => next.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('51–100 dari 120')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('101–120 dari 120')).toBeInTheDocument();
    expect(api.lastList().params.get('page')).toBe('3');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();

    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Baris per halaman:/ }),
      await screen.findByRole('option', { name: '100' }),
    );
    expect(await screen.findByText('1–100 dari 120')).toBeInTheDocument();
    expect(api.lastList().params.toString()).toBe('page=1&pageSize=100&sort=-created_at');
  });

  it('keeps the table on screen when a refresh fails', async () => {
    let down = false;
    mockHistoryApi(({ path }) => {
      if (path !== '/api/history') return undefined;
      return down
        ? jsonResponse(503, { message: 'Database unavailable' })
        : jsonResponse(200, historyPage([record({ name: 'Ani' })]));
    });
    const { queryClient } = renderApp('/history');
    expect(await screen.findByRole('rowheader', { name: 'Ani' })).toBeInTheDocument();
    down = true;
    await queryClient.refetchQueries({ queryKey: ['teacher', 'history'] });
    expect(await screen.findByText(/Data terbaru gagal dimuat/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Ani' })).toBeInTheDocument();
  });

  it('shows each result as a card with the column labels on a phone, its buttons at hand', async () => {
    onAPhone();
    setTabStorage({ teacherKey: 'kunci-admin' });
    const api = mockHistoryApi(({ path }) => {
      if (path === '/api/teacher/me') return jsonResponse(200, { role: 'admin' });
      if (path !== '/api/history') return undefined;
      return jsonResponse(
        200,
        historyPage([
          record({ id: 2, name: 'Siti Rahma', is_pretest: false, is_posttest: true }),
          record({ id: 1, name: null, class_room: null, created_at: '2026-11-20T17:30:00Z' }),
        ]),
      );
    });
    const { user } = renderApp('/history');
    const list = await screen.findByRole('list', { name: 'History Table' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const pairs = (card: HTMLElement) =>
      [...card.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
    expect(pairs(cards[0])).toEqual([
      ['Name', 'Siti Rahma'],
      ['Class Room', '8A'],
      ['Score', '7/10'],
      ['Percentage', '70%'],
      ['Type', 'Post Test'],
      ['Waktu', '2026-11-21 08:05 WIB'],
    ]);
    expect(pairs(cards[1])).toContainEqual(['Name', '-']);
    expect(pairs(cards[1])).toContainEqual(['Waktu', '2026-11-21 00:30 WIB']);
    // Delete, and the administrator's erasure, on each card.
    expect(
      within(cards[0]).getByRole('button', { name: 'Hapus hasil Siti Rahma' }),
    ).toBeInTheDocument();
    expect(
      await within(cards[1]).findByRole('button', {
        name: 'Hapus permanen hasil tanpa nama (permintaan orang tua/wali)',
      }),
    ).toBeInTheDocument();
    await user.click(within(cards[0]).getByRole('button', { name: 'Hapus hasil Siti Rahma' }));
    expect(await screen.findByRole('dialog', { name: 'Hapus hasil ini?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // No headers to click: the order is a select, newest first until chosen.
    const order = screen.getByRole('combobox', { name: 'Urutkan' });
    expect(order).toHaveValue('-created_at');
    await user.selectOptions(order, 'Percentage: tertinggi dulu');
    await waitFor(() => expect(api.lastList().params.get('sort')).toBe('-percentage'));
    // The filters are there too.
    expect(screen.getByRole('combobox', { name: 'Kelas' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dari tanggal' })).toBeInTheDocument();
  });

  it('says so on a phone when nothing matches', async () => {
    onAPhone();
    mockHistoryApi();
    renderApp('/history?kelas=9Z');
    expect(
      await screen.findByText('Tidak ada hasil yang cocok dengan filter ini.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History Table' })).toBeEmptyDOMElement();
  });
});
