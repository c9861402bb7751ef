import { screen, waitFor, within } from '@testing-library/react';
import { historyPage, mockHistoryApi, preloadGrid, record } from '../../testing/history-api-mock';
import { jsonResponse, renderApp, setTabStorage } from '../../testing/test-utils';
import { ApiError } from '../../lib/api-client';
import { teacherHeaders, withTeacherKey } from './api/teacher-request';
import { teacherLink } from './teacher-link';

const KEY = 'K7P3QX-0123456789abcdef0123456789abcdef';

/** A server with TEACHER_ACCESS_KEY set, and this session's key. */
const keyedServer = () =>
  mockHistoryApi(({ path, headers }) => {
    const given = headers['x-teacher-key'];
    if (given === undefined) {
      return jsonResponse(401, { message: 'This needs the teacher access key.' });
    }
    if (given !== KEY) return jsonResponse(401, { message: 'The key does not match.' });
    if (path === '/api/teacher/me') {
      return jsonResponse(200, { role: 'session', code: 'K7P3QX', name: 'SMPN 1 Sleman' });
    }
    return path === '/api/history'
      ? jsonResponse(200, historyPage([record({ name: 'Rahmat', session_code: 'K7P3QX' })]))
      : undefined;
  });

/** Opens the app's address, its fragment included, as a browser would. */
const openAddress = (address: string) => renderApp(address);

describe('the teacher link', () => {
  beforeAll(preloadGrid);

  it('puts the key in the fragment of the results page', () => {
    expect(teacherLink('http://192.168.1.10:3000', KEY)).toBe(
      `http://192.168.1.10:3000/history#kunci=${KEY}`,
    );
    expect(teacherLink('https://sekolah.example.id/piba', 'a b&c')).toBe(
      'https://sekolah.example.id/piba/history#kunci=a%20b%26c',
    );
  });

  it('is taken from the address the first time a teacher page asks for the key', () => {
    window.history.replaceState({ idx: 0 }, '', `/history#kunci=${KEY}`);
    // What the main bundle's early requests do first, before any page code has loaded.
    expect(teacherHeaders()).toEqual({ 'x-teacher-key': KEY });
    expect(window.location.href).toBe(`${window.location.origin}/history`);
    expect(window.history.state).toEqual({ idx: 0 });
    expect(window.sessionStorage.getItem('teacherKey')).toBe(KEY);
  });

  it("signs the tab in with the link's key and takes it out of the address", async () => {
    const api = keyedServer();
    openAddress(`/history#kunci=${KEY}`);
    expect(await screen.findByRole('rowheader', { name: 'Rahmat' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/history');
    expect(window.sessionStorage.getItem('teacherKey')).toBe(KEY);
    expect(screen.getByText(/Sesi: SMPN 1 Sleman \(K7P3QX\)/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.length).toBeGreaterThan(0);
    expect(api.requests.every((request) => request.headers['x-teacher-key'] === KEY)).toBe(true);
    // The key never travels in a request's address.
    expect(api.requests.every((request) => !JSON.stringify(request).includes('kunci'))).toBe(true);
  });

  it('replaces a key the tab held before, and keeps the rest of the address', async () => {
    setTabStorage({ teacherKey: 'kunci-lama' });
    keyedServer();
    openAddress(`/history?kelas=8A#kunci=${encodeURIComponent(KEY)}&lain=1`);
    expect(await screen.findByRole('rowheader', { name: 'Rahmat' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/history?kelas=8A#lain=1',
    );
    expect(window.sessionStorage.getItem('teacherKey')).toBe(KEY);
  });

  it("says when the link's key no longer works, and asks for a key", async () => {
    keyedServer();
    openAddress('/history#kunci=K7P3QX-kunci-lama-yang-sudah-diganti');
    const dialog = await screen.findByRole('dialog', { name: 'Kunci akses guru' });
    expect(
      await within(dialog).findByText(
        'Kunci dari tautan guru tidak berlaku lagi, mungkin sudah diganti. Minta tautan atau kunci baru kepada pengelola aplikasi.',
      ),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(window.sessionStorage.getItem('teacherKey')).toBeNull());
  });
});

describe('a refused teacher request', () => {
  it("leaves the general request limit's 429 alone: it is not about the key", async () => {
    setTabStorage({ teacherKey: KEY });
    const limit = new ApiError(429, 'Too many requests from this address.', '30', 'rate_limited');
    await expect(withTeacherKey(() => Promise.reject(limit))).rejects.toBe(limit);
    expect(window.sessionStorage.getItem('teacherKey')).toBe(KEY);
  });

  it('forgets a key held back for too many wrong keys, and says how long to wait', async () => {
    setTabStorage({ teacherKey: 'tebakan' });
    const throttled = new ApiError(
      429,
      'Too many wrong keys in the X-Teacher-Key header.',
      '45',
      'wrong_key_throttled',
    );
    await expect(withTeacherKey(() => Promise.reject(throttled))).rejects.toMatchObject({
      reason: 'throttled',
      status: 429,
      retryAfterSeconds: 45,
    });
    expect(window.sessionStorage.getItem('teacherKey')).toBeNull();
  });
});
