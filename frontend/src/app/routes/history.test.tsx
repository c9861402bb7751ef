import { screen, within } from '@testing-library/react';
import type { HistoryPage, HistoryRecord } from '../../lib/history-contract';
import { jsonResponse, mockFetch, renderApp } from '../../testing/test-utils';

const record = (overrides: Partial<HistoryRecord>): HistoryRecord => ({
  id: 1,
  name: 'Siti',
  class_room: '8A',
  score: '7/10',
  percentage: 70,
  is_pretest: true,
  is_posttest: false,
  created_at: '2026-11-21T01:00:00.000Z',
  ...overrides,
});

const page = (data: HistoryRecord[], total = data.length): HistoryPage => ({
  data,
  meta: {
    page: 1,
    pageSize: 50,
    total,
    summary: { pretest: 0, posttest: 0, averagePercentage: null },
  },
});

describe('history page', () => {
  it('shows Loading... until the records arrive', async () => {
    mockFetch().mockReturnValue(new Promise(() => undefined));
    renderApp('/history');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows the error text when loading fails', async () => {
    mockFetch().mockResolvedValue(jsonResponse(503, { statusCode: 503, message: 'Database down' }));
    renderApp('/history');
    expect(await screen.findByText('Failed to fetch history data.')).toBeInTheDocument();
    expect(screen.queryByText('History Table')).not.toBeInTheDocument();
  });

  it('lists the records with Type and Percentage', async () => {
    const fetchMock = mockFetch().mockResolvedValue(
      jsonResponse(
        200,
        page([
          record({
            id: 3,
            name: 'Siti',
            score: '9/10',
            percentage: 90,
            is_pretest: false,
            is_posttest: true,
          }),
          record({ id: 2, name: null, class_room: null, score: '7/10', percentage: 70 }),
          record({
            id: 1,
            name: 'Budi',
            is_pretest: false,
            is_posttest: false,
            percentage: 0,
            score: '0/10',
          }),
        ]),
      ),
    );
    renderApp('/history');
    expect(await screen.findByRole('heading', { name: 'History Table' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/history?page=1&pageSize=50');

    const headerCells = await screen.findAllByRole('columnheader');
    const headers = headerCells.map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Class Room', 'Score', 'Percentage', 'Type']);
    const rows = screen.getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Siti', '8A', '9/10', '90%', 'Post Test'],
      ['-', '-', '7/10', '70%', 'Pre Test'],
      ['Budi', '8A', '0/10', '0%', 'N/A'],
    ]);
  });

  it('says so when there are no results yet', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, page([])));
    renderApp('/history');
    expect(await screen.findByText('Belum ada hasil.')).toBeInTheDocument();
  });

  it('pages on the server, 50 records at a time', async () => {
    const fetchMock = mockFetch().mockImplementation(async (url) => {
      const pageNumber = Number(new URL(String(url), 'http://localhost').searchParams.get('page'));
      return jsonResponse(200, {
        ...page([record({ id: pageNumber, name: `Halaman ${pageNumber}` })], 120),
        meta: { ...page([], 120).meta, page: pageNumber },
      });
    });
    const { user } = renderApp('/history');
    expect(await screen.findByText('Halaman 1')).toBeInTheDocument();
    expect(screen.getByText('1–50 dari 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' }));
    expect(await screen.findByText('Halaman 2')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/history?page=2&pageSize=50',
      expect.anything(),
    );
  });
});
