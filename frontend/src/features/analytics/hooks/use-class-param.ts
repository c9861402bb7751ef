import { createSearchParams, useSearchParams } from 'react-router-dom';
import { CLASS_PARAM, SESSION_PARAM } from '../api/analytics-request';

/** `?sesi=…&kelas=…`, leaving out what is '' (every class, every session). */
export function analyticsSearch(classRoom: string, session = ''): string {
  const entries: Array<[string, string]> = [
    [SESSION_PARAM, session],
    [CLASS_PARAM, classRoom],
  ];
  const params = Object.fromEntries(entries.filter(([, value]) => value));
  const search = createSearchParams(params).toString();
  return search ? `?${search}` : '';
}

export function useClassParam() {
  const [params, setParams] = useSearchParams();
  const classRoom = params.get(CLASS_PARAM) ?? '';
  const session = params.get(SESSION_PARAM) ?? '';
  const setClassRoom = (next: string) => setParams(analyticsSearch(next, session));
  // Classes are per session: another session's list has other classes.
  const setTabStorage = (next: string) => setParams(analyticsSearch('', next));
  return [classRoom, setClassRoom, session, setTabStorage] as const;
}

/** The analysis page's address for a class and a session ('' for every one). */
export function analyticsPath(classRoom: string, session = ''): string {
  return `/history/analytics${analyticsSearch(classRoom, session)}`;
}
