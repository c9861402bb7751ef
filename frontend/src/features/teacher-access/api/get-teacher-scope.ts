import { useQuery } from '@tanstack/react-query';
import type { TeacherScope } from '@piba/shared';
import { api } from '../../../lib/api-client';
import { teacherQueryKey } from './teacher-query-key';
import { useRetryUnlessRefused } from './retry-unless-refused';
import { withTeacherKey } from './teacher-request';

/** What this tab's key opens: every session (the admin key) or one. */
export function useTeacherScope() {
  const retry = useRetryUnlessRefused();
  return useQuery({
    queryKey: [...teacherQueryKey, 'me'],
    queryFn: ({ signal }) =>
      withTeacherKey((headers) => api.get<TeacherScope>('/teacher/me', { signal, headers })),
    retry,
    staleTime: Infinity,
  });
}
