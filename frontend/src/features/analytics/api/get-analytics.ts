import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsApiPath } from './analytics-request';
import type { AnalyticsReport } from '@piba/shared';
import { teacherQueryKey, useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';

export function getAnalytics(classRoom: string, session: string, signal?: AbortSignal) {
  return withTeacherKey((headers) =>
    api.get<AnalyticsReport>(analyticsApiPath(classRoom, session), { signal, headers }),
  );
}

/** Under the teacher key: an accepted key or a deleted result asks for the analysis again. */
export const analyticsQueryOptions = (classRoom: string, session = '') =>
  queryOptions({
    queryKey: [...teacherQueryKey, 'analytics', session, classRoom],
    queryFn: ({ signal }) => getAnalytics(classRoom, session, signal),
  });

/** The analysis of one class, or of every class when `classRoom` is ''; likewise `session`. */
export function useAnalytics(classRoom: string, session = '') {
  const retry = useRetryUnlessRefused();
  return useQuery({ ...analyticsQueryOptions(classRoom, session), retry });
}
