/**
 * What an API error body may carry in `code`, beside its message, for a client to act on without
 * reading the text: `wrong_key_throttled`, too many wrong teacher keys from this address;
 * `rate_limited`, too many requests from this address. Both answer 429 with Retry-After.
 */
export const API_ERROR_CODES = ['wrong_key_throttled', 'rate_limited'] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
