import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { API_ERROR_CODES, type ApiErrorCode } from '@piba/shared';

/** The body of every 4xx and 503 answer of the API (Nest's HttpException body). */
export interface ApiError {
  statusCode: number;
  /** One message, or one per invalid field. */
  message: string | string[];
  error: string;
  /** Why, for a client to act on without reading the message; only some answers carry one. */
  code?: ApiErrorCode;
}

@ApiSchema({ name: 'ApiError', description: 'What went wrong, for a developer to act on' })
export class ApiErrorResponse implements ApiError {
  @ApiProperty({ type: 'integer', minimum: 400, maximum: 599, example: 400 })
  statusCode: number;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['percentage must be a whole number'],
    description: 'What to change: one message, or one per invalid field',
  })
  message: string | string[];

  @ApiProperty({ example: 'Bad Request', description: 'The status as text' })
  error: string;

  @ApiPropertyOptional({
    enum: API_ERROR_CODES,
    example: 'wrong_key_throttled',
    description:
      'Why, for a client to act on without reading the message: wrong_key_throttled (429: too many wrong teacher keys from this address), rate_limited (429: too many requests from this address)',
  })
  code?: ApiErrorCode;
}
