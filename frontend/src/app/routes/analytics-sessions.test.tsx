import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useSearch } from 'wouter';
import type { SessionSummary } from '@piba/shared';
import { measures, report } from '../../features/analytics/testing/analytics-fixtures';
import { tooFewPairs } from '../../features/analytics/testing/evidence-fixtures';
import { mockHistoryApi } from '../../testing/history-api-mock';
import {
  browserBack,
  jsonResponse,
  renderApp,
  renderWithProviders,
} from '../../testing/test-utils';
import { AppRoutes } from '../router';
import { loadAnalysisModulesFirst } from '../../testing/analysis-modules';

// The charts are drawn in Chromium; jsdom gets their stand-ins (components/__mocks__).
jest.mock('../../features/analytics/components/question-chart');
jest.mock('../../features/analytics/components/option-chart');

const session = (code: string, name: string): SessionSummary => ({
  code,
  name,
  open: true,
  created_at: '2026-11-25T01:00:00.000Z',
  join_url: `/s/${code}`,
  consent: null,
  results: { pretest: 1, posttest: 1, total: 2 },
  pack_version: '3f9a0c1d2b4e5f60',
  answer_key_version: 'e125b284',
});

/** Two schools, each with its own 8A, read with the admin key. */
function twoSchools() {
  return mockHistoryApi(({ path, params }) => {
    if (path === '/api/teacher/me') return jsonResponse(200, { role: 'admin' });
    if (path === '/api/analytics/programme') {
      return jsonResponse(200, { sessions: [], pooled: tooFewPairs(), metaAnalysis: null });
    }
    if (path === '/api/sessions') {
      return jsonResponse(200, {
        data: [session('K7P3QX', 'SMP A'), session('BCDFGH', 'SMP B')],
      });
    }
    if (path === '/api/analytics') {
      return jsonResponse(
        200,
        report({
          session: params.get('session'),
          classRoom: null,
          classes: [
            { session_code: 'BCDFGH', class_room: '8A', ...measures() },
            { session_code: 'K7P3QX', class_room: '8A', ...measures() },
          ],
          pairs: [
            {
              participant_code: null,
              name: 'Ani',
              session_code: 'K7P3QX',
              class_room: '8A',
              pre: 40,
              post: 70,
              change: 0.5,
              band: 'medium',
            },
          ],
        }),
      );
    }
    return undefined;
  });
}

loadAnalysisModulesFirst();
describe('the analysis across sessions', () => {
  it('names each class with its session, and links to that class of that session', async () => {
    twoSchools();
    renderApp('/history/analytics');
    const classes = await screen.findByRole('table', { name: /^Tabel \d+\. Ringkasan per kelas$/ });
    expect(within(classes).getByRole('columnheader', { name: 'Sesi' })).toBeInTheDocument();
    const links = within(classes).getAllByRole('link', { name: '8A' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/history/analytics?sesi=BCDFGH&kelas=8A',
      '/history/analytics?sesi=K7P3QX&kelas=8A',
    ]);
    // Drawn in a later pass than the classes' table.
    const pairs = await screen.findByRole('table', { name: /^Tabel \d+\. Siswa berpasangan$/ });
    expect(within(pairs).getByText('8A · K7P3QX')).toBeInTheDocument();
  });

  it("lets the administrator pick one session, and asks for that session's analysis", async () => {
    const api = twoSchools();
    const { user } = renderApp('/history/analytics');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sesi' }),
      await screen.findByRole('option', { name: 'SMP B (BCDFGH)' }),
    );
    await waitFor(() =>
      expect(
        api.requests
          .filter((request) => request.path === '/api/analytics')
          .at(-1)!
          .params.get('session'),
      ).toBe('BCDFGH'),
    );
    expect(
      api.requests
        .filter((request) => request.path === '/api/history/classes')
        .at(-1)!
        .params.get('session'),
    ).toBe('BCDFGH');
  });

  it('keeps the session and class in the address: Back returns to the previous choice', async () => {
    const browser: { address?: string } = {};
    function AddressBar() {
      const [pathname] = useLocation();
      const search = useSearch();
      useEffect(() => {
        browser.address = `${pathname}${search ? `?${search}` : ''}`;
      });
      return null;
    }
    const api = twoSchools();
    const { user } = renderWithProviders(
      <>
        <AppRoutes />
        <AddressBar />
      </>,
      { path: '/history/analytics?sesi=K7P3QX&kelas=8A' },
    );
    // The way back leads to the table of the same session and class.
    expect(await screen.findByRole('link', { name: 'Kembali ke tabel hasil' })).toHaveAttribute(
      'href',
      '/history?sesi=K7P3QX&kelas=8A',
    );
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sesi' }),
      await screen.findByRole('option', { name: 'SMP B (BCDFGH)' }),
    );
    await waitFor(() => expect(browser.address).toBe('/history/analytics?sesi=BCDFGH'));

    await browserBack();
    await waitFor(() => expect(browser.address).toBe('/history/analytics?sesi=K7P3QX&kelas=8A'));
    expect(screen.getByRole('combobox', { name: 'Sesi' })).toHaveValue('K7P3QX');
    await waitFor(() =>
      expect(
        api.requests
          .filter((request) => request.path === '/api/analytics')
          .at(-1)!
          .params.toString(),
      ).toBe('session=K7P3QX&classRoom=8A'),
    );
  });
});
