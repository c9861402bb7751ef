import { configure } from '@testing-library/react';
import type { HistoryPage, HistoryRecord } from '@piba/shared';
import { jsonResponse, mockFetch, requestUrl } from './test-utils';

export const record = (overrides: Partial<HistoryRecord> = {}): HistoryRecord => ({
  id: 1,
  submission_id: null,
  participant_id: null,
  answers: null,
  answer_key_version: null,
  session_code: null,
  name: 'Siti',
  class_room: '8A',
  score: '7/10',
  percentage: 70,
  is_pretest: true,
  is_posttest: false,
  materials_seen_first: false,
  created_at: '2026-11-21T01:05:00.000Z',
  ...overrides,
});

export const historyPage = (
  data: HistoryRecord[],
  total = data.length,
  summary: HistoryPage['meta']['summary'] = { pretest: 0, posttest: 0, averagePercentage: null },
): HistoryPage => ({ data, meta: { page: 1, pageSize: 50, total, summary } });

export interface FakeRequest {
  path: string;
  params: URLSearchParams;
  method: string;
  headers: Record<string, string>;
}

type Answer = Response | Promise<Response> | undefined;

/**
 * The fetch mock as a small fake of the teacher's API: `route` answers what a test cares about;
 * anything else gets an empty list of results or no classes. Every request is kept for assertions.
 */
export function mockHistoryApi(route: (request: FakeRequest) => Answer = () => undefined) {
  const requests: FakeRequest[] = [];
  const fetchMock = mockFetch().mockImplementation(async (input, init) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const request: FakeRequest = {
      path: url.pathname,
      params: url.searchParams,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    requests.push(request);
    const answer = await route(request);
    if (answer) return answer;
    if (request.path === '/api/history/classes') return jsonResponse(200, { data: [] });
    return jsonResponse(200, historyPage([]));
  });
  const isList = (request: FakeRequest, scope: 'list' | 'new') =>
    request.path === '/api/history' &&
    request.method === 'GET' &&
    (request.params.get('pageSize') === '1') === (scope === 'new');
  return {
    fetchMock,
    requests,
    /** Requests for the table's rows (not the count of new results). */
    listRequests: () => requests.filter((request) => isList(request, 'list')),
    newRequests: () => requests.filter((request) => isList(request, 'new')),
    lastList: () => requests.filter((request) => isList(request, 'list')).at(-1)!,
  };
}

/**
 * Loads the results page (a lazily imported route) before a suite and lets Testing Library wait
 * longer than its default second: on a busy two-core machine the table's first render can take
 * longer. (configure() holds for this test file only: each file has its own module registry.)
 */
export async function preloadGrid() {
  configure({ asyncUtilTimeout: 4_000 });
  await import('../app/routes/history');
  // The parts the page loads when first used: the dialogs, the notice, the trash and the key.
  await Promise.all([
    import('../features/history/components/delete-record-dialog'),
    import('../features/history/components/erase-student-dialog'),
    import('../features/history/components/history-notice-bar'),
    import('../features/history/components/trash-panel'),
    import('../features/teacher-access/components/teacher-key-dialog'),
  ]);
}
