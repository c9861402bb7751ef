import { screen, waitFor } from '@testing-library/react';
import { answerQuiz, renderQuiz, submitButton } from '../../testing/quiz-helpers';
import { jsonResponse, mockFetch, renderApp, setTabStorage } from '../../testing/test-utils';

const stored = (key: string) => window.sessionStorage.getItem(key);
const sentBody = (fetchMock: jest.Mock, call = 0) =>
  JSON.parse(fetchMock.mock.calls[call][1].body as string);

describe('a session join link', () => {
  it('joins an open session, goes home and shows it there', async () => {
    const fetchMock = mockFetch().mockResolvedValue(
      jsonResponse(200, { code: 'K7P3QX', name: 'SMPN 1 Sleman — kelas 8', open: true }),
    );
    renderApp('/s/k7p3qx');
    expect(await screen.findByText('Selamat datang di PIBA!')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/sessions/K7P3QX');
    expect(screen.getByText('Sesi: SMPN 1 Sleman — kelas 8')).toBeInTheDocument();
    expect(stored('joinedSessionCode')).toBe('K7P3QX');
  });

  it('explains an unknown code and lets the student go on without a session', async () => {
    setTabStorage({ joinedSessionCode: 'BBBBBB', joinedSessionName: 'Sesi lama' });
    mockFetch().mockResolvedValue(
      jsonResponse(404, { message: 'No session with the code ZZZZZZ' }),
    );
    const { user } = renderApp('/s/ZZZZZZ');
    expect(
      await screen.findByRole('heading', { name: 'Sesi dengan kode ZZZZZZ tidak ditemukan' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lanjut tanpa sesi' }));
    expect(await screen.findByText('Selamat datang di PIBA!')).toBeInTheDocument();
    expect(screen.queryByText(/^Sesi:/)).not.toBeInTheDocument();
    expect(stored('joinedSessionCode')).toBeNull();
  });

  it('does not ask the server about a code that cannot be one', async () => {
    const fetchMock = mockFetch();
    renderApp('/s/0O1l');
    expect(await screen.findByRole('heading', { name: /tidak ditemukan/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses to join a closed session, saying so in Indonesian', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(200, { code: 'K7P3QX', name: 'SMP A', open: false }),
    );
    renderApp('/s/K7P3QX');
    expect(
      await screen.findByRole('heading', { name: 'Sesi "SMP A" sudah ditutup' }),
    ).toBeInTheDocument();
    expect(stored('joinedSessionCode')).toBeNull();
  });

  it('offers to try again when the server cannot be reached, then joins', async () => {
    const fetchMock = mockFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderApp('/s/K7P3QX');
    expect(
      await screen.findByRole('heading', { name: 'Sesi belum bisa diperiksa' }),
    ).toBeInTheDocument();
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 'K7P3QX', name: 'SMP A', open: true }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Sesi: SMP A')).toBeInTheDocument();
  });
});

describe('a result from a tab that joined a session', () => {
  it('carries the join code; a tab without one sends none', async () => {
    setTabStorage({
      name: 'Siti',
      classroom: '8A',
      isPretest: '1',
      joinedSessionCode: 'K7P3QX',
      joinedSessionName: 'SMP A',
    });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = await renderQuiz();
    await answerQuiz(user, 7);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({ session_code: 'K7P3QX', name: 'Siti' });
  });
});
