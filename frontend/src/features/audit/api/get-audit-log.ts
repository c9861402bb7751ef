import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@piba/shared';
import { api, ApiError } from '../../../lib/api-client';
import { teacherQueryKey, useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';
import { auditLogPath } from './audit-request';

/** Only the admin key reads the log: the server answers a session key with 403. */
export const isAdminOnlyRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 403;

/** Under the teacher key: "Keluar" and a new key clear it. */
export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...teacherQueryKey, 'audit', page],
    queryFn: ({ signal }) =>
      withTeacherKey((headers) => api.get<AuditPage>(auditLogPath(page), { signal, headers })),
  });

/** One page of the audit log; the page shown stays while the next one loads. */
export function useAuditLog(page: number) {
  const retry = useRetryUnlessRefused();
  return useQuery({
    ...auditQueryOptions(page),
    // A 403 is the answer for this key, not a failure that asking again could mend.
    retry: (failureCount, error) => !isAdminOnlyRefusal(error) && retry(failureCount, error),
    placeholderData: keepPreviousData,
  });
}
