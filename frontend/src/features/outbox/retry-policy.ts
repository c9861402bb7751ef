import { ApiError } from '../../lib/api-client';

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60_000;

/** Answers that will not change on a retry: the body is invalid (400, 413, 422) or conflicts (409). */
const REJECTED = new Set([400, 409, 413, 422]);

export type Outcome =
  | { kind: 'saved' }
  | { kind: 'rejected'; error: unknown }
  | { kind: 'retry'; error: unknown; delayMs: number; fromServer: boolean };

/** Exponential backoff with "equal jitter": 1–2 s, 2–4 s, … up to 30–60 s. */
export function backoffMs(failures: number, random = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** Retry-After is either seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * What to do after a failed send. Everything not known to be final is retried: offline,
 * timeouts, 429, 5xx, and also 401/403/404, which a school proxy or a deploy in progress can
 * answer for a while; giving up would lose the result for good.
 */
export function outcomeOfFailure(error: unknown, failures: number): Outcome {
  const status = error instanceof ApiError ? error.status : 0;
  if (REJECTED.has(status)) return { kind: 'rejected', error };
  const backoff = backoffMs(failures);
  const serverWait = error instanceof ApiError ? retryAfterMs(error.retryAfter) : null;
  if (serverWait === null) return { kind: 'retry', error, delayMs: backoff, fromServer: false };
  // At least what the server asked for, plus up to a second so a class does not return at once.
  const delayMs = Math.max(serverWait + Math.random() * 1000, backoff);
  return { kind: 'retry', error, delayMs, fromServer: true };
}
