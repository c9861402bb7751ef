import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HistoryRecord, HistoryRecordInput } from '../../../lib/history-contract';
import { historyQueryKey } from '../../history/api/get-history';

export function createHistoryRecord(input: HistoryRecordInput) {
  return api.post<HistoryRecord>('/history', input);
}

export function useCreateHistoryRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHistoryRecord,
    onSuccess: () => {
      // Not awaited: the student should not wait for a table refresh to see the score.
      void queryClient.invalidateQueries({ queryKey: historyQueryKey });
    },
  });
}
