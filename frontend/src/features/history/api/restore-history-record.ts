import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoryRecord } from '@piba/shared';
import { api, ApiError } from '../../../lib/api-client';
import { failureMessage, teacherQueryKey, withTeacherKey } from '../../teacher-access';

export function restoreHistoryRecord(id: number): Promise<HistoryRecord> {
  return withTeacherKey((headers) =>
    api.post<HistoryRecord>(`/history/${id}/restore`, undefined, { headers }),
  );
}

/** Puts a result from the trash back in the table. */
export function useRestoreHistoryRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreHistoryRecord,
    // The table, its summary and classes, the trash and the analysis all count it again. After a
    // failure too: the trash then shows what is really there.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherQueryKey }),
  });
}

/** An Indonesian sentence for a restore that failed. */
export function restoreFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'Hasil ini tidak ada lagi di Sampah: mungkin sudah dipulihkan atau dihapus permanen.';
  }
  if (error instanceof ApiError && error.status === 409) {
    return 'Hasil ini tidak dapat dipulihkan: hasil yang sama sudah ada di tabel.';
  }
  return failureMessage('Hasil gagal dipulihkan', error);
}
