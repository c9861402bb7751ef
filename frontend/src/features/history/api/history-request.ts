import type { HistoryQuery, HistorySortField } from '@piba/shared';

export type HistoryListQuery = HistoryQuery & { page: number; pageSize: number };
type ApiSort = NonNullable<HistoryQuery['sort']>;

/** The table's order: one column, ascending or descending. */
export interface HistorySort {
  field: HistorySortField;
  direction: 'asc' | 'desc';
}

/** Newest first, until the teacher sorts by another column. */
export const DEFAULT_SORT: HistorySort = { field: 'created_at', direction: 'desc' };

/** The API's `sort`: the field, with a leading '-' for descending. */
export const toApiSort = ({ field, direction }: HistorySort): ApiSort =>
  `${direction === 'desc' ? '-' : ''}${field}`;

/** The table's first page: the newest results, 50 to a page. */
export const FIRST_HISTORY_PAGE: Readonly<HistoryListQuery> = {
  page: 1,
  pageSize: 50,
  sort: toApiSort(DEFAULT_SORT),
};

/** The rows per page a teacher can choose. */
export const HISTORY_PAGE_SIZES: readonly number[] = [25, 50, 100];

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
