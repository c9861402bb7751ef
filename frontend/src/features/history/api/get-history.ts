import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HistoryPage } from '../../../lib/history-contract';

export interface HistoryPageParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** Every history query starts with this key, so saving a result can invalidate them all. */
export const historyQueryKey = ['history'] as const;

export function getHistory({ page, pageSize }: HistoryPageParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return api.get<HistoryPage>(`/history?${query}`, { signal });
}

export function historyQueryOptions(params: HistoryPageParams = { page: 1, pageSize: 50 }) {
  return queryOptions({
    queryKey: [...historyQueryKey, params],
    queryFn: ({ signal }) => getHistory(params, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useHistory(params?: HistoryPageParams) {
  return useQuery(historyQueryOptions(params));
}
