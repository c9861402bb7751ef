import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HistoryClasses } from '@piba/shared';
import { useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';
import { historyQueryKey } from './get-history';

export function getHistoryClasses(session: string, signal?: AbortSignal) {
  const query = session ? `?${new URLSearchParams({ session })}` : '';
  return withTeacherKey((headers) =>
    api.get<HistoryClasses>(`/history/classes${query}`, { signal, headers }),
  );
}

/** Every class with a result (in one session, or '' for all), for the class filter. */
export function useHistoryClasses(session = '') {
  const retry = useRetryUnlessRefused();
  return useQuery({
    queryKey: [...historyQueryKey, 'classes', session],
    queryFn: ({ signal }) => getHistoryClasses(session, signal),
    select: (answer) => answer.data,
    retry,
  });
}
