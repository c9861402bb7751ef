import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsApiPath } from './analytics-request';
import type { AnalyticsReport } from '@piba/shared';
import { teacherQueryKey, useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';

export function getAnalytics(
  classRoom: string,
  session: string,
  includeFlagged: boolean,
  signal?: AbortSignal,
) {
  return withTeacherKey((headers) =>
    api.get<AnalyticsReport>(analyticsApiPath(classRoom, session, includeFlagged), {
      signal,
      headers,
    }),
  );
}

/** Under the teacher key: an accepted key or a deleted result asks for the analysis again. */
export const analyticsQueryOptions = (classRoom: string, session = '', includeFlagged = false) =>
  queryOptions({
    queryKey: [...teacherQueryKey, 'analytics', session, classRoom, includeFlagged],
    queryFn: ({ signal }) => getAnalytics(classRoom, session, includeFlagged, signal),
  });

/**
 * The analysis of one class, or of every class when `classRoom` is ''; likewise `session`. Its
 * tests use the flagged pairs too when `includeFlagged`.
 */
export function useAnalytics(classRoom: string, session = '', includeFlagged = false) {
  const retry = useRetryUnlessRefused();
  return useQuery({ ...analyticsQueryOptions(classRoom, session, includeFlagged), retry });
}
