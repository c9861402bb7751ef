/** The header that carries a teacher's key when the server has TEACHER_ACCESS_KEY set. */
export const TEACHER_KEY_HEADER = 'x-teacher-key';
