/** The TEACHER_ACCESS_KEY the end-to-end apps that need one start with. */
export const TEACHER_KEY = 'kunci-guru-8A-2026-Xk3v9PqZ7m2L';
