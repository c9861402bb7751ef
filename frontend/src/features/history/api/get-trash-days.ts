import { useQuery } from '@tanstack/react-query';
import { type AccessStatus, DEFAULT_TRASH_DAYS } from '@piba/shared';
import { apiRequest } from '../../../lib/api-client';

/** A whole number of days from the server, or the default. */
const wholeDays = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_TRASH_DAYS;

/**
 * How many days a deleted result can be restored (the server's TRASH_DAYS), from
 * `GET /api/teacher/access`, which needs no key and holds no names: its query is not one of the
 * teacher's, and outlives a key change. Undefined until known; an unreachable server gives the
 * default rather than no answer.
 */
export function useTrashDays(enabled: boolean): number | undefined {
  const status = useQuery({
    queryKey: ['access-status'],
    queryFn: ({ signal }) => apiRequest<AccessStatus>('/teacher/access', { signal }),
    select: (answer) => wholeDays(answer?.trash_days),
    // It changes only when the server restarts with another setting.
    staleTime: 60 * 60_000,
    enabled,
  });
  return status.isError ? DEFAULT_TRASH_DAYS : status.data;
}
