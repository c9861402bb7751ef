import { DEFAULT_SORT, toApiSort } from './api/history-request';
import { emptyFilterForm, isDay } from './filter-form';
import {
  DEFAULT_VIEW,
  HISTORY_PARAMS,
  type HistoryViewState,
  SORT_WORDS,
  TYPE_WORDS,
} from './history-search';

/** The address's query string for a view, defaults left out, always in the same order. */
export function historySearch(view: HistoryViewState): URLSearchParams {
  const { form, sort } = view;
  const sortWord = `${sort.direction === 'desc' ? '-' : ''}${SORT_WORDS[sort.field]}`;
  const defaultSort = toApiSort(sort) === toApiSort(DEFAULT_SORT);
  const values: Record<keyof typeof HISTORY_PARAMS, string> = {
    session: form.session,
    classRoom: form.classRoom,
    type: form.type ? TYPE_WORDS[form.type] : '',
    q: view.q.trim(),
    fromDate: isDay(form.fromDate) ? form.fromDate : '',
    toDate: isDay(form.toDate) ? form.toDate : '',
    sort: defaultSort ? '' : sortWord,
    page: view.page > 0 ? String(view.page + 1) : '',
    pageSize: view.pageSize === DEFAULT_VIEW.pageSize ? '' : String(view.pageSize),
  };
  const params = new URLSearchParams();
  for (const name of Object.keys(HISTORY_PARAMS) as (keyof typeof HISTORY_PARAMS)[]) {
    if (values[name]) params.set(HISTORY_PARAMS[name], values[name]);
  }
  return params;
}

/** The results table's address for a session and a class ('' for every one): the analysis's way back. */
export function historyPath(classRoom = '', session = ''): string {
  const search = historySearch({
    ...DEFAULT_VIEW,
    form: { ...emptyFilterForm, classRoom, session },
  }).toString();
  return `/history${search ? `?${search}` : ''}`;
}
