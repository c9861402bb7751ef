import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { DRAWING_UPLOAD_LIMIT_BYTES } from './drawing-content.js';

/** The one file of an upload, as multer keeps it in memory. */
export interface UploadedFileInMemory {
  originalname: string;
  buffer: Buffer;
  size: number;
}

const Multer = FileInterceptor('file', {
  limits: { fileSize: DRAWING_UPLOAD_LIMIT_BYTES, files: 1, fields: 5, parts: 6 },
});

/**
 * Reads a multipart upload's one `file` field (multer, in memory, at most 2 MB) and answers
 * multer's refusals with messages that say what to send.
 */
@Injectable()
export class DrawingUploadInterceptor implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(
          `file must be at most ${DRAWING_UPLOAD_LIMIT_BYTES / 1024 / 1024} MB`,
        );
      }
      // Only reading the upload happens here (the handler runs later): a failure is the body's.
      const reason = error instanceof Error ? error.message : String(error);
      throw new BadRequestException(
        `Send the drawing as one multipart/form-data field named file (${reason})`,
      );
    }
  }
}
