import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, setTabStorage } from '../../../testing/test-utils';
import { preloadGrid, record } from '../../../testing/history-api-mock';
import { mockTrashApi, SESSION_TEACHER, trashed } from '../testing/trash-fixtures';

const budi = record({ id: 7, name: 'Budi', class_room: '8C', score: '6/10', percentage: 60 });
const ani = record({
  id: 8,
  name: 'Ani',
  class_room: '8A',
  score: '9/10',
  percentage: 90,
  is_pretest: false,
  is_posttest: true,
  session_code: 'K7P3QX',
});

const openTrash = async (user: ReturnType<typeof renderApp>['user'], count: number) => {
  await user.click(await screen.findByRole('button', { name: `Sampah (${count})` }));
  return screen.findByRole('region', { name: 'Sampah' });
};

describe('the trash on the results page', () => {
  beforeAll(preloadGrid);

  it('lists the deleted results: who, which test, when deleted and when purged, in WIB', async () => {
    setTabStorage({ teacherKey: 'kunci' });
    const api = mockTrashApi({
      scope: SESSION_TEACHER,
      trash: [trashed(ani, { deleted_at: '2026-11-23T17:30:00.000Z' }), trashed(budi)],
    });
    const { user } = renderApp('/history');
    const toggle = await screen.findByRole('button', { name: 'Sampah (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const trash = await openTrash(user, 2);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const items = within(trash).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      // 17:30 UTC is 00:30 the next day in WIB; the purge date is the WIB date.
      expect.stringContaining(
        'Ani · Kelas 8APost Test · Skor 9/10 (90%) · Sesi K7P3QXDihapus 2026-11-24 00:30 WIB · dihapus permanen pada 2026-12-22',
      ),
      expect.stringContaining(
        'Budi · Kelas 8CPre Test · Skor 6/10 (60%)Dihapus 2026-11-22 08:00 WIB · dihapus permanen pada 2026-12-22',
      ),
    ]);
    // The server's TRASH_DAYS arrives once the panel, loaded when first opened, asks for it.
    expect(
      await within(trash).findByText(/Hasil yang dihapus disimpan di sini selama 30 hari/),
    ).toBeInTheDocument();
    const request = api.sent('GET', '/api/history/trash').at(-1)!;
    expect(request.params.toString()).toBe('page=1&pageSize=25');
    expect(request.headers['x-teacher-key']).toBe('kunci');

    await user.click(within(trash).getByRole('button', { name: 'Tutup Sampah' }));
    expect(screen.queryByRole('region', { name: 'Sampah' })).not.toBeInTheDocument();
  });

  it("'Pulihkan' restores a result: it leaves the trash and the table and its summary show it again", async () => {
    const api = mockTrashApi({ rows: [ani], trash: [trashed(budi)] });
    const { user } = renderApp('/history');
    await screen.findByRole('rowheader', { name: 'Ani' });
    const trash = await openTrash(user, 1);
    const listsBefore = api.listRequests().length;

    await user.click(within(trash).getByRole('button', { name: 'Pulihkan hasil Budi' }));
    expect(await screen.findByText('Hasil Budi dipulihkan.')).toBeInTheDocument();
    expect(api.sent('POST', '/restore').map((request) => request.path)).toEqual([
      '/api/history/7/restore',
    ]);
    expect(await within(trash).findByText('Sampah kosong.')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Budi' })).toBeInTheDocument();
    expect(api.listRequests().length).toBeGreaterThan(listsBefore);
    expect(screen.getByTestId('history-summary')).toHaveTextContent('Jumlah hasil: 2');
    expect(screen.getByRole('button', { name: 'Sampah (0)' })).toBeInTheDocument();
  });

  it('works with the keyboard, and keeps the focus in the trash after a restore', async () => {
    const citra = record({ id: 9, name: 'Citra' });
    mockTrashApi({ trash: [trashed(budi), trashed(citra)] });
    const { user } = renderApp('/history');
    const toggle = await screen.findByRole('button', { name: 'Sampah (2)' });
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    const trash = await screen.findByRole('region', { name: 'Sampah' });
    await user.tab();
    expect(within(trash).getByRole('button', { name: 'Tutup Sampah' })).toHaveFocus();
    await user.tab();
    expect(within(trash).getByRole('button', { name: 'Pulihkan hasil Budi' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Hasil Budi dipulihkan.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(trash).getByRole('button', { name: 'Pulihkan hasil Citra' })).toHaveFocus(),
    );
  });

  it('says when the trash is empty', async () => {
    mockTrashApi();
    const { user } = renderApp('/history');
    const trash = await openTrash(user, 0);
    expect(within(trash).getByText('Sampah kosong.')).toBeInTheDocument();
  });

  it('explains a failure to load in Indonesian, with a retry', async () => {
    let down = true;
    mockTrashApi({
      trash: [trashed(budi)],
      override: ({ path }) =>
        down && path === '/api/history/trash'
          ? jsonResponse(503, { message: 'Database unavailable' })
          : undefined,
    });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Sampah' }));
    const trash = await screen.findByRole('region', { name: 'Sampah' });
    expect(
      await within(trash).findByText(
        'Sampah gagal dimuat: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.',
      ),
    ).toBeInTheDocument();
    down = false;
    await user.click(within(trash).getByRole('button', { name: 'Coba lagi' }));
    expect(
      await within(trash).findByRole('button', { name: 'Pulihkan hasil Budi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sampah (1)' })).toBeInTheDocument();
  });

  it('explains a restore that failed', async () => {
    mockTrashApi({
      trash: [trashed(budi)],
      override: ({ path }) =>
        path.endsWith('/restore') ? jsonResponse(404, { message: 'Not in the trash' }) : undefined,
    });
    const { user } = renderApp('/history');
    const trash = await openTrash(user, 1);
    await user.click(within(trash).getByRole('button', { name: 'Pulihkan hasil Budi' }));
    expect(
      await within(trash).findByText(
        'Hasil ini tidak ada lagi di Sampah: mungkin sudah dipulihkan atau dihapus permanen.',
      ),
    ).toBeInTheDocument();
  });

  it('pages through a trash of more than 25 results', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      trashed(record({ id: 100 + index, name: `Siswa ${index + 1}` })),
    );
    const api = mockTrashApi({ trash: many });
    const { user } = renderApp('/history');
    const trash = await openTrash(user, 30);
    expect(within(trash).getAllByRole('listitem')).toHaveLength(25);
    expect(within(trash).getByText('1–25 dari 30')).toBeInTheDocument();
    expect(within(trash).getByRole('button', { name: 'Halaman Sampah sebelumnya' })).toBeDisabled();

    await user.click(within(trash).getByRole('button', { name: 'Halaman Sampah berikutnya' }));
    expect(await within(trash).findByText('26–30 dari 30')).toBeInTheDocument();
    expect(within(trash).getAllByRole('listitem')).toHaveLength(5);
    expect(api.sent('GET', '/api/history/trash').at(-1)!.params.get('page')).toBe('2');
    expect(within(trash).getByRole('button', { name: 'Halaman Sampah berikutnya' })).toBeDisabled();
  });
});
