import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import {
  historyPage,
  mockHistoryApi,
  record,
  preloadGrid,
} from '../../../testing/history-api-mock';

const NEWEST = '2026-11-21T01:05:00.000Z';

async function renderTable(api = mockHistoryApi()) {
  const utils = renderApp('/history');
  await screen.findByRole('table', { name: 'History Table' });
  return { ...utils, api };
}

describe('the table’s filters, sort and paging', () => {
  beforeAll(preloadGrid);

  it('filters by class and type on the server, from page 1', async () => {
    const { user, api } = await renderTable(
      mockHistoryApi(({ path }) =>
        path === '/api/history/classes' ? jsonResponse(200, { data: ['8A', '8B'] }) : undefined,
      ),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kelas' }),
      await screen.findByRole('option', { name: '8B' }),
    );
    await waitFor(() => expect(api.lastList().params.get('classRoom')).toBe('8B'));

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Jenis' }),
      await screen.findByRole('option', { name: 'Post Test' }),
    );
    await waitFor(() =>
      expect(api.lastList().params.toString()).toBe(
        'page=1&pageSize=50&sort=-created_at&classRoom=8B&type=posttest',
      ),
    );
  });

  it('searches names once the teacher stops typing', async () => {
    const { user, api } = await renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Cari nama' }), 'Sit');
    await waitFor(() => expect(api.lastList().params.get('q')).toBe('Sit'));
    const searched = api.listRequests().map((request) => request.params.get('q'));
    expect(searched).toEqual([null, 'Sit']);
  });

  it('turns the chosen days (WIB) into a from/to range of instants', async () => {
    const { api } = await renderTable();
    fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2026-11-21' } });
    await waitFor(() => expect(api.lastList().params.get('to')).toBe('2026-11-22T00:00:00+07:00'));
    expect(api.lastList().params.get('from')).toBe('2026-11-20T00:00:00+07:00');
    expect(
      await screen.findByText('Tidak ada hasil yang cocok dengan filter ini.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus filter' }));
    await waitFor(() => expect(api.lastList().params.has('from')).toBe(false));
  });

  it('sorts on the server when a column header is clicked, and says which way', async () => {
    const { user, api } = await renderTable();
    const percentage = screen.getByRole('columnheader', { name: 'Percentage' });
    // Newest first until the teacher chooses otherwise.
    expect(screen.getByRole('columnheader', { name: 'Waktu (WIB)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(percentage).not.toHaveAttribute('aria-sort');

    await user.click(within(percentage).getByRole('button', { name: 'Percentage' }));
    await waitFor(() => expect(api.lastList().params.get('sort')).toBe('percentage'));
    expect(percentage).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Waktu (WIB)' })).not.toHaveAttribute(
      'aria-sort',
    );

    // The keyboard sorts too: the header's sort button answers Enter.
    act(() => within(percentage).getByRole('button', { name: 'Percentage' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.lastList().params.get('sort')).toBe('-percentage'));
    expect(percentage).toHaveAttribute('aria-sort', 'descending');
  });

  it('holds later pages still while results arrive, and shows them when asked', async () => {
    let newSince = 0;
    const api = mockHistoryApi(({ path, params }) => {
      if (path !== '/api/history') return undefined;
      if (params.get('pageSize') === '1') {
        const newest = record({ id: 99, created_at: '2026-11-21T01:30:00.000Z' });
        return jsonResponse(200, historyPage(newSince ? [newest] : [], newSince));
      }
      const page = Number(params.get('page'));
      return jsonResponse(
        200,
        historyPage([record({ id: page, name: `Siswa ${page}`, created_at: NEWEST })], 120),
      );
    });
    const { user, queryClient } = await renderTable(api);
    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' }));
    await screen.findByRole('rowheader', { name: 'Siswa 2' });
    // Page 2 and the count of newer results both stop just after the newest result seen.
    expect(api.lastList().params.get('to')).toBe('2026-11-21T01:05:00.001Z');
    await waitFor(() => expect(api.newRequests()).toHaveLength(1));
    expect(api.newRequests()[0].params.get('from')).toBe('2026-11-21T01:05:00.001Z');

    // Three students submit; the next refresh counts them without moving the rows.
    newSince = 3;
    await act(() => queryClient.refetchQueries({ queryKey: ['teacher', 'history', 'new'] }));
    const notice = await screen.findByRole('button', { name: '3 hasil baru — tampilkan' });
    expect(api.lastList().params.get('to')).toBe('2026-11-21T01:05:00.001Z');
    await user.click(notice);
    await waitFor(() => expect(api.lastList().params.get('to')).toBe('2026-11-21T01:30:00.001Z'));
    expect(api.lastList().params.get('page')).toBe('2');

    // Back on page 1, newest first, the list is live again: no `to`, no notice.
    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman sebelumnya' }));
    await waitFor(() => expect(api.lastList().params.has('to')).toBe(false));
    expect(screen.queryByRole('button', { name: /hasil baru/ })).not.toBeInTheDocument();
  });
});
