import { useSearchParams } from 'wouter';
import { CLASS_PARAM, FLAGGED_PARAM, SESSION_PARAM } from '../api/analytics-request';

/**
 * `?sesi=…&kelas=…&ditandai=1`, leaving out what is '' (every class, every session) and the
 * flagged pairs when they are left out of the tests (the default).
 */
export function analyticsSearch(classRoom: string, session = '', includeFlagged = false): string {
  const entries: Array<[string, string]> = [
    [SESSION_PARAM, session],
    [CLASS_PARAM, classRoom],
    [FLAGGED_PARAM, includeFlagged ? '1' : ''],
  ];
  const params = Object.fromEntries(entries.filter(([, value]) => value));
  const search = new URLSearchParams(params).toString();
  return search ? `?${search}` : '';
}

export function useClassParam() {
  const [params, setParams] = useSearchParams();
  const classRoom = params.get(CLASS_PARAM) ?? '';
  const session = params.get(SESSION_PARAM) ?? '';
  const includeFlagged = params.get(FLAGGED_PARAM) === '1';
  const setClassRoom = (next: string) => setParams(analyticsSearch(next, session, includeFlagged));
  // Classes are per session: another session's list has other classes.
  const setTabStorage = (next: string) => setParams(analyticsSearch('', next, includeFlagged));
  return [classRoom, setClassRoom, session, setTabStorage, includeFlagged] as const;
}

/** Whether the tests use the flagged pairs (`?ditandai=1`), and a switch for it. */
export function useFlaggedParam() {
  const [params, setParams] = useSearchParams();
  const includeFlagged = params.get(FLAGGED_PARAM) === '1';
  const setIncludeFlagged = (next: boolean) =>
    setParams(
      analyticsSearch(params.get(CLASS_PARAM) ?? '', params.get(SESSION_PARAM) ?? '', next),
    );
  return [includeFlagged, setIncludeFlagged] as const;
}

/** The analysis page's address for a class and a session ('' for every one). */
export function analyticsPath(classRoom: string, session = ''): string {
  return `/history/analytics${analyticsSearch(classRoom, session)}`;
}
