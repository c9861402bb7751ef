import { render, screen, waitFor } from '@testing-library/react';
import { jsonResponse, openAddress, renderApp, setTabStorage } from '../testing/test-utils';
import { historyPage, mockHistoryApi, preloadGrid, record } from '../testing/history-api-mock';
import { mockAnalyticsApi } from '../features/analytics/testing/analytics-fixtures';
import { requestPageDataEarly } from './early-requests';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// The charts are drawn in Chromium; jsdom gets their stand-ins (components/__mocks__).
jest.mock('../features/analytics/components/question-chart');
jest.mock('../features/analytics/components/option-chart');

/** Opens a page by its address, as the browser does: the early requests, then the app. */
function openByAddress(address: string) {
  const url = new URL(address, 'http://localhost');
  requestPageDataEarly(url);
  return renderApp(`${url.pathname}${url.search}`);
}

/**
 * Renders the app at an address with the query client the app makes itself (the tests' own asks
 * again for anything already there), for what the app asks for on a real first load.
 */
function renderAsTheApp(url: URL) {
  openAddress(`${url.pathname}${url.search}`);
  return render(
    <AppProvider>
      <AppRoutes />
    </AppProvider>,
  );
}

const requestsFor = (api: ReturnType<typeof mockHistoryApi>, path: string) =>
  api.requests.filter((request) => request.path === path);

describe('a teacher page opened by its address', () => {
  beforeAll(preloadGrid);

  it('asks for its first results and the scope before its code runs, and shows them without asking again', async () => {
    setTabStorage({ teacherKey: 'ABC234-0123456789abcdef0123456789abcdef' });
    const api = mockHistoryApi();
    requestPageDataEarly(new URL('/history', 'http://localhost'));
    // Before any of the page has rendered: the newest 50 results, with this tab's key.
    expect(api.requests.map((request) => `${request.path}?${request.params}`)).toEqual([
      '/api/teacher/me?',
      '/api/history?page=1&pageSize=50&sort=-created_at',
    ]);
    expect(api.requests[1].headers).toMatchObject({
      'x-teacher-key': 'ABC234-0123456789abcdef0123456789abcdef',
    });

    renderApp('/history');
    expect(await screen.findByRole('table', { name: 'History Table' })).toBeInTheDocument();
    expect(api.listRequests()).toHaveLength(1);
    expect(requestsFor(api, '/api/teacher/me')).toHaveLength(1);
  });

  it('shows the rows of the early answer', async () => {
    const api = mockHistoryApi(({ path }) =>
      path === '/api/history'
        ? jsonResponse(200, historyPage([record({ id: 7, name: 'Siswa 7' })]))
        : undefined,
    );
    openByAddress('/history');
    expect(await screen.findByRole('rowheader', { name: 'Siswa 7' })).toBeInTheDocument();
    expect(api.listRequests()).toHaveLength(1);
  });

  it('asks for the page of results a filtered address shows, once, and keeps it while anchoring it', async () => {
    setTabStorage({ teacherKey: 'ABC234-0123456789abcdef0123456789abcdef' });
    const newest = record({ id: 9, created_at: '2026-11-21T03:00:00.000Z' });
    const api = mockHistoryApi(({ path, params }) => {
      if (path !== '/api/history') return undefined;
      // The filter's newest result (from the day's start), and none saved after it.
      if (params.get('pageSize') === '1')
        return jsonResponse(
          200,
          params.get('from')?.endsWith('+07:00') ? historyPage([newest], 60) : historyPage([]),
        );
      return jsonResponse(200, historyPage([record({ id: 7, name: 'Ani Lestari' })], 60));
    });
    const url = new URL(
      '/history?sesi=K7P3QX&kelas=8A&jenis=pre&q=ani&dari=2026-11-21&sampai=2026-11-21&urut=-nilai&hal=2',
      'http://localhost',
    );
    requestPageDataEarly(url);
    // Before any of the page has rendered: the page, order and filters of the address.
    expect(api.requests.map((request) => `${request.path}?${request.params}`)).toEqual([
      '/api/teacher/me?',
      '/api/history?page=2&pageSize=50&sort=-percentage&session=K7P3QX&classRoom=8A&type=pretest&q=ani&from=2026-11-21T00%3A00%3A00%2B07%3A00&to=2026-11-22T00%3A00%3A00%2B07%3A00',
    ]);

    renderAsTheApp(url);
    expect(await screen.findByRole('rowheader', { name: 'Ani Lestari' })).toBeInTheDocument();
    expect(screen.getByText('51–60 dari 60')).toBeInTheDocument();
    // A later page holds still: the filter's newest result anchors it, then the count of the
    // results saved since is asked for; the rows on screen are not asked for again.
    await waitFor(() => expect(api.newRequests()).toHaveLength(2));
    expect(api.newRequests()[1].params.get('from')).toBe('2026-11-21T03:00:00.001Z');
    expect(api.listRequests()).toHaveLength(1);
    expect(requestsFor(api, '/api/teacher/me')).toHaveLength(1);
  });

  it('asks for the analysis of the class and session in the address, once', async () => {
    const api = mockAnalyticsApi();
    openByAddress('/history/analytics?sesi=ABC234&kelas=8A');
    expect(await screen.findByRole('heading', { name: 'Ringkasan' })).toBeInTheDocument();
    expect(api.analyticsRequests().map((request) => request.params.toString())).toEqual([
      'session=ABC234&classRoom=8A',
    ]);
  });

  it('asks for the newest page of the audit log and the scope, once each', async () => {
    setTabStorage({ teacherKey: 'kunci-admin-2026' });
    const api = mockHistoryApi(({ path }) => {
      if (path === '/api/teacher/me') return jsonResponse(200, { role: 'admin' });
      if (path !== '/api/audit') return undefined;
      const entry = {
        id: 1,
        at: '2026-11-25T01:00:00.000Z',
        actor: 'admin',
        action: 'sign-in',
        target: null,
        detail: null,
        address: '10.0.0.7',
      };
      return jsonResponse(200, { data: [entry], meta: { page: 1, pageSize: 50, total: 1 } });
    });
    openByAddress('/history/audit');
    expect(api.requests.map((request) => `${request.path}?${request.params}`)).toEqual([
      '/api/teacher/me?',
      '/api/audit?page=1&pageSize=50',
    ]);
    expect(await screen.findByRole('cell', { name: 'Masuk dengan kunci' })).toBeInTheDocument();
    expect(requestsFor(api, '/api/audit')).toHaveLength(1);
    expect(requestsFor(api, '/api/teacher/me')).toHaveLength(1);
  });

  it.each(['/', '/questions', '/topics/slide-1', '/history/sessions'])(
    '%s asks for nothing early',
    (path) => {
      const api = mockHistoryApi();
      requestPageDataEarly(new URL(path, 'http://localhost'));
      expect(api.requests).toEqual([]);
    },
  );
});
