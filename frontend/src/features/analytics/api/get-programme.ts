import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeReport } from '@piba/shared';
import { api } from '../../../lib/api-client';
import { teacherQueryKey, useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';

export function getProgramme(includeFlagged: boolean, signal?: AbortSignal) {
  const query = includeFlagged ? '?includeFlagged=true' : '';
  return withTeacherKey((headers) =>
    api.get<ProgrammeReport>(`/analytics/programme${query}`, { signal, headers }),
  );
}

export const programmeQueryOptions = (includeFlagged = false) =>
  queryOptions({
    queryKey: [...teacherQueryKey, 'analytics', 'programme', includeFlagged],
    queryFn: ({ signal }) => getProgramme(includeFlagged, signal),
  });

/**
 * Every session side by side and pooled, the tests with the flagged pairs or not; asked only
 * under the admin key (`enabled`).
 */
export function useProgramme(enabled: boolean, includeFlagged = false) {
  const retry = useRetryUnlessRefused();
  return useQuery({ ...programmeQueryOptions(includeFlagged), retry, enabled });
}
