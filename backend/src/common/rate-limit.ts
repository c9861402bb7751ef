import { rateLimit, type Store } from 'express-rate-limit';
import type { ApiError } from './api-error.response.js';
import { isHealthCheck } from './health-paths.js';

/** Counts kept where every replica of the deployment counts (Redis), and what logs their failures. */
export interface SharedCounts {
  store: Store;
  logger: { error(error: unknown, message?: string): void; warn(warning: unknown): void };
}

/**
 * Requests per client address and minute, for every /api route but the health and readiness
 * checks. Sized for a lab behind one NAT address: a class submitting at once stays far below
 * the default 600. (express-rate-limit rather than @nestjs/throttler: the latter is CommonJS
 * requiring the ESM-only Nest 12 packages, which Node runs but Jest on Node 20 cannot load, so it
 * could not be tested.) The counts live in this process, or with `shared` (REDIS_URL) in Redis,
 * where they hold for every replica; a request Redis fails to count is let through.
 */
export function apiRateLimit(limitPerMinute: number, shared?: SharedCounts) {
  return rateLimit({
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip: (request) => isHealthCheck(request.baseUrl + request.path),
    message: {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests from this address; retry after the Retry-After seconds.',
      code: 'rate_limited',
    } satisfies ApiError,
    ...(shared && { store: shared.store, logger: shared.logger, passOnStoreError: true }),
  });
}
