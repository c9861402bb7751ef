import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, setTabStorage } from '../../../testing/test-utils';
import { preloadGrid, record } from '../../../testing/history-api-mock';
import { ADMIN, mockTrashApi, SESSION_TEACHER, trashed } from '../testing/trash-fixtures';

const budiPre = record({ id: 7, name: 'Budi', class_room: '8C', session_code: 'K7P3QX' });
const budiPost = record({
  id: 9,
  name: 'Budi',
  class_room: '8C',
  session_code: 'K7P3QX',
  is_pretest: false,
  is_posttest: true,
});
const ani = record({ id: 8, name: 'Ani', class_room: '8A' });
const ERASE_BUDI = 'Hapus permanen hasil Budi (permintaan orang tua/wali)';
const REASON = 'Permintaan orang tua, surat no. 12/2026';

describe("erasing a student's results on a parent's request", () => {
  beforeAll(preloadGrid);

  it('is offered to the admin key, in the table and in the trash', async () => {
    mockTrashApi({ scope: ADMIN, rows: [budiPre, ani], trash: [trashed(budiPost)] });
    const { user } = renderApp('/history');
    expect(await screen.findByRole('button', { name: ERASE_BUDI })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Hapus permanen hasil Ani (permintaan orang tua/wali)' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sampah (1)' }));
    const trash = await screen.findByRole('region', { name: 'Sampah' });
    expect(within(trash).getByRole('button', { name: ERASE_BUDI })).toBeInTheDocument();
  });

  it('is never shown to a session key', async () => {
    mockTrashApi({ scope: SESSION_TEACHER, rows: [budiPre, ani], trash: [trashed(budiPost)] });
    const { user } = renderApp('/history');
    await screen.findByText('Sesi: SMP A (K7P3QX). Kunci ini hanya membuka hasil sesi ini.');
    expect(await screen.findByRole('button', { name: 'Hapus hasil Budi' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sampah (1)' }));
    const trash = await screen.findByRole('region', { name: 'Sampah' });
    expect(within(trash).getByRole('button', { name: 'Pulihkan hasil Budi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus permanen/ })).not.toBeInTheDocument();
  });

  it('explains what is erased, requires a reason, and says how many results were erased', async () => {
    setTabStorage({ teacherKey: 'kunci-admin' });
    const api = mockTrashApi({ scope: ADMIN, rows: [budiPre, ani], trash: [trashed(budiPost)] });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: ERASE_BUDI }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Hapus permanen semua hasil siswa ini?',
    });
    expect(within(dialog).getByText('Nama: Budi')).toBeInTheDocument();
    expect(within(dialog).getByText('Kelas: 8C')).toBeInTheDocument();
    expect(within(dialog).getByText('Sesi: K7P3QX')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/pretest dan posttest, juga yang ada di Sampah/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/tidak dapat dipulihkan/)).toBeInTheDocument();

    const confirm = within(dialog).getByRole('button', { name: 'Hapus permanen' });
    expect(confirm).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: 'Alasan' });
    await user.type(reason, 'ok');
    expect(confirm).toBeDisabled();
    await user.type(reason, '   ');
    expect(confirm).toBeDisabled();
    await user.clear(reason);
    await user.type(reason, REASON);
    expect(confirm).toBeEnabled();
    expect(api.sent('POST', '/erase')).toHaveLength(0);

    await user.click(confirm);
    expect(await screen.findByText('2 hasil dihapus permanen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = api.sent('POST', '/erase');
    expect(request.path).toBe('/api/history/7/erase');
    expect(request.headers['x-teacher-key']).toBe('kunci-admin');
    expect(api.bodies('/erase')).toEqual([{ reason: REASON }]);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Budi' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Sampah (0)' })).toBeInTheDocument();
  });

  it('sends nothing when cancelled', async () => {
    const api = mockTrashApi({ scope: ADMIN, rows: [budiPre] });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: ERASE_BUDI }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alasan' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST', '/erase')).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: 'Budi' })).toBeInTheDocument();
  });

  it('erases from a trash row too', async () => {
    const api = mockTrashApi({ scope: ADMIN, rows: [ani], trash: [trashed(budiPost)] });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Sampah (1)' }));
    const trash = await screen.findByRole('region', { name: 'Sampah' });
    await user.click(within(trash).getByRole('button', { name: ERASE_BUDI }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alasan' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Hapus permanen' }));
    expect(await screen.findByText('1 hasil dihapus permanen.')).toBeInTheDocument();
    expect(api.sent('POST', '/erase')[0].path).toBe('/api/history/9/erase');
    expect(await within(trash).findByText('Sampah kosong.')).toBeInTheDocument();
  });

  it('shows a refusal in plain Indonesian and keeps the dialog open', async () => {
    mockTrashApi({
      scope: ADMIN,
      rows: [budiPre],
      override: ({ path }) =>
        path.endsWith('/erase') ? jsonResponse(403, { message: 'Admin key only' }) : undefined,
    });
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: ERASE_BUDI }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alasan' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Hapus permanen' }));
    expect(
      await within(dialog).findByText(
        'Hasil gagal dihapus permanen: hanya kunci admin pengelola aplikasi yang boleh; kunci sesi hanya membuka hasil sesinya.',
      ),
    ).toBeInTheDocument();
    // Behind the open dialog, the row is still there.
    expect(screen.getByRole('rowheader', { name: 'Budi', hidden: true })).toBeInTheDocument();
  });
});
