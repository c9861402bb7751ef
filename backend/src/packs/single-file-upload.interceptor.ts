import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type HttpException,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';

/**
 * An interceptor that reads a multipart upload's one `file` field (multer, in memory, at most
 * `maxBytes`) and answers multer's refusals with messages that say what to send; `what` names
 * the file in them ("the drawing").
 */
export function SingleFileUpload(maxBytes: number, what: string): Type<NestInterceptor> {
  class SingleFileUploadInterceptor extends FileInterceptor('file', {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
  }) {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        throw uploadRefusal(error, maxBytes, what);
      }
    }
  }
  return mixin(SingleFileUploadInterceptor);
}

/**
 * The answer to multer's refusal of an upload: 413 for a file larger than `maxBytes`, else 400
 * asking for `what` as the one field `file`, with multer's reason (too many files, another
 * field's name, a cut-off body…).
 */
function uploadRefusal(error: unknown, maxBytes: number, what: string): HttpException {
  if (error instanceof PayloadTooLargeException) {
    return new PayloadTooLargeException(`file must be at most ${maxBytes / 1024 / 1024} MB`);
  }
  // Only reading the upload happens here (the handler runs later): a failure is the body's.
  const reason = error instanceof Error ? error.message : String(error);
  return new BadRequestException(
    `Send ${what} as one multipart/form-data field named file (${reason})`,
  );
}
