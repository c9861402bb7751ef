import { analyticsApiPath, CLASS_PARAM, FLAGGED_PARAM, SESSION_PARAM } from '../features/analytics';
import { auditLogPath, FIRST_AUDIT_PAGE } from '../features/audit';
import { firstHistoryQuery, historyListPath } from '../features/history';
import { teacherHeaders } from '../features/teacher-access';
import { requestEarly } from '../lib/api-client';
import { type FirstRequest, teacherPageAt } from './teacher-pages';

/**
 * The API path of each first request, from the page's query string. Each must be exactly the one
 * the page's first query asks for (early-requests.test.tsx checks it), or the answer goes unused
 * and the page asks again.
 */
const FIRST_REQUEST_PATHS: Record<FirstRequest, (search: URLSearchParams) => string> = {
  'teacher-scope': () => '/teacher/me',
  // The page of results the address asks for: its filters, order and page (`?kelas=8A&hal=2`).
  'first-results-page': (search) => historyListPath(firstHistoryQuery(search)),
  analysis: (search) =>
    analyticsApiPath(
      search.get(CLASS_PARAM) ?? '',
      search.get(SESSION_PARAM) ?? '',
      search.get(FLAGGED_PARAM) === '1',
    ),
  'audit-log': () => auditLogPath(FIRST_AUDIT_PAGE),
};

/**
 * A teacher page opened by its address asks for its first data as soon as the main bundle runs,
 * while its own code is still downloading: on a slow network the first results arrive with the
 * page rather than a round trip after it. The page's queries take the answers over
 * (`requestEarly`). The lesson's pages ask for the tab's lesson pack instead (below).
 */
export function requestPageDataEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const page = teacherPageAt(pathname);
  if (!page || page.firstRequests.length === 0) return;
  const query = new URLSearchParams(search);
  const headers = teacherHeaders();
  for (const request of page.firstRequests)
    requestEarly(FIRST_REQUEST_PATHS[request](query), headers);
}
