import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasedStudent, EraseStudentInput } from '@piba/shared';
import { api, ApiError } from '../../../lib/api-client';
import { failureMessage, teacherQueryKey, withTeacherKey } from '../../teacher-access';

/** The reason's length the server accepts. */
export const REASON_MIN = 3;
export const REASON_MAX = 300;

export interface EraseStudentRequest extends EraseStudentInput {
  /** Any one result of the student, in the table or the trash. */
  id: number;
}

export function eraseStudent({ id, reason }: EraseStudentRequest): Promise<ErasedStudent> {
  return withTeacherKey((headers) =>
    api.post<ErasedStudent>(`/history/${id}/erase`, { reason }, { headers }),
  );
}

/** Erases every result of a student for good (the admin key only). */
export function useEraseStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherQueryKey }),
  });
}

/** An Indonesian sentence for an erasure that failed. */
export function eraseFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'Hasil ini sudah tidak ada: mungkin sudah dihapus permanen.';
  }
  if (error instanceof ApiError && error.status === 400) {
    return `Hasil gagal dihapus permanen: alasan harus ${REASON_MIN}–${REASON_MAX} karakter.`;
  }
  return failureMessage('Hasil gagal dihapus permanen', error);
}
