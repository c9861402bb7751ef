import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, TeacherScope } from '@piba/shared';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2026-11-25T01:00:00.000Z',
  actor: 'admin',
  action: 'sign-in',
  target: null,
  detail: null,
  address: '10.0.0.7',
  ...overrides,
});

/** One entry of each kind the server writes, newest first. */
const everyKind: AuditEntry[] = [
  entry({
    id: 11,
    at: '2026-11-25T09:00:00.000Z',
    actor: 'system',
    action: 'pseudonymise',
    target: '40 results',
    detail: 'older than 24 months',
    address: null,
  }),
  entry({
    id: 10,
    actor: 'system',
    action: 'purge',
    target: '3 results',
    detail: 'in the trash longer than TRASH_DAYS',
    address: null,
  }),
  entry({
    id: 9,
    action: 'erase',
    target: 'result 12',
    detail: 'Permintaan orang tua, surat 12/2026 (2 results)',
  }),
  entry({ id: 8, action: 'key-renewal', target: 'session K7P3QX' }),
  entry({ id: 7, action: 'session-reopen', target: 'session K7P3QX' }),
  entry({ id: 6, action: 'session-close', target: 'session K7P3QX' }),
  entry({ id: 5, action: 'restore', target: 'result 12' }),
  entry({ id: 4, actor: 'session K7P3QX', action: 'delete', target: 'result 12' }),
  entry({
    id: 3,
    actor: 'session K7P3QX',
    action: 'export',
    target: 'results (session=K7P3QX, classRoom=8A, a name search, pseudonymous)',
  }),
  entry({
    id: 2,
    action: 'session-create',
    target: 'session K7P3QX',
    detail: 'no consent record, pack version 4ab983e17607bdfc',
  }),
  entry({ id: 1 }),
];

/** Answers the audit log a page at a time, as the server does, and records what was asked. */
function auditServer(
  entries: AuditEntry[],
  { scope = { role: 'admin' }, status = 200 }: { scope?: TeacherScope; status?: number } = {},
) {
  const fetchMock = mockFetch().mockImplementation((input) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    if (url.pathname === '/api/teacher/me') return Promise.resolve(jsonResponse(200, scope));
    if (url.pathname === '/api/sessions') return Promise.resolve(jsonResponse(200, { data: [] }));
    if (url.pathname !== '/api/audit') {
      return Promise.resolve(jsonResponse(404, { message: `unexpected ${url.pathname}` }));
    }
    if (status !== 200) return Promise.resolve(jsonResponse(status, { message: 'Refused' }));
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    return Promise.resolve(
      jsonResponse(200, {
        data: entries.slice((page - 1) * pageSize, page * pageSize),
        meta: { page, pageSize, total: entries.length },
      }),
    );
  });
  const auditRequests = () =>
    fetchMock.mock.calls
      .map(([input]) => requestUrl(input))
      .filter((url) => url.startsWith('/api/audit'));
  return { fetchMock, auditRequests };
}

const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the audit log page', () => {
  beforeEach(() => setTabStorage({ teacherKey: 'kunci-admin-2026' }));

  it('lists who did what, when (WIB), to what and from where, in Indonesian', async () => {
    const { fetchMock, auditRequests } = auditServer(everyKind);
    renderApp('/history/audit');
    expect(await screen.findByRole('heading', { name: 'Log Akses', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Log akses' });
    expect(auditRequests()).toEqual(['/api/audit?page=1&pageSize=50']);
    const audit = fetchMock.mock.calls.find(([input]) =>
      requestUrl(input).startsWith('/api/audit'),
    );
    expect(audit![1]?.headers).toMatchObject({ 'x-teacher-key': 'kunci-admin-2026' });

    const rows = within(table).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows).toEqual([
      [
        '2026-11-25 16:00',
        'Sistem',
        'Nama diganti pseudonim',
        '40 hasil',
        'Lebih dari 24 bulan',
        '—',
      ],
      [
        '2026-11-25 08:00',
        'Sistem',
        'Sampah dikosongkan otomatis',
        '3 hasil',
        'Lebih lama di Sampah daripada batas simpan (TRASH_DAYS)',
        '—',
      ],
      [
        '2026-11-25 08:00',
        'Admin',
        'Hapus permanen',
        'Hasil no. 12',
        'Permintaan orang tua, surat 12/2026 (2 hasil)',
        '10.0.0.7',
      ],
      ['2026-11-25 08:00', 'Admin', 'Kunci sesi diganti', 'Sesi K7P3QX', '—', '10.0.0.7'],
      ['2026-11-25 08:00', 'Admin', 'Sesi dibuka lagi', 'Sesi K7P3QX', '—', '10.0.0.7'],
      ['2026-11-25 08:00', 'Admin', 'Sesi ditutup', 'Sesi K7P3QX', '—', '10.0.0.7'],
      ['2026-11-25 08:00', 'Admin', 'Pulihkan', 'Hasil no. 12', '—', '10.0.0.7'],
      ['2026-11-25 08:00', 'Sesi K7P3QX', 'Hapus ke Sampah', 'Hasil no. 12', '—', '10.0.0.7'],
      [
        '2026-11-25 08:00',
        'Sesi K7P3QX',
        'Ekspor',
        'Hasil (sesi K7P3QX, kelas 8A, dengan pencarian nama, tanpa nama (kode peserta))',
        '—',
        '10.0.0.7',
      ],
      [
        '2026-11-25 08:00',
        'Admin',
        'Sesi dibuat',
        'Sesi K7P3QX',
        'Persetujuan belum tercatat, paket materi versi 4ab983e17607bdfc',
        '10.0.0.7',
      ],
      ['2026-11-25 08:00', 'Admin', 'Masuk dengan kunci', '—', '—', '10.0.0.7'],
    ]);
    expect(screen.getByText('1–11 dari 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' })).toBeDisabled();
  });

  it('reads the log fifty entries at a time', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      entry({ id: 120 - i, target: `result ${120 - i}`, action: 'delete' }),
    );
    const { auditRequests } = auditServer(many);
    const { user } = renderApp('/history/audit');
    const table = await screen.findByRole('table', { name: 'Log akses' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('1–50 dari 120')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Pergi ke halaman sebelumnya' });
    expect(previous).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' }));
    expect(await screen.findByText('51–100 dari 120')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Hasil no. 70');
    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' }));
    expect(await screen.findByText('101–120 dari 120')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    // The last page: the focus moves to the button that still leads somewhere.
    expect(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pergi ke halaman sebelumnya' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman sebelumnya' }));
    expect(await screen.findByText('51–100 dari 120')).toBeInTheDocument();
    expect(auditRequests().slice(0, 3)).toEqual([
      '/api/audit?page=1&pageSize=50',
      '/api/audit?page=2&pageSize=50',
      '/api/audit?page=3&pageSize=50',
    ]);
  });

  it('shows each entry as a card on a phone', async () => {
    // A phone's width: MUI's breakpoint query for "below sm" matches.
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
    try {
      auditServer(everyKind.slice(-3));
      renderApp('/history/audit');
      const list = await screen.findByRole('list', { name: 'Log akses' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(cards[0]).toHaveTextContent('2026-11-25 08:00 WIB · Sesi K7P3QX');
      expect(cards[0]).toHaveTextContent('Ekspor');
      expect(within(cards[1]).getByText('Sesi dibuat')).toBeInTheDocument();
      expect(
        within(cards[1]).getByText(/^Persetujuan belum tercatat, paket materi versi/),
      ).toBeInTheDocument();
      expect(within(cards[2]).getByText('Alamat IP').nextElementSibling).toHaveTextContent(
        '10.0.0.7',
      );
    } finally {
      // @ts-expect-error jsdom has no matchMedia of its own
      delete window.matchMedia;
    }
  });

  it('says so when nothing has been recorded yet', async () => {
    auditServer([]);
    renderApp('/history/audit');
    expect(await screen.findByText('Belum ada catatan.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a teacher with a session key that only the admin key reads the log', async () => {
    setTabStorage({ teacherKey: 'K7P3QX-kunci-sesi' });
    const { auditRequests } = auditServer(everyKind, {
      scope: { role: 'session', code: 'K7P3QX', name: 'SMPN 1 Sleman' },
      status: 403,
    });
    renderApp('/history/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Log Akses hanya dapat dibaca dengan kunci admin pengelola aplikasi.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log Akses' })).not.toBeInTheDocument();
    // A refusal is the answer for this key: it is not asked again.
    await waitFor(() => expect(auditRequests()).toHaveLength(1));
  });

  it('explains a failure in Indonesian and tries again on request', async () => {
    let down = true;
    const { fetchMock } = auditServer(everyKind);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      down && requestUrl(input).startsWith('/api/audit')
        ? Promise.resolve(jsonResponse(503, { message: 'Database unavailable' }))
        : answer(input, init),
    );
    const { user } = renderApp('/history/audit');
    expect(
      await screen.findByText(
        'Log akses gagal dimuat: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.',
      ),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Log akses' })).toBeInTheDocument();
  });

  it('asks for the teacher key when there is none', async () => {
    window.sessionStorage.clear();
    mockFetch().mockResolvedValue(jsonResponse(401, { message: 'Teacher access key required' }));
    renderApp('/history/audit');
    expect(await screen.findByRole('dialog', { name: 'Kunci akses guru' })).toBeInTheDocument();
  });
});

describe('the way to the audit log', () => {
  beforeEach(() => setTabStorage({ teacherKey: 'kunci-admin-2026' }));

  it('is at the top of the teacher pages for the admin key', async () => {
    auditServer(everyKind);
    const { user } = renderApp('/history/sessions');
    const link = await screen.findByRole('link', { name: 'Log Akses' });
    expect(link).toHaveAttribute('href', '/history/audit');
    await user.click(link);
    expect(await screen.findByRole('table', { name: 'Log akses' })).toBeInTheDocument();
    // Not a link to the page it is on.
    expect(screen.queryByRole('link', { name: 'Log Akses' })).not.toBeInTheDocument();
  });

  it('is not shown to a session key', async () => {
    setTabStorage({ teacherKey: 'K7P3QX-kunci-sesi' });
    auditServer([], { scope: { role: 'session', code: 'K7P3QX', name: 'SMPN 1 Sleman' } });
    renderApp('/history/sessions');
    expect(await screen.findByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log Akses' })).not.toBeInTheDocument();
  });
});
