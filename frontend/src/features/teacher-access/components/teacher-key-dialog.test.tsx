import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, setTabStorage } from '../../../testing/test-utils';
import {
  historyPage,
  mockHistoryApi,
  record,
  type FakeRequest,
  preloadGrid,
} from '../../../testing/history-api-mock';

const KEY = 'kunci-guru-8A';

/** A server with TEACHER_ACCESS_KEY set: every GET needs the header. */
const keyedServer = ({ path, headers }: FakeRequest) => {
  const given = headers['x-teacher-key'];
  if (given === undefined) {
    return jsonResponse(401, { message: 'This needs the teacher access key.' });
  }
  if (given !== KEY) return jsonResponse(401, { message: 'The key does not match.' });
  if (path === '/api/history/classes') return jsonResponse(200, { data: ['8A'] });
  return jsonResponse(200, historyPage([record({ name: 'Rahmat' })]));
};

async function enterKey(user: ReturnType<typeof renderApp>['user'], key: string) {
  const dialog = screen.getByRole('dialog', { name: 'Kunci akses guru' });
  const field = within(dialog).getByLabelText('Kunci akses');
  await user.clear(field);
  await user.type(field, key);
  await user.click(within(dialog).getByRole('button', { name: 'Buka tabel' }));
}

describe('the teacher access key', () => {
  beforeAll(preloadGrid);

  it('asks for the key when the server refuses, then retries with it', async () => {
    const api = mockHistoryApi(keyedServer);
    const { user } = renderApp('/history');
    expect(await screen.findByRole('dialog', { name: 'Kunci akses guru' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch history data.')).not.toBeInTheDocument();
    expect(api.requests[0].headers).not.toHaveProperty('x-teacher-key');

    await enterKey(user, KEY);
    expect(await screen.findByRole('rowheader', { name: 'Rahmat' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.lastList().headers['x-teacher-key']).toBe(KEY);
    expect(window.sessionStorage.getItem('teacherKey')).toBe(KEY);
  });

  it('has every teacher query asked again once a key is accepted', async () => {
    mockHistoryApi(keyedServer);
    const { user, queryClient } = renderApp('/history');
    await screen.findByRole('dialog', { name: 'Kunci akses guru' });
    const analysis = ['teacher', 'analytics', ''];
    queryClient.setQueryData(analysis, {});
    await enterKey(user, KEY);
    expect(await screen.findByRole('rowheader', { name: 'Rahmat' })).toBeInTheDocument();
    expect(queryClient.getQueryState(analysis)?.isInvalidated).toBe(true);
  });

  it('says so when the key is wrong, and accepts the right one next', async () => {
    mockHistoryApi(keyedServer);
    const { user } = renderApp('/history');
    await screen.findByRole('dialog', { name: 'Kunci akses guru' });
    expect(screen.queryByText(/Kunci akses salah/)).not.toBeInTheDocument();

    await enterKey(user, 'tebakan');
    expect(
      await screen.findByText('Kunci akses salah. Periksa lagi, lalu coba kembali.'),
    ).toBeInTheDocument();
    expect(window.sessionStorage.getItem('teacherKey')).toBeNull();

    await enterKey(user, KEY);
    expect(await screen.findByRole('rowheader', { name: 'Rahmat' })).toBeInTheDocument();
  });

  it('says how long to wait after too many wrong keys, and still accepts the right one', async () => {
    // The server's answer past FAILED_KEY_LIMIT_PER_MINUTE wrong keys from one address.
    let wrongKeys = 0;
    mockHistoryApi((request) => {
      const given = request.headers['x-teacher-key'];
      if (given !== undefined && given !== KEY && ++wrongKeys > 2) {
        return jsonResponse(
          429,
          {
            statusCode: 429,
            message:
              'Too many wrong keys in the X-Teacher-Key header from this address; retry after the Retry-After seconds. The right key is always accepted.',
            error: 'Too Many Requests',
            code: 'wrong_key_throttled',
          },
          { 'Retry-After': '45' },
        );
      }
      return keyedServer(request);
    });
    const { user } = renderApp('/history');
    const dialog = await screen.findByRole('dialog', { name: 'Kunci akses guru' });
    for (let tries = 0; tries < 3; tries += 1) await enterKey(user, `tebakan-${tries}`);
    const field = within(dialog).getByLabelText('Kunci akses');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Terlalu banyak percobaan. Coba lagi dalam 45 detik. Kunci yang benar tetap langsung diterima.',
      ),
    );
    // The dialog stays, over no table: nothing looks like success.
    expect(screen.getByRole('dialog', { name: 'Kunci akses guru' })).toBe(dialog);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('teacherKey')).toBeNull();

    await enterKey(user, KEY);
    expect(await screen.findByRole('rowheader', { name: 'Rahmat' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts the wait down', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      mockHistoryApi(({ headers }) =>
        headers['x-teacher-key'] === undefined
          ? jsonResponse(401, { message: 'This needs the teacher access key.' })
          : jsonResponse(
              429,
              {
                message: 'Too many wrong keys in the X-Teacher-Key header from this address.',
                code: 'wrong_key_throttled',
              },
              { 'Retry-After': '3' },
            ),
      );
      const { user } = renderApp('/history');
      await screen.findByRole('dialog', { name: 'Kunci akses guru' });
      await enterKey(user.setup({ advanceTimers: jest.advanceTimersByTime }), 'tebakan');
      expect(await screen.findByText(/Coba lagi dalam 3 detik\./)).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(1_000));
      expect(screen.getByText(/Coba lagi dalam 2 detik\./)).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(2_000));
      expect(
        screen.getByText(
          'Terlalu banyak percobaan dengan kunci salah. Sekarang boleh dicoba lagi.',
        ),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the key kept for this tab from the start', async () => {
    setTabStorage({ teacherKey: KEY });
    const api = mockHistoryApi(keyedServer);
    renderApp('/history');
    expect(await screen.findByRole('rowheader', { name: 'Rahmat' })).toBeInTheDocument();
    expect(api.requests.every((request) => request.headers['x-teacher-key'] === KEY)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be closed and opened again', async () => {
    mockHistoryApi(keyedServer);
    const { user } = renderApp('/history');
    const dialog = await screen.findByRole('dialog', { name: 'Kunci akses guru' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/hanya dapat dilihat dengan kunci akses guru/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Masukkan kunci akses' }));
    expect(await screen.findByRole('dialog', { name: 'Kunci akses guru' })).toBeInTheDocument();
  });
});
