import { jsonResponse, mockFetch } from '../testing/test-utils';
import { api, ApiError, requestEarly } from './api-client';

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

  it("keeps the server's code, when it is one the app knows", async () => {
    const body = { statusCode: 429, message: 'Too many', error: 'Too Many Requests' };
    mockFetch()
      .mockResolvedValueOnce(jsonResponse(429, { ...body, code: 'wrong_key_throttled' }))
      .mockResolvedValueOnce(jsonResponse(429, { ...body, code: 'something_new' }))
      .mockResolvedValueOnce(jsonResponse(429, body));
    await expect(api.get('/history')).rejects.toMatchObject({ code: 'wrong_key_throttled' });
    await expect(api.get('/history')).rejects.toMatchObject({ status: 429, code: null });
    await expect(api.get('/history')).rejects.toMatchObject({ status: 429, code: null });
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

describe('early requests', () => {
  it('hands an early answer to the first request for the same path and headers, once', async () => {
    const fetchMock = mockFetch()
      .mockResolvedValueOnce(jsonResponse(200, { early: true }))
      .mockResolvedValue(jsonResponse(200, { early: false }));
    requestEarly('/teacher/me', { 'X-Teacher-Key': 'k' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(api.get('/teacher/me', { headers: { 'X-Teacher-Key': 'k' } })).resolves.toEqual({
      early: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next request asks the server again.
    await expect(api.get('/teacher/me', { headers: { 'X-Teacher-Key': 'k' } })).resolves.toEqual({
      early: false,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a request with other headers, another path or another method', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, {}));
    requestEarly('/history?page=1', { 'X-Teacher-Key': 'old' });
    await api.get('/history?page=1', { headers: { 'X-Teacher-Key': 'new' } });
    await api.get('/history?page=2', { headers: { 'X-Teacher-Key': 'old' } });
    await api.delete('/history?page=1', { headers: { 'X-Teacher-Key': 'old' } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("gives the taker the early request's failure", async () => {
    mockFetch().mockResolvedValueOnce(jsonResponse(401, { message: 'Kunci guru diperlukan.' }));
    requestEarly('/analytics');
    await expect(api.get('/analytics')).rejects.toMatchObject({
      status: 401,
      message: 'Kunci guru diperlukan.',
    });
  });

  it('drops an answer nobody took', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, {}));
      requestEarly('/history/classes');
      jest.advanceTimersByTime(30_000);
      await api.get('/history/classes');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
