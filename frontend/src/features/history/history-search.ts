import {
  JOIN_CODE_PATTERN,
  normalizeJoinCode,
  type HistorySortField,
  type HistoryType,
} from '@piba/shared';
import {
  DEFAULT_SORT,
  FIRST_HISTORY_PAGE,
  HISTORY_PAGE_SIZES,
  toApiSort,
  type HistoryListQuery,
  type HistorySort,
} from './api/history-request';
import { emptyFilterForm, isDay, toApiFilter, type HistoryFilterForm } from './filter-form';

/**
 * The results table's view lives in its address, in Indonesian, so that a reload, the Back
 * button and a shared link all show the same results:
 * `/history?sesi=K7P3QX&kelas=8A&jenis=pre&q=ani&dari=2026-11-21&sampai=2026-11-21&urut=-nilai&hal=2&baris=25`.
 * What is left out is the default: every session, class and type, no name, no days, newest
 * first, page 1, 50 rows. `sesi` and `kelas` are the analysis page's names too.
 *
 * The early request of a page opened by its address reads it (early-requests.ts), so this module
 * is in the app's main bundle, which every student page loads: it only reads; the page writes the
 * address with history-link.ts.
 */
export const HISTORY_PARAMS = {
  session: 'sesi',
  classRoom: 'kelas',
  type: 'jenis',
  q: 'q',
  fromDate: 'dari',
  toDate: 'sampai',
  sort: 'urut',
  page: 'hal',
  pageSize: 'baris',
} as const;

export const TYPE_WORDS: Record<HistoryType, string> = { pretest: 'pre', posttest: 'post' };
export const SORT_WORDS: Record<HistorySortField, string> = {
  created_at: 'waktu',
  name: 'nama',
  class_room: 'kelas',
  percentage: 'nilai',
};

/** The table's view: the filter, the name searched for, the order and the page (from 0). */
export interface HistoryViewState {
  form: HistoryFilterForm;
  q: string;
  sort: HistorySort;
  page: number;
  pageSize: number;
}

export const DEFAULT_VIEW: HistoryViewState = {
  form: emptyFilterForm,
  q: '',
  sort: DEFAULT_SORT,
  page: 0,
  pageSize: FIRST_HISTORY_PAGE.pageSize,
};

const keyOf = <T extends string>(words: Record<T, string>, word: string | null) =>
  (Object.keys(words) as T[]).find((key) => words[key] === word);

function readSession(value: string | null): string {
  if (!value) return '';
  if (value.trim() === 'none') return 'none';
  const code = normalizeJoinCode(value);
  return JOIN_CODE_PATTERN.test(code) ? code : '';
}

function readSort(value: string | null): HistorySort {
  if (!value) return DEFAULT_SORT;
  const descending = value.startsWith('-');
  const field = keyOf(SORT_WORDS, descending ? value.slice(1) : value);
  return field ? { field, direction: descending ? 'desc' : 'asc' } : DEFAULT_SORT;
}

const readDay = (value: string | null) => (value && isDay(value) ? value : '');

const readWhole = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? +value : NaN);

/**
 * The view an address asks for. Whatever it cannot read is left at its default rather than sent
 * to the server to be refused: a mistyped link still opens the table.
 */
export function readHistorySearch(params: URLSearchParams): HistoryViewState {
  const get = (name: keyof typeof HISTORY_PARAMS) => params.get(HISTORY_PARAMS[name]);
  const page = readWhole(get('page'));
  const pageSize = readWhole(get('pageSize'));
  return {
    form: {
      session: readSession(get('session')),
      classRoom: (get('classRoom') ?? '').trim().slice(0, 50),
      type: keyOf(TYPE_WORDS, get('type')) ?? '',
      fromDate: readDay(get('fromDate')),
      toDate: readDay(get('toDate')),
    },
    q: (get('q') ?? '').trim().slice(0, 100),
    sort: readSort(get('sort')),
    page: page >= 1 ? page - 1 : 0,
    pageSize: HISTORY_PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_VIEW.pageSize,
  };
}

/** The API's query for a view: what the table asks for first when it opens at an address. */
export const historyListQuery = (view: HistoryViewState): HistoryListQuery => ({
  ...toApiFilter(view.form, view.q),
  page: view.page + 1,
  pageSize: view.pageSize,
  sort: toApiSort(view.sort),
});

/** The first page of results an address asks for (early-requests.ts asks for it first). */
export const firstHistoryQuery = (params: URLSearchParams) =>
  historyListQuery(readHistorySearch(params));
