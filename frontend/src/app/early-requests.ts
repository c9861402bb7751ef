import { analyticsApiPath, CLASS_PARAM, SESSION_PARAM } from '../features/analytics';
import { FIRST_HISTORY_PAGE, historyListPath } from '../features/history';
import { teacherHeaders } from '../features/teacher-access';
import { requestEarly } from '../lib/api-client';

/**
 * The data a teacher page asks for first, by address. Each path must be exactly the one the
 * page's first query asks for (early-requests.test.tsx checks it), or the answer goes unused and
 * the page asks again.
 */
const FIRST_REQUESTS: Record<string, (search: URLSearchParams) => string[]> = {
  '/history': () => ['/teacher/me', historyListPath(FIRST_HISTORY_PAGE)],
  '/history/analytics': (search) => [
    '/teacher/me',
    analyticsApiPath(search.get(CLASS_PARAM) ?? '', search.get(SESSION_PARAM) ?? ''),
  ],
};

/**
 * A teacher page opened by its address asks for its first data as soon as the main bundle runs,
 * while its own code is still downloading: on a slow network the first results arrive with the
 * page rather than a round trip after it. The page's queries take the answers over
 * (`requestEarly`). Student pages ask for nothing early.
 */
export function requestPageDataEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const paths = FIRST_REQUESTS[pathname.replace(/(.)\/+$/, '$1')]?.(new URLSearchParams(search));
  if (!paths) return;
  const headers = teacherHeaders();
  for (const path of paths) requestEarly(path, headers);
}
