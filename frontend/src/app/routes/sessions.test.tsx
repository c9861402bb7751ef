import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionSummary } from '@piba/shared';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const summary = (overrides: Partial<SessionSummary> = {}): SessionSummary => ({
  code: 'K7P3QX',
  name: 'SMPN 1 Sleman — kelas 8',
  open: true,
  created_at: '2026-11-25T01:00:00.000Z',
  join_url: '/s/K7P3QX',
  consent: null,
  results: { pretest: 20, posttest: 18, total: 38 },
  pack_version: '3f9a0c1d2b4e5f60',
  answer_key_version: 'e125b284',
  ...overrides,
});

/** Answers the sessions API as the server would, recording what the page sent. */
function sessionsServer(sessions: SessionSummary[]) {
  const answer = (input: Parameters<typeof fetch>[0], init?: RequestInit): Response => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/sessions' && method === 'GET') return jsonResponse(200, { data: sessions });
    if (url === '/api/sessions' && method === 'POST') {
      const { name, consent_confirmed_by } = JSON.parse(init!.body as string);
      return jsonResponse(201, {
        code: 'BCDFGH',
        name,
        join_url: '/s/BCDFGH',
        teacher_key: 'BCDFGH-kunci-rahasia-sekali',
        created_at: '2026-11-25T02:00:00.000Z',
        consent: consent_confirmed_by
          ? { confirmed_by: consent_confirmed_by, confirmed_at: '2026-11-25T02:00:00.000Z' }
          : null,
      });
    }
    if (url === '/api/sessions/K7P3QX/key') {
      return jsonResponse(200, { code: 'K7P3QX', teacher_key: 'K7P3QX-kunci-baru' });
    }
    if (url === '/api/sessions/K7P3QX' && method === 'PATCH') {
      const { open } = JSON.parse(init!.body as string);
      return jsonResponse(200, { code: 'K7P3QX', name: sessions[0].name, open });
    }
    if (url === '/api/teacher/me') return jsonResponse(200, { role: 'admin' });
    return jsonResponse(404, { message: `unexpected ${method} ${url}` });
  };
  return mockFetch().mockImplementation((input, init) => Promise.resolve(answer(input, init)));
}

describe('the sessions page', () => {
  beforeEach(() => setTabStorage({ teacherKey: 'kunci-admin-2026' }));

  it('lists sessions with their results and sends the admin key', async () => {
    const fetchMock = sessionsServer([summary()]);
    renderApp('/history/sessions');
    const table = await screen.findByRole('table', { name: 'Daftar sesi' });
    const row = within(table).getByRole('row', { name: /SMPN 1 Sleman/ });
    expect(row).toHaveTextContent('K7P3QX');
    expect(row).toHaveTextContent('Dibuka');
    expect(row).toHaveTextContent('38 (20 / 18)');
    expect(row).toHaveTextContent('2026-11-25 08:00');
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({
      'x-teacher-key': 'kunci-admin-2026',
    });
  });

  it('flags a session without a consent record, and names who confirmed the others', async () => {
    sessionsServer([
      summary(),
      summary({
        code: 'BCDFGH',
        name: 'SMPN 2 Depok',
        consent: { confirmed_by: 'Bu Sari, guru BK', confirmed_at: '2026-11-24T03:30:00.000Z' },
      }),
    ]);
    renderApp('/history/sessions');
    const table = await screen.findByRole('table', { name: 'Daftar sesi' });
    expect(
      within(table).getByRole('columnheader', { name: 'Persetujuan orang tua/wali' }),
    ).toBeInTheDocument();
    const flagged = within(table).getByRole('row', { name: /SMPN 1 Sleman/ });
    const warning = within(flagged).getByRole('note', { name: /^Persetujuan belum tercatat/ });
    expect(warning).toHaveTextContent('Persetujuan belum tercatat');
    expect(warning).toHaveAccessibleName(/persetujuan tertulis orang tua\/wali/);
    const confirmed = within(table).getByRole('row', { name: /SMPN 2 Depok/ });
    expect(confirmed).toHaveTextContent('Persetujuan: Bu Sari, guru BK, 2026-11-24 10:30 WIB');
    expect(within(confirmed).queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when there is no session yet', async () => {
    sessionsServer([]);
    renderApp('/history/sessions');
    expect(await screen.findByText(/Belum ada sesi/)).toBeInTheDocument();
  });

  it('creates a session and shows its code, link, QR code and key once', async () => {
    const fetchMock = sessionsServer([]);
    const { user } = renderApp('/history/sessions');
    await user.type(await screen.findByLabelText('Nama sesi'), '  SMPN 2 Depok  ');
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMPN 2 Depok' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post![1]!.body as string)).toEqual({ name: 'SMPN 2 Depok' });
    expect(within(dialog).getByText('BCDFGH')).toBeInTheDocument();
    expect(within(dialog).getByText(`${window.location.origin}/s/BCDFGH`)).toBeInTheDocument();
    const qr = await within(dialog).findByRole('img', { name: /Kode QR untuk .*\/s\/BCDFGH/ });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toMatch(/^data:image\/svg\+xml;.*<svg/);
    expect(within(dialog).getByTestId('session-key')).toHaveTextContent(
      'BCDFGH-kunci-rahasia-sekali',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('session-key')).not.toBeInTheDocument());
  });

  it('offers the teacher a link that signs in, with its own QR code, once', async () => {
    sessionsServer([]);
    const { user } = renderApp('/history/sessions');
    await user.type(await screen.findByLabelText('Nama sesi'), 'SMPN 2 Depok');
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMPN 2 Depok' });
    // The key in the fragment, which the browser never sends to the server.
    const link = `${window.location.origin}/history#kunci=BCDFGH-kunci-rahasia-sekali`;
    expect(within(dialog).getByTestId('teacher-link')).toHaveTextContent(link);
    // The key opens the class's names and scores: this dialog is not for the projector.
    expect(within(dialog).getByText(/^Jangan tayangkan layar ini ke kelas\./)).toBeVisible();
    const qr = await within(dialog).findByRole('img', { name: 'Kode QR tautan guru' });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toMatch(/^data:image\/svg\+xml;.*<svg/);

    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Salin tautan guru' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(dialog).getByRole('button', { name: 'Tersalin' })).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('prints a handover sheet with both links, their QR codes and first steps', async () => {
    sessionsServer([]);
    // As a browser does, printing starts with beforeprint; the sheet is drawn then.
    const print = jest
      .spyOn(window, 'print')
      .mockImplementation(() => void window.dispatchEvent(new Event('beforeprint')));
    const { user } = renderApp('/history/sessions');
    await user.type(await screen.findByLabelText('Nama sesi'), 'SMPN 2 Depok — kelas 8');
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMPN 2 Depok — kelas 8' });
    await within(dialog).findByRole('img', { name: 'Kode QR tautan guru' });
    expect(screen.queryByTestId('handover-sheet')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cetak lembar serah terima' }));
    expect(print).toHaveBeenCalled();
    // Hidden on screen; the print style sheet shows it alone.
    const sheet = screen.getByTestId('handover-sheet');
    expect(sheet).not.toBeVisible();
    const origin = window.location.origin;
    expect(within(sheet).getByText('SMPN 2 Depok — kelas 8')).toBeInTheDocument();
    expect(within(sheet).getByText('BCDFGH')).toBeInTheDocument();
    expect(within(sheet).getByText(`${origin}/s/BCDFGH`)).toBeInTheDocument();
    expect(
      within(sheet).getByText(`${origin}/history#kunci=BCDFGH-kunci-rahasia-sekali`),
    ).toBeInTheDocument();
    const images = within(sheet).getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Kode QR tautan siswa',
      'Kode QR tautan guru',
    ]);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const steps = within(sheet).getAllByRole('listitem', { hidden: true });
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent(
      `buka tautan guru di komputer. Halaman hasil sesi ini langsung terbuka.`,
    );
    expect(steps[0]).toHaveTextContent(`${origin}/history lalu memasukkan kunci sesi BCDFGH-`);
    expect(steps[1]).toHaveTextContent('mengerjakan pretest');
    expect(sheet).toHaveTextContent('Simpan lembar ini seperti kunci');

    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByTestId('handover-sheet')).not.toBeInTheDocument();
  });

  it("shares a listed session by the server's join link, with no key", async () => {
    sessionsServer([summary({ join_url: 'http://192.168.1.10:3000/s/K7P3QX' })]);
    const { user } = renderApp('/history/sessions');
    await user.click(await screen.findByRole('button', { name: 'Tautan & QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMPN 1 Sleman — kelas 8' });
    expect(within(dialog).getByText('http://192.168.1.10:3000/s/K7P3QX')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('img', {
        name: 'Kode QR untuk http://192.168.1.10:3000/s/K7P3QX',
      }),
    ).toBeInTheDocument();
    // The address students use: no warning, and nothing for the teacher but the results' key.
    expect(within(dialog).queryByText(/Siswa tidak dapat membuka/)).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('session-key')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('teacher-link')).not.toBeInTheDocument();
  });

  it('warns that students cannot open a link to this computer, and says how to fix it', async () => {
    // PUBLIC_URL unset: the server sends the path, and this browser is at localhost.
    sessionsServer([summary({ join_url: '/s/K7P3QX' })]);
    const { user } = renderApp('/history/sessions');
    await user.click(await screen.findByRole('button', { name: 'Tautan & QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMPN 1 Sleman — kelas 8' });
    expect(within(dialog).getByText('http://localhost/s/K7P3QX')).toBeInTheDocument();
    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent(
      'Siswa tidak dapat membuka alamat ini: localhost hanya berlaku di komputer ini sendiri.',
    );
    expect(warning).toHaveTextContent(
      'Atur PUBLIC_URL di server ke alamat yang dipakai siswa, misalnya http://192.168.1.10:3000',
    );
    expect(warning).toHaveTextContent('docs/deploy.md');
  });

  it('builds the teacher link on PUBLIC_URL, path included, after a new key', async () => {
    sessionsServer([summary({ join_url: 'https://sekolah.example.id/piba/s/K7P3QX' })]);
    const { user } = renderApp('/history/sessions');
    await user.click(await screen.findByRole('button', { name: 'Kunci baru' }));
    const confirm = await screen.findByRole('dialog', { name: 'Buat kunci baru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Buat kunci baru' }));
    expect(await screen.findByTestId('teacher-link')).toHaveTextContent(
      'https://sekolah.example.id/piba/history#kunci=K7P3QX-kunci-baru',
    );
    expect(screen.getByText('https://sekolah.example.id/piba/s/K7P3QX')).toBeInTheDocument();
  });

  it('sends who confirmed the consent when the box is ticked', async () => {
    const fetchMock = sessionsServer([]);
    const { user } = renderApp('/history/sessions');
    await user.type(await screen.findByLabelText('Nama sesi'), 'SMPN 3 Bantul');
    const box = screen.getByRole('checkbox', {
      name: 'Sekolah sudah memegang persetujuan tertulis orang tua/wali siswa untuk kegiatan ini',
    });
    // Unticked, the form says what the session will be marked as, and does not block.
    expect(screen.getByText(/ditandai .Persetujuan belum tercatat. di daftar sesi/)).toBeVisible();
    await user.click(box);
    expect(screen.queryByText(/ditandai .Persetujuan belum tercatat/)).not.toBeInTheDocument();

    // Ticked, the name of who confirms is required.
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    const confirmer = screen.getByLabelText('Dikonfirmasi oleh');
    expect(confirmer).toHaveAccessibleDescription(/Wajib diisi/);
    expect(confirmer).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(confirmer, '  Bu Sari, guru BK ');
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    await screen.findByRole('dialog', { name: 'SMPN 3 Bantul' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post![1]!.body as string)).toEqual({
      name: 'SMPN 3 Bantul',
      consent_confirmed_by: 'Bu Sari, guru BK',
    });
  });

  it('creates a session without a consent record when the box is left unticked', async () => {
    const fetchMock = sessionsServer([]);
    const { user } = renderApp('/history/sessions');
    await user.type(await screen.findByLabelText('Nama sesi'), 'SMPN 4 Klaten');
    await user.click(
      screen.getByRole('checkbox', { name: /persetujuan tertulis orang tua\/wali/ }),
    );
    await user.type(screen.getByLabelText('Dikonfirmasi oleh'), 'Pak Budi');
    // Unticked again: what was typed is not sent.
    await user.click(
      screen.getByRole('checkbox', { name: /persetujuan tertulis orang tua\/wali/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    await screen.findByRole('dialog', { name: 'SMPN 4 Klaten' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post![1]!.body as string)).toEqual({ name: 'SMPN 4 Klaten' });
  });

  it('renews a key after asking, and shows the new one', async () => {
    sessionsServer([summary()]);
    const { user } = renderApp('/history/sessions');
    await user.click(await screen.findByRole('button', { name: 'Kunci baru' }));
    const confirm = await screen.findByRole('dialog', { name: 'Buat kunci baru?' });
    expect(confirm).toHaveTextContent('Kunci lama');
    await user.click(within(confirm).getByRole('button', { name: 'Buat kunci baru' }));
    expect(await screen.findByTestId('session-key')).toHaveTextContent('K7P3QX-kunci-baru');
  });

  it('closes a session after asking', async () => {
    const fetchMock = sessionsServer([summary()]);
    const { user } = renderApp('/history/sessions');
    await user.click(await screen.findByRole('button', { name: 'Tutup sesi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tutup sesi ini?' });
    await user.click(within(confirm).getByRole('button', { name: 'Tutup sesi' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            url === '/api/sessions/K7P3QX' &&
            init?.method === 'PATCH' &&
            init.body === JSON.stringify({ open: false }),
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a closed session again after asking', async () => {
    const fetchMock = sessionsServer([summary({ open: false })]);
    const { user } = renderApp('/history/sessions');
    const row = await screen.findByRole('row', { name: /SMPN 1 Sleman/ });
    expect(row).toHaveTextContent('Ditutup');
    expect(within(row).queryByRole('button', { name: 'Tutup sesi' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Buka lagi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Buka lagi sesi ini?' });
    expect(confirm).toHaveTextContent('Siswa dapat bergabung lagi ke "SMPN 1 Sleman — kelas 8"');
    const patches = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/sessions/K7P3QX' && init?.method === 'PATCH',
      );
    expect(patches()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Buka lagi' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0][1]?.body).toBe(JSON.stringify({ open: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when "Buka lagi" is cancelled', async () => {
    const fetchMock = sessionsServer([summary({ open: false })]);
    const { user } = renderApp('/history/sessions');
    await user.click(await screen.findByRole('button', { name: 'Buka lagi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Buka lagi sesi ini?' });
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('tells a teacher with a session key that the page is for the administrator', async () => {
    mockFetch().mockResolvedValue(jsonResponse(403, { message: 'This needs the admin key' }));
    renderApp('/history/sessions');
    expect(await screen.findByRole('alert')).toHaveTextContent('untuk pengelola aplikasi');
  });
});
