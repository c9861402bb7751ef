import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HistoryClasses } from '@piba/shared';
import { historyQueryKey, useRetryUnlessRefused } from './get-history';
import { withTeacherKey } from './teacher-request';

export function getHistoryClasses(signal?: AbortSignal) {
  return withTeacherKey((headers) =>
    api.get<HistoryClasses>('/history/classes', { signal, headers }),
  );
}

/** Every class with a result, for the class filter. */
export function useHistoryClasses() {
  const retry = useRetryUnlessRefused();
  return useQuery({
    queryKey: [...historyQueryKey, 'classes'],
    queryFn: ({ signal }) => getHistoryClasses(signal),
    select: (answer) => answer.data,
    retry,
  });
}
