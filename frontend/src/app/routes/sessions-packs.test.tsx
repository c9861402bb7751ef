import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionSummary } from '@piba/shared';
import { axeViolations } from '../../testing/axe';
import { defaultPackBody, packVersionBody } from '../../testing/lesson-pack';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const version = (id: string, note: string, retired = false) => ({
  version: id,
  answer_key_version: 'e125b284',
  note,
  published_at: '2026-11-25T01:00:00.000Z',
  retired_at: retired ? '2026-11-26T01:00:00.000Z' : null,
});

const packs = [
  {
    id: 'gizi',
    title: 'Gizi seimbang',
    is_default: false,
    draft: null,
    versions: [version('abcdef0123456789', 'Untuk SMP'), version('9999aaaa9999aaaa', 'Lama', true)],
  },
  {
    id: 'piba',
    title: 'PIBA: Tubuh, Senam RAS, Pernapasan',
    is_default: true,
    draft: null,
    versions: [
      version('fedcba9876543210', 'Ditarik', true),
      version('0123456789abcdef', 'Versi awal'),
      version('1111222233334444', 'Uji coba'),
    ],
  },
];

const summary = (overrides: Partial<SessionSummary> = {}): SessionSummary => ({
  code: 'K7P3QX',
  name: 'SMPN 1 Sleman — kelas 8',
  open: true,
  created_at: '2026-11-25T01:00:00.000Z',
  join_url: '/s/K7P3QX',
  consent: null,
  results: { pretest: 20, posttest: 18, total: 38 },
  pack_version: 'abcdef0123456789',
  answer_key_version: 'e125b284',
  ...overrides,
});

const withFormB = {
  ...defaultPackBody.document,
  form_b: defaultPackBody.document.questions.map((question) => ({
    ...question,
    name: `${question.name}-b`,
  })),
};

/** The sessions and packs API; `patch` answers a change of a session (by default, its lookup). */
function server(sessions: SessionSummary[], patch?: () => Response) {
  return mockFetch().mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/sessions/') && method === 'PATCH') {
      const body = JSON.parse(init!.body as string);
      const code = url.slice('/api/sessions/'.length);
      if (patch) return Promise.resolve(patch());
      sessions = sessions.map((session) =>
        session.code === code ? { ...session, ...body } : session,
      );
      return Promise.resolve(jsonResponse(200, { code, open: true, ...body }));
    }
    if (url === '/api/sessions' && method === 'GET') {
      return Promise.resolve(jsonResponse(200, { data: sessions }));
    }
    if (url === '/api/packs' && method === 'GET') {
      return Promise.resolve(jsonResponse(200, { packs }));
    }
    // The default pack's newest version has a form B, the other pack's has none.
    if (url === '/api/pack-versions/0123456789abcdef') {
      return Promise.resolve(jsonResponse(200, packVersionBody(withFormB, '0123456789abcdef')));
    }
    if (url === '/api/pack-versions/abcdef0123456789') {
      return Promise.resolve(
        jsonResponse(200, packVersionBody(defaultPackBody.document, 'abcdef0123456789')),
      );
    }
    if (url === '/api/sessions' && method === 'POST') {
      const body = JSON.parse(init!.body as string);
      return Promise.resolve(
        jsonResponse(201, {
          ...body,
          code: 'BCDFGH',
          join_url: '/s/BCDFGH',
          teacher_key: 'BCDFGH-kunci',
          created_at: '2026-11-25T02:00:00.000Z',
          consent: null,
          answer_key_version: 'e125b284',
        }),
      );
    }
    if (url === '/api/teacher/me') return Promise.resolve(jsonResponse(200, { role: 'admin' }));
    return Promise.resolve(jsonResponse(404, { message: `unexpected ${method} ${url}` }));
  });
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) => {
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return JSON.parse(post![1]!.body as string);
};

describe('lesson packs on the sessions page', () => {
  beforeEach(() => setTabStorage({ teacherKey: 'kunci-admin-2026' }));

  it("creates a session on the default pack's newest version unless another is chosen", async () => {
    const fetchMock = server([]);
    const { user } = renderApp('/history/sessions');
    const select = await screen.findByRole('combobox', { name: 'Paket materi' });
    await screen.findByRole('option', { name: /Gizi seimbang/ });
    expect(select).toHaveDisplayValue('PIBA: Tubuh, Senam RAS, Pernapasan · 01234567 · Versi awal');
    // Only published versions not retired are offered, the default pack's first.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'PIBA: Tubuh, Senam RAS, Pernapasan · 01234567 · Versi awal',
      'PIBA: Tubuh, Senam RAS, Pernapasan · 11112222 · Uji coba',
      'Gizi seimbang · abcdef01 · Untuk SMP',
    ]);
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByLabelText('Nama sesi'), 'SMPN 2 Depok');
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    await screen.findByRole('dialog', { name: 'SMPN 2 Depok' });
    expect(posted(fetchMock)).toEqual({ name: 'SMPN 2 Depok', pack_version: '0123456789abcdef' });
  });

  it('sends the version chosen', async () => {
    const fetchMock = server([]);
    const { user } = renderApp('/history/sessions');
    await screen.findByRole('option', { name: /Gizi seimbang/ });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Paket materi' }),
      'Gizi seimbang · abcdef01 · Untuk SMP',
    );
    await user.type(screen.getByLabelText('Nama sesi'), 'SMPN 3 Bantul');
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    await screen.findByRole('dialog', { name: 'SMPN 3 Bantul' });
    expect(posted(fetchMock)).toEqual({ name: 'SMPN 3 Bantul', pack_version: 'abcdef0123456789' });
  });

  it('offers the form designs by the version chosen, and drops one it has no form B for', async () => {
    const fetchMock = server([]);
    const { user } = renderApp('/history/sessions');
    await screen.findByRole('option', { name: /Gizi seimbang/ });
    await user.type(screen.getByLabelText('Nama sesi'), 'SMPN 3 Bantul');
    await user.click(screen.getByRole('button', { name: 'Desain penelitian (opsional)' }));
    await screen.findByText('Paket materi sesi ini memiliki bentuk soal B.');
    await user.click(screen.getByLabelText(/^A-B/));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Paket materi' }),
      'Gizi seimbang · abcdef01 · Untuk SMP',
    );
    await screen.findByText(/belum memiliki bentuk soal B/);
    expect(screen.getByLabelText(/^A saja/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    await screen.findByRole('dialog', { name: 'SMPN 3 Bantul' });
    expect(posted(fetchMock)).toEqual({ name: 'SMPN 3 Bantul', pack_version: 'abcdef0123456789' });
  });

  it("names each session's pack in the list", async () => {
    server([
      summary(),
      summary({ code: 'BCDFGH', name: 'SMPN 2 Depok', pack_version: '0123456789abcdef' }),
    ]);
    renderApp('/history/sessions');
    const table = await screen.findByRole('table', { name: 'Daftar sesi' });
    const row = (name: string) => within(table).getByRole('rowheader', { name: new RegExp(name) });
    expect(await within(table).findByText('Paket: Gizi seimbang · abcdef01')).toBeInTheDocument();
    expect(row('SMPN 1 Sleman')).toHaveTextContent('Paket: Gizi seimbang · abcdef01');
    expect(row('SMPN 2 Depok')).toHaveTextContent(
      'Paket: PIBA: Tubuh, Senam RAS, Pernapasan · 01234567',
    );
  });

  describe('"Ganti paket"', () => {
    const fresh = summary({
      code: 'BCDFGH',
      name: 'SMPN 2 Depok',
      pack_version: '0123456789abcdef',
      results: { pretest: 0, posttest: 0, total: 0 },
    });
    const patches = (fetchMock: ReturnType<typeof mockFetch>) =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PATCH')
        .map(([input, init]) => [requestUrl(input), JSON.parse(init!.body as string)]);

    async function openDialog() {
      const { user } = renderApp('/history/sessions');
      const table = await screen.findByRole('table', { name: 'Daftar sesi' });
      await within(table).findByText('Paket: Gizi seimbang · abcdef01');
      const row = (name: string) =>
        within(table)
          .getByRole('rowheader', { name: new RegExp(name) })
          .closest('tr')!;
      // A session with results keeps its pack: every result of a session answers the same test.
      expect(
        within(row('SMPN 1 Sleman')).queryByRole('button', { name: 'Ganti paket' }),
      ).not.toBeInTheDocument();
      await user.click(within(row('SMPN 2 Depok')).getByRole('button', { name: 'Ganti paket' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ganti paket materi?' });
      const select = within(dialog).getByRole('combobox', { name: 'Paket materi' });
      return { user, dialog, select };
    }

    it('gives a session without results another published version', async () => {
      const fetchMock = server([summary(), fresh]);
      const { user, dialog, select } = await openDialog();
      expect(select).toHaveDisplayValue(
        'PIBA: Tubuh, Senam RAS, Pernapasan · 01234567 · Versi awal',
      );
      expect(within(dialog).getByRole('button', { name: 'Ganti paket' })).toBeDisabled();
      expect(await act(() => axeViolations())).toEqual([]);
      await user.selectOptions(select, 'Gizi seimbang · abcdef01 · Untuk SMP');
      await user.click(within(dialog).getByRole('button', { name: 'Ganti paket' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      // The list, read again, names the session's new pack.
      const row = await screen.findByRole('rowheader', { name: /SMPN 2 Depok/ });
      await waitFor(() => expect(row).toHaveTextContent('Paket: Gizi seimbang · abcdef01'));
      expect(patches(fetchMock)).toEqual([
        ['/api/sessions/BCDFGH', { pack_version: 'abcdef0123456789' }],
      ]);
    });

    it('says why the server kept the pack of a session whose results are in the trash', async () => {
      server([summary(), fresh], () =>
        jsonResponse(409, { message: 'pack_version would change, but the session holds results' }),
      );
      const { user, dialog, select } = await openDialog();
      await user.selectOptions(select, 'Gizi seimbang · abcdef01 · Untuk SMP');
      await user.click(within(dialog).getByRole('button', { name: 'Ganti paket' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        /sudah punya hasil \(di tabel atau di sampah\)/,
      );
      expect(dialog).toBeInTheDocument();
    });
  });
});
