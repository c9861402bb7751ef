import { jsonResponse, mockFetch } from '../testing/test-utils';
import { api, ApiError } from './api-client';

describe('api client', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    await expect(api.post('/history', { score: '7/10' })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/history');
    expect(init).toMatchObject({ method: 'POST', body: '{"score":"7/10"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it("throws the server's status and message", async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        message: ['score must match', 'name too long'],
        error: 'Bad Request',
      }),
    );
    const error = await api.get('/history').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'score must match; name too long' });
  });

  it("keeps the server's Retry-After", async () => {
    mockFetch().mockResolvedValue(jsonResponse(503, { message: 'down' }, { 'Retry-After': '15' }));
    await expect(api.post('/history', {})).rejects.toMatchObject({ status: 503, retryAfter: '15' });
  });

  it('explains a missing connection in Indonesian', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/history')).rejects.toMatchObject({
      status: 0,
      message: 'Tidak dapat terhubung ke server. Periksa koneksimu.',
    });
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    try {
      mockFetch().mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
      const pending = api.get('/history', { timeoutMs: 1000 });
      jest.advanceTimersByTime(1000);
      await expect(pending).rejects.toMatchObject({
        status: 0,
        message: 'Server terlalu lama menjawab. Coba lagi.',
      });
    } finally {
      jest.useRealTimers();
    }
  });
});
