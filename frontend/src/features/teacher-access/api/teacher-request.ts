import { ApiError } from '../../../lib/api-client';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import { readTeacherKey, saveTeacherKey } from '../teacher-key';
import { isKeyFromLink, takeKeyFromAddress } from '../teacher-link';

/**
 * Why the server refused a teacher request: this tab has no key yet, the key it sent is wrong, or
 * too many wrong keys came from this address and the server holds them back for a while (a right
 * key is still accepted then: docs/privacy.md, "Keys and throttling").
 */
export type KeyRefusalReason = 'missing' | 'wrong' | 'throttled';

interface KeyRefusalDetails {
  /** The key refused came from a teacher link rather than the key dialog. */
  fromLink?: boolean;
  /** For 'throttled': the seconds the server asked to wait (Retry-After), if it said. */
  retryAfterSeconds?: number | null;
}

/** The server refused a teacher request's key; see KeyRefusalReason. */
export class TeacherKeyError extends ApiError {
  readonly reason: KeyRefusalReason;
  readonly fromLink: boolean;
  readonly retryAfterSeconds: number | null;
  /** For 'throttled': when the wait is over (ms since the epoch), or null if not said. */
  readonly retryAt: number | null;

  constructor(reason: KeyRefusalReason, message: string, details: KeyRefusalDetails = {}) {
    const retryAfterSeconds = details.retryAfterSeconds ?? null;
    super(
      reason === 'throttled' ? 429 : 401,
      message,
      retryAfterSeconds === null ? null : String(retryAfterSeconds),
      reason === 'throttled' ? 'wrong_key_throttled' : null,
    );
    this.name = 'TeacherKeyError';
    this.reason = reason;
    this.fromLink = details.fromLink ?? false;
    this.retryAfterSeconds = retryAfterSeconds;
    this.retryAt = retryAfterSeconds === null ? null : Date.now() + retryAfterSeconds * 1000;
  }
}

export type TeacherHeaders = Record<string, string>;

/**
 * This tab's key. A teacher link's key is taken from the address the first time a teacher page
 * asks for the key: when the main bundle sends the page's first requests, before the page's own
 * code has loaded (app/early-requests.ts), so it leaves the address bar before anything else runs.
 */
function tabKey(): string | null {
  takeKeyFromAddress();
  return readTeacherKey();
}

/** The headers of a teacher request: this tab's key, when it has one. */
export const teacherHeaders = (key = tabKey()): TeacherHeaders =>
  key ? { [TEACHER_KEY_HEADER]: key } : {};

/** Retry-After in seconds, as the server sends it, or as an HTTP date. */
function secondsOf(retryAfter: string | null): number | null {
  if (retryAfter === null) return null;
  const seconds = /^\d+$/.test(retryAfter.trim())
    ? Number(retryAfter)
    : (Date.parse(retryAfter) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : null;
}

/**
 * The server's 429 for too many wrong keys. Its general request limit also answers 429, to right
 * keys too; the error's code tells the two apart (docs/api.md, "Status codes and errors").
 */
const isWrongKeyThrottle = (error: ApiError, key: string | null) =>
  key !== null && error.status === 429 && error.code === 'wrong_key_throttled';

/**
 * Runs a request with this tab's key (when there is one). A 401, or a 429 for too many wrong keys,
 * becomes a TeacherKeyError, and a refused key is forgotten, so the page asks again instead of
 * sending it on every refresh.
 */
export async function withTeacherKey<T>(request: (headers: TeacherHeaders) => Promise<T>) {
  const key = tabKey();
  try {
    return await request(teacherHeaders(key));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const throttled = isWrongKeyThrottle(error, key);
    if (error.status !== 401 && !throttled) throw error;
    // A slow answer to an old key must not erase a key the teacher has typed since.
    if (key && readTeacherKey() === key) saveTeacherKey(null);
    const fromLink = isKeyFromLink(key);
    if (throttled) {
      throw new TeacherKeyError('throttled', error.message, {
        fromLink,
        retryAfterSeconds: secondsOf(error.retryAfter),
      });
    }
    throw new TeacherKeyError(key ? 'wrong' : 'missing', error.message, { fromLink });
  }
}

export const isKeyRefusal = (error: unknown): error is TeacherKeyError =>
  error instanceof TeacherKeyError;
