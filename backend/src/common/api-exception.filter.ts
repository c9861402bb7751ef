import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  HttpException,
  Logger,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Request, Response } from 'express';
import { bodyLimitFor } from './body-limit.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

export const RETRY_AFTER_SECONDS = 5;

/** An error thrown by Express's body parsers (body-parser / raw-body). */
interface BodyParserError {
  type: string;
  status: number;
  message: string;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as BodyParserError).type === 'string' &&
  typeof (error as BodyParserError).status === 'number';

/**
 * Gives every failure a deliberate answer: bad bodies are 4xx with a message a developer can act
 * on, an unreachable database is 503 with Retry-After, and anything else is a bare 500 whose
 * details stay in the server log.
 */
@Catch()
export class ApiExceptionFilter extends BaseExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    super.catch(this.toHttpException(exception, host), host);
  }

  private toHttpException(exception: unknown, host: ArgumentsHost): unknown {
    // Nest wraps Express's body-parser errors; their own messages do not say what to change.
    if (exception instanceof HttpException && isBodyParserError(exception.cause)) {
      const { originalUrl } = host.switchToHttp().getRequest<Request>();
      return bodyParserException(exception.cause, exception, bodyLimitFor(originalUrl));
    }
    if (exception instanceof HttpException) return exception;
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${(exception as Error).message}`);
      host.switchToHttp().getResponse<Response>().setHeader('Retry-After', RETRY_AFTER_SECONDS);
      return new ServiceUnavailableException(
        `The database is unavailable; retry in ${RETRY_AFTER_SECONDS} seconds.`,
      );
    }
    return exception;
  }
}

function bodyParserException(
  error: BodyParserError,
  wrapped: HttpException,
  limit: string,
): HttpException {
  switch (error.type) {
    case 'entity.too.large':
      return new PayloadTooLargeException(`Request body is larger than the ${limit} limit.`);
    case 'entity.parse.failed':
      return new BadRequestException(`Request body is not valid JSON: ${error.message}`);
    // checkJsonText (hostile-json.ts): too deep, or a key that reaches the prototype.
    case 'entity.verify.failed':
      return new BadRequestException(error.message);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaTypeException(`${error.message}; send UTF-8 JSON.`);
    default:
      return wrapped;
  }
}
