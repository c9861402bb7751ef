import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { teacherQueryKey, withTeacherKey } from '../../teacher-access';

export async function deleteHistoryRecord(id: number): Promise<void> {
  try {
    await withTeacherKey((headers) => api.delete(`/history/${id}`, { headers }));
  } catch (error) {
    // Already gone (another teacher, another tab): what the teacher asked for is done.
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function useDeleteHistoryRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryRecord,
    // Both teacher pages count the result. After a refusal too: the page then meets the same
    // 401 and asks for the key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherQueryKey }),
  });
}
