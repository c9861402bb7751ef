import { ApiError } from '../../../lib/api-client';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import { readTeacherKey, saveTeacherKey } from '../../../lib/tab-storage';

/** The server refused a teacher request: this tab has no key yet, or the one it sent is wrong. */
export class TeacherKeyError extends ApiError {
  readonly reason: 'missing' | 'wrong';

  constructor(reason: 'missing' | 'wrong', message: string) {
    super(401, message);
    this.name = 'TeacherKeyError';
    this.reason = reason;
  }
}

export type TeacherHeaders = Record<string, string>;

/** The headers of a teacher request: this tab's key, when it has one. */
export const teacherHeaders = (key = readTeacherKey()): TeacherHeaders =>
  key ? { [TEACHER_KEY_HEADER]: key } : {};

/**
 * Runs a request with this tab's key (when there is one). A 401 becomes a TeacherKeyError, and a
 * refused key is forgotten, so the page asks again instead of sending it on every refresh.
 */
export async function withTeacherKey<T>(request: (headers: TeacherHeaders) => Promise<T>) {
  const key = readTeacherKey();
  try {
    return await request(teacherHeaders(key));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    // A slow answer to an old key must not erase a key the teacher has typed since.
    if (key && readTeacherKey() === key) saveTeacherKey(null);
    throw new TeacherKeyError(key ? 'wrong' : 'missing', error.message);
  }
}

export const isKeyRefusal = (error: unknown): error is TeacherKeyError =>
  error instanceof TeacherKeyError;
