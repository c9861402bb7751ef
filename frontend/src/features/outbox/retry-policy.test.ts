import { ApiError } from '../../lib/api-client';
import { backoffMs, outcomeOfFailure, retryAfterMs } from './retry-policy';

describe('backoffMs', () => {
  it('doubles from 2 s to a 60 s cap, with jitter in the upper half', () => {
    const longest = [1, 2, 3, 4, 5, 6, 7, 20].map((failures) => backoffMs(failures, () => 1));
    expect(longest).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(backoffMs(1, () => 0)).toBe(1_000);
    expect(backoffMs(20, () => 0)).toBe(30_000);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-11-21T08:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 21 Nov 2026 08:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('Sat, 21 Nov 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe('outcomeOfFailure', () => {
  beforeEach(() => jest.spyOn(Math, 'random').mockReturnValue(0));

  it.each([400, 409, 413, 422])('gives up on %i', (status) => {
    expect(outcomeOfFailure(new ApiError(status, 'no'), 1)).toMatchObject({ kind: 'rejected' });
  });

  it.each([0, 404, 408, 500, 502, 504])('retries %i with backoff', (status) => {
    expect(outcomeOfFailure(new ApiError(status, 'later'), 3)).toEqual(
      expect.objectContaining({ kind: 'retry', delayMs: 4_000, fromServer: false }),
    );
  });

  it('waits at least what Retry-After asks', () => {
    expect(outcomeOfFailure(new ApiError(503, 'down', '10'), 1)).toMatchObject({
      kind: 'retry',
      delayMs: 10_000,
      fromServer: true,
    });
    // A long backoff is kept when the server asks for less.
    expect(outcomeOfFailure(new ApiError(429, 'slow down', '1'), 6)).toMatchObject({
      delayMs: 30_000,
    });
  });

  it('retries anything that is not an answer of the server', () => {
    expect(outcomeOfFailure(new TypeError('Failed to fetch'), 1)).toMatchObject({ kind: 'retry' });
  });
});
