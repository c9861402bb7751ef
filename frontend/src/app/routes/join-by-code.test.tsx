import { screen, waitFor, within } from '@testing-library/react';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const stored = (key: string) => window.sessionStorage.getItem(key);
const SMP_A = { code: 'K7P3QX', name: 'SMP A — kelas 8', open: true };

/** The server knows one session, SMP_A (or `session` instead); any other code answers 404. */
function serve(session: typeof SMP_A = SMP_A, returning: string | null = null) {
  return mockFetch().mockImplementation((input) => {
    const url = requestUrl(input);
    if (url === `/api/sessions/${session.code}`) return Promise.resolve(jsonResponse(200, session));
    if (url === `/api/sessions/${session.code}/returning`) {
      return Promise.resolve(jsonResponse(200, { participant_id: returning }));
    }
    return Promise.resolve(jsonResponse(404, { message: 'No session with this code' }));
  });
}

const codeField = () => screen.getByRole('textbox', { name: 'Kode sesi' });

describe('"Kode sesi" on a join link with an unknown code', () => {
  it('joins the session of the code typed from the board, in any case and with a dash', async () => {
    const fetchMock = serve();
    const { user } = renderApp('/s/ZZZZZZ');
    await screen.findByRole('heading', { name: 'Sesi dengan kode ZZZZZZ tidak ditemukan' });
    await user.type(codeField(), 'k7p-3qx{Enter}');
    expect(await screen.findByText('Sesi: SMP A — kelas 8')).toBeInTheDocument();
    expect(requestUrl(fetchMock.mock.calls.at(-1)![0])).toBe('/api/sessions/K7P3QX');
    expect(stored('joinedSessionCode')).toBe('K7P3QX');
    // Home, as after the join link: the name-and-class dialog opens for a new tab.
    expect(await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' })).toBeVisible();
  });

  it('says so when the typed code is unknown too, and joins nothing', async () => {
    serve();
    const { user } = renderApp('/s/ZZZZZZ');
    await screen.findByRole('heading', { name: /tidak ditemukan/ });
    await user.type(codeField(), 'BBBBBB');
    await user.click(screen.getByRole('button', { name: 'Gabung' }));
    const problem = await screen.findByText(
      'Kode BBBBBB tidak ditemukan. Periksa lagi kode dari gurumu, lalu coba lagi.',
    );
    expect(problem).toHaveAttribute('role', 'alert');
    expect(codeField()).toHaveAccessibleDescription(/^Kode BBBBBB tidak ditemukan/);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(stored('joinedSessionCode')).toBeNull();
  });

  it('asks for a code when none is typed, and does not ask the server about one that cannot be', async () => {
    const fetchMock = serve();
    const { user } = renderApp('/s/ZZZZZZ');
    await screen.findByRole('heading', { name: /tidak ditemukan/ });
    const asked = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Gabung' }));
    expect(await screen.findByText('Tulis dulu kode sesi dari gurumu.')).toBeInTheDocument();
    await user.type(codeField(), 'K0O1{Enter}');
    expect(await screen.findByText(/^Kode K0O1 tidak ditemukan/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(asked);
  });
});

describe('"Kode sesi" on home', () => {
  beforeEach(() => setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' }));

  it('joins the session and stays home, now showing it', async () => {
    serve();
    const { user } = renderApp('/');
    await screen.findByText('Selamat datang di PIBA!');
    await user.type(codeField(), 'k7p3qx');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Sesi: SMP A — kelas 8')).toBeInTheDocument();
    expect(screen.getByText('Berhasil bergabung ke sesi.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: 'Kode sesi' })).not.toBeInTheDocument();
    expect(stored('joinedSessionCode')).toBe('K7P3QX');
    // Nobody in this session took a pre-test under this name and class: no question.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks a student who already gave a name and class whether an earlier pre-test is theirs', async () => {
    serve(SMP_A, '5b0c7a52-3f1e-4c55-9d0a-2f4f4f6f3a11');
    const { user } = renderApp('/');
    await screen.findByText('Selamat datang di PIBA!');
    await user.type(codeField(), 'K7P3QX{Enter}');
    const question = await screen.findByRole('dialog', {
      name: 'Kamu sudah mengerjakan pretest di sesi ini. Lanjutkan ke posttest?',
    });
    await user.click(within(question).getByRole('button', { name: 'Lanjutkan ke posttest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored('participantId')).toBe('5b0c7a52-3f1e-4c55-9d0a-2f4f4f6f3a11');
    expect(stored('isPretest')).toBe('0');
  });

  it('explains a closed session and joins nothing', async () => {
    serve({ ...SMP_A, open: false });
    const { user } = renderApp('/');
    await screen.findByText('Selamat datang di PIBA!');
    await user.type(codeField(), 'K7P3QX{Enter}');
    expect(
      await screen.findByText(/^Sesi "SMP A — kelas 8" sudah ditutup dan tidak menerima/),
    ).toHaveAttribute('role', 'alert');
    expect(stored('joinedSessionCode')).toBeNull();
  });

  it('is not offered to a tab that joined a session', async () => {
    mockFetch();
    setTabStorage({ joinedSessionCode: 'K7P3QX', joinedSessionName: 'SMP A' });
    renderApp('/');
    expect(await screen.findByText('Sesi: SMP A')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Kode sesi' })).not.toBeInTheDocument();
  });
});
