import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HistoryPage } from '@piba/shared';
import { historyListPath, type HistoryListQuery } from './history-request';
import {
  isKeyRefusal,
  teacherQueryKey,
  useRetryUnlessRefused,
  withTeacherKey,
} from '../../teacher-access';

/** Every query of the results table (rows, new-results count, classes) starts with this key. */
export const historyQueryKey = [...teacherQueryKey, 'history'] as const;

/** A teacher watches a class's results arrive: open pages ask again this often. */
export const REFRESH_INTERVAL_MS = 10_000;

export function getHistory(query: HistoryListQuery, signal?: AbortSignal) {
  return withTeacherKey((headers) =>
    api.get<HistoryPage>(historyListPath(query), { signal, headers }),
  );
}

export function historyQueryOptions(query: HistoryListQuery, scope = 'list') {
  return queryOptions({
    queryKey: [...historyQueryKey, scope, query],
    queryFn: ({ signal }) => getHistory(query, signal),
    // Keeps the current page on screen while the next one (or a refresh) loads.
    placeholderData: keepPreviousData,
    // Asking again without a key would only be refused again, every 10 s.
    refetchInterval: (query) => (isKeyRefusal(query.state.error) ? false : REFRESH_INTERVAL_MS),
    // A hidden tab has no one watching; React Query resumes the interval when it is visible.
    refetchIntervalInBackground: false,
  });
}

/** A page of results already here, to start the query of `query` with instead of asking. */
export interface HandedOver {
  query: HistoryListQuery;
  page: HistoryPage;
  /** When it arrived: it is as fresh as then. */
  at: number;
}

export function useHistory(query: HistoryListQuery, handedOver?: HandedOver | null) {
  const retry = useRetryUnlessRefused();
  // Read only when the query of `query` is first made: a page handed over for it starts it.
  const start = () =>
    handedOver && historyListPath(handedOver.query) === historyListPath(query)
      ? handedOver
      : undefined;
  return useQuery({
    ...historyQueryOptions(query),
    initialData: () => start()?.page,
    initialDataUpdatedAt: () => start()?.at,
    retry,
  });
}
