import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AnalyticsReport } from '@piba/shared';
import { teacherQueryKey, useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';

export function getAnalytics(classRoom: string, signal?: AbortSignal) {
  const query = classRoom ? `?${new URLSearchParams({ classRoom })}` : '';
  return withTeacherKey((headers) =>
    api.get<AnalyticsReport>(`/analytics${query}`, { signal, headers }),
  );
}

/** Under the teacher key: an accepted key or a deleted result asks for the analysis again. */
export const analyticsQueryOptions = (classRoom: string) =>
  queryOptions({
    queryKey: [...teacherQueryKey, 'analytics', classRoom],
    queryFn: ({ signal }) => getAnalytics(classRoom, signal),
  });

/** The analysis of one class, or of every class when `classRoom` is ''. */
export function useAnalytics(classRoom: string) {
  const retry = useRetryUnlessRefused();
  return useQuery({ ...analyticsQueryOptions(classRoom), retry });
}
