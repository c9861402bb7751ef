import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeReport } from '@piba/shared';
import { api } from '../../../lib/api-client';
import { teacherQueryKey, useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';

export function getProgramme(signal?: AbortSignal) {
  return withTeacherKey((headers) =>
    api.get<ProgrammeReport>('/analytics/programme', { signal, headers }),
  );
}

export const programmeQueryOptions = () =>
  queryOptions({
    queryKey: [...teacherQueryKey, 'analytics', 'programme'],
    queryFn: ({ signal }) => getProgramme(signal),
  });

/** Every session side by side and pooled; asked only under the admin key (`enabled`). */
export function useProgramme(enabled: boolean) {
  const retry = useRetryUnlessRefused();
  return useQuery({ ...programmeQueryOptions(), retry, enabled });
}
