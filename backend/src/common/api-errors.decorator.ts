import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ApiErrorResponse } from './api-error.response.js';

type ErrorStatus = 400 | 404 | 409 | 413 | 415 | 429 | 503;

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before sending the request again',
    schema: { type: 'integer', minimum: 0 },
  },
};

/** Error answers of an operation, each with the error body; 429 and 503 say when to retry. */
export const ApiErrors = (descriptions: Partial<Record<ErrorStatus, string>>) =>
  applyDecorators(
    ...Object.entries(descriptions).map(([status, description]) =>
      ApiResponse({
        status: Number(status),
        description,
        type: ApiErrorResponse,
        ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}),
      }),
    ),
  );

/** What every /api route but the health check can answer: it is rate-limited and reads the database. */
export const ApiRetryableErrors = () =>
  ApiErrors({
    429: 'Too many requests from this address (RATE_LIMIT_PER_MINUTE)',
    503: 'The database is unreachable',
  });
