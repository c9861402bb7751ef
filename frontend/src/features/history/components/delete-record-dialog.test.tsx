import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, setTabStorage } from '../../../testing/test-utils';
import {
  historyPage,
  mockHistoryApi,
  record,
  preloadGrid,
} from '../../../testing/history-api-mock';
import { mockTrashApi } from '../testing/trash-fixtures';

const budi = record({ id: 7, name: 'Budi', class_room: '8C', score: '6/10', percentage: 60 });

describe('deleting a result', () => {
  beforeAll(preloadGrid);

  it('asks first, then sends DELETE with the key and reloads the table', async () => {
    setTabStorage({ teacherKey: 'kunci' });
    let deleted = false;
    const api = mockHistoryApi(({ path, method }) => {
      if (method === 'DELETE') {
        deleted = true;
        return jsonResponse(204, null);
      }
      if (path === '/api/history') return jsonResponse(200, historyPage(deleted ? [] : [budi]));
    });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Hapus hasil Budi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hapus hasil ini?' });
    expect(within(dialog).getByText('Nama: Budi')).toBeInTheDocument();
    expect(within(dialog).getByText('Kelas: 8C')).toBeInTheDocument();
    expect(within(dialog).getByText('Skor: 6/10 (60%), Pre Test')).toBeInTheDocument();
    // The same form as in the table, the printout and the CSV: 01:05 UTC is 08:05 in WIB.
    expect(within(dialog).getByText('Waktu: 2026-11-21 08:05 WIB')).toBeInTheDocument();
    // Nothing is lost by one click: the result waits in the trash.
    expect(
      await within(dialog).findByText(
        'Hasil ini dipindahkan ke Sampah. Selama 30 hari hasil ini masih dapat dipulihkan dengan tombol "Pulihkan" di Sampah; setelah itu hasil dihapus permanen.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/tidak dapat dikembalikan/)).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const removal = api.requests.find((request) => request.method === 'DELETE')!;
    expect(removal.path).toBe('/api/history/7');
    expect(removal.headers['x-teacher-key']).toBe('kunci');
    expect(await screen.findByText('Belum ada hasil.')).toBeInTheDocument();
  });

  it('has the analysis read again too, as it counts the deleted result', async () => {
    mockHistoryApi(({ path, method }) => {
      if (method === 'DELETE') return jsonResponse(204, null);
      if (path === '/api/history') return jsonResponse(200, historyPage([budi]));
    });
    const { user, queryClient } = renderApp('/history');
    const analysis = ['teacher', 'analytics', ''];
    queryClient.setQueryData(analysis, {});
    await user.click(await screen.findByRole('button', { name: 'Hapus hasil Budi' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(queryClient.getQueryState(analysis)?.isInvalidated).toBe(true));
  });

  it('sends nothing when the teacher cancels, and gives focus back to the button', async () => {
    const api = mockHistoryApi(({ path }) =>
      path === '/api/history' ? jsonResponse(200, historyPage([budi])) : undefined,
    );
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Hapus hasil Budi' }));
    await user.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('button', { name: 'Hapus hasil Budi' })).toHaveFocus();
  });

  it('moves focus to the row that took the deleted one’s place', async () => {
    const ani = record({ id: 8, name: 'Ani' });
    const citra = record({ id: 9, name: 'Citra' });
    let rows = [ani, budi, citra];
    mockHistoryApi(({ path, method }) => {
      if (method === 'DELETE') {
        rows = rows.filter((row) => row.id !== budi.id);
        return jsonResponse(204, null);
      }
      if (path === '/api/history') return jsonResponse(200, historyPage(rows));
    });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Hapus hasil Budi' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: 'Budi' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Hapus hasil Citra' })).toHaveFocus(),
    );
  });

  it('explains a failure in Indonesian and keeps the dialog open', async () => {
    mockHistoryApi(({ path, method }) => {
      if (method === 'DELETE') return jsonResponse(503, { message: 'Database unavailable' });
      if (path === '/api/history') return jsonResponse(200, historyPage([budi]));
    });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Hapus hasil Budi' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(
      await screen.findByText(
        'Hasil gagal dihapus: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Hapus hasil ini?' })).toBeInTheDocument();
  });

  it('says how many days the server keeps the trash, from GET /api/teacher/access', async () => {
    mockTrashApi({ rows: [budi], trashDays: 14 });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Hapus hasil Budi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus hasil ini?' });
    expect(
      await within(dialog).findByText(/Selama 14 hari hasil ini masih dapat dipulihkan/),
    ).toBeInTheDocument();
  });

  it("offers 'Urungkan' after a delete, which restores the result into the table", async () => {
    const api = mockTrashApi({ rows: [budi] });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Hapus hasil Budi' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Hapus hasil ini?' })).getByRole('button', {
        name: 'Hapus',
      }),
    );
    expect(await screen.findByText('Hasil Budi dipindahkan ke Sampah.')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada hasil.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Urungkan' }));
    expect(await screen.findByText('Hasil Budi dipulihkan.')).toBeInTheDocument();
    expect(api.sent('POST', '/restore').map((request) => request.path)).toEqual([
      '/api/history/7/restore',
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Budi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Urungkan' })).not.toBeInTheDocument();
  });

  it('says so in Indonesian when the undo fails', async () => {
    mockTrashApi({
      rows: [budi],
      override: ({ path }) =>
        path.endsWith('/restore')
          ? jsonResponse(409, { message: 'A result with its id is saved already' })
          : undefined,
    });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Hapus hasil Budi' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    await user.click(await screen.findByRole('button', { name: 'Urungkan' }));
    expect(
      await screen.findByText(
        'Hasil ini tidak dapat dipulihkan: hasil yang sama sudah ada di tabel.',
      ),
    ).toBeInTheDocument();
  });
});
