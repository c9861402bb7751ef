/** The header that carries a teacher's key when the server has TEACHER_ACCESS_KEY set. */
export const TEACHER_KEY_HEADER = 'x-teacher-key';

/**
 * `GET /api/teacher/access`: whether the server is open, with no admin key (development, or a
 * demo run with PIBA_OPEN_ACCESS=true): anyone can then read every result, and the pages say so.
 */
export interface AccessStatus {
  open_access: boolean;
  /** How many days a deleted result stays restorable (TRASH_DAYS); for the privacy page. */
  trash_days?: number;
  /** After how many months names become pseudonyms (RETENTION_MONTHS); for the privacy page. */
  retention_months?: number;
}
