/** Driver error codes that mean "the database cannot be reached now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'POOL_CLOSED',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

interface ErrorWithCode {
  code?: unknown;
  driverError?: unknown;
  cause?: unknown;
  message?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, driverError, cause, message } = error as ErrorWithCode;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  // mysql2 reports a pool whose connections died without a code.
  if (
    typeof message === 'string' &&
    /Pool is closed|connection is in closed state/i.test(message)
  ) {
    return true;
  }
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
