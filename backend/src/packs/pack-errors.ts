import { ConflictException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { PackFieldError, PackProblem } from '@piba/shared';

export const notFoundPack = (id: string) => new NotFoundException(`No pack with the id ${id}`);

/** PIBA's own lesson is written in the repository, not in the browser. */
export const readOnlyDefaultPack = () =>
  new ConflictException(
    'The default pack (PIBA’s own lesson) is read-only and has no draft: duplicate it with POST /api/packs { "from_version": "<its version>" } and edit the copy',
  );

/** 409 with the draft's current revision: another save came first. */
export const staleRevision = (sent: number, current: number) =>
  new ConflictException({
    statusCode: HttpStatus.CONFLICT,
    error: 'Conflict',
    message: `The draft was saved elsewhere since revision ${sent}; it is now at ${current}. Load it again before saving`,
    code: 'stale_revision',
    revision: current,
  });

/**
 * A document's field errors as the API's messages, each path from the body's field:
 * `document.questions[3].options: must be …` (validatePackDocument's messages start with the
 * path within the document).
 */
export const fieldMessages = (errors: PackFieldError[], root = 'document') =>
  errors.map(({ field, message }) => {
    const path = field === '' ? root : field.startsWith('[') ? root + field : `${root}.${field}`;
    const own = `${field || 'document'}: `;
    return `${path}: ${message.startsWith(own) ? message.slice(own.length) : message}`;
  });

/** 422: what stops a draft from being published. */
export const publishRefused = (
  message: string,
  problems: PackProblem[],
  errors: PackFieldError[] = [],
) =>
  new HttpException(
    {
      statusCode: HttpStatus.UNPROCESSABLE_ENTITY,
      error: 'Unprocessable Entity',
      message,
      problems,
      ...(errors.length > 0 ? { errors: fieldMessages(errors) } : {}),
    },
    HttpStatus.UNPROCESSABLE_ENTITY,
  );
