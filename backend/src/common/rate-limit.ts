import { rateLimit } from 'express-rate-limit';
import { TEACHER_KEY_HEADER } from '@piba/shared';

/**
 * Requests per client address and minute, for every /api route but the health check. Sized for
 * a lab behind one NAT address: a class submitting at once stays far below the default 600.
 * (express-rate-limit rather than @nestjs/throttler: the latter is CommonJS requiring the
 * ESM-only Nest 12 packages, which Node runs but Jest on Node 20 cannot load, so it could not
 * be tested.) The counts live in this process; docs/deploy.md says what that means for replicas.
 */
export function apiRateLimit(limitPerMinute: number) {
  return rateLimit({
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip: (request) => request.path === '/health',
    message: {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests from this address; retry after the Retry-After seconds.',
    },
  });
}

/**
 * Wrong teacher keys per client address and minute, counted apart from the general limit so that
 * guessing keys is slow: only requests that carry a key and are refused with 401 count. Once the
 * limit is reached, requests with a key get 429 until the minute is over; requests without one,
 * such as a lab saving its results behind the same address, are never held back.
 */
export function failedKeyLimit(limitPerMinute: number) {
  return rateLimit({
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    identifier: 'failed-keys',
    skip: (request) => !request.header(TEACHER_KEY_HEADER),
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_request, response) => response.statusCode !== 401,
    message: {
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many wrong keys in the ${TEACHER_KEY_HEADER} header from this address; retry after the Retry-After seconds.`,
    },
  });
}
