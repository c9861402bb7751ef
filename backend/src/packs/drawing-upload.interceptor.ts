import { DRAWING_UPLOAD_LIMIT_BYTES } from './drawing-content.js';
import { SingleFileUpload } from './single-file-upload.interceptor.js';

/** The one file of an upload, as multer keeps it in memory. */
export interface UploadedFileInMemory {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** Reads a drawing upload's one `file` field (at most 2 MB). */
export const DrawingUploadInterceptor = SingleFileUpload(DRAWING_UPLOAD_LIMIT_BYTES, 'the drawing');
