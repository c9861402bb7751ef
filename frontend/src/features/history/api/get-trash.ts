import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TrashPage } from '@piba/shared';
import { useRetryUnlessRefused, withTeacherKey } from '../../teacher-access';
import { historyQueryKey } from './get-history';

/** A page of the trash: the administrator's session filter (if any) and the page, from 1. */
export interface TrashQuery {
  session?: string;
  page: number;
  pageSize: number;
}

/** The trash's rows per page: a phone's screenful or two. */
export const TRASH_PAGE_SIZE = 25;

/** The API path of a page of the trash. */
export function trashPath({ session, page, pageSize }: TrashQuery): string {
  const params = new URLSearchParams();
  if (session) params.set('session', session);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return `/history/trash?${params}`;
}

export function getTrash(query: TrashQuery, signal?: AbortSignal) {
  return withTeacherKey((headers) => api.get<TrashPage>(trashPath(query), { signal, headers }));
}

/**
 * Deleted results, newest deletion first. Under the results table's key, so whatever changes the
 * table (a delete, a restore, an erasure, a new key) asks for the trash again too.
 */
export function useTrash(query: TrashQuery, enabled: boolean) {
  const retry = useRetryUnlessRefused();
  return useQuery({
    queryKey: [...historyQueryKey, 'trash', query],
    queryFn: ({ signal }) => getTrash(query, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
    retry,
  });
}
