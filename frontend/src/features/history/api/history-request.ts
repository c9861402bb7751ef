import type { HistoryQuery } from '@piba/shared';

export type HistoryListQuery = HistoryQuery & { page: number; pageSize: number };

/** The table's first page: the newest results, 50 to a page. */
export const FIRST_HISTORY_PAGE: Readonly<HistoryListQuery> = {
  page: 1,
  pageSize: 50,
  sort: '-created_at',
};

const PARAM_ORDER = [
  'page',
  'pageSize',
  'sort',
  'session',
  'classRoom',
  'type',
  'q',
  'from',
  'to',
] as const;

/** The API's query string; the export takes the same filter parameters. */
export function historySearchParams(query: HistoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PARAM_ORDER) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** The API path of a page of results. */
export const historyListPath = (query: HistoryListQuery) =>
  `/history?${historySearchParams(query)}`;
