import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HistoryClasses } from '@piba/shared';
import { useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';
import { historyQueryKey } from './get-history';

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
