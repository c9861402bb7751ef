import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AnalyticsReport } from '@piba/shared';
import { historyQueryKey, useRetryUnlessRefused } from '../../history/api/get-history';
import { withTeacherKey } from '../../history/api/teacher-request';

export function getAnalytics(classRoom: string, signal?: AbortSignal) {
  const query = classRoom ? `?${new URLSearchParams({ classRoom })}` : '';
  return withTeacherKey((headers) =>
    api.get<AnalyticsReport>(`/analytics${query}`, { signal, headers }),
  );
}

/**
 * Under the history key on purpose: a saved result changes the analysis, and an accepted teacher
 * key (useTeacherAccess invalidates the history key) must ask for it again.
 */
export const analyticsQueryOptions = (classRoom: string) =>
  queryOptions({
    queryKey: [...historyQueryKey, 'analytics', classRoom],
    queryFn: ({ signal }) => getAnalytics(classRoom, signal),
  });

/** The analysis of one class, or of every class when `classRoom` is ''. */
export function useAnalytics(classRoom: string) {
  const retry = useRetryUnlessRefused();
  return useQuery({ ...analyticsQueryOptions(classRoom), retry });
}
