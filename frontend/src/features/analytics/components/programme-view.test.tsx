import { screen, waitFor, within } from '@testing-library/react';
import type { TeacherScope } from '@piba/shared';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import { mockHistoryApi } from '../../../testing/history-api-mock';
import { report } from '../testing/analytics-fixtures';
import { programme } from '../testing/evidence-fixtures';
import { PROGRAMME_TITLE } from './programme-table';

jest.mock('./question-chart');
jest.mock('./option-chart');

/** The teacher API under a key of `scope`; the analysis of `session` ('' for every one). */
function mockApi(scope: TeacherScope) {
  return mockHistoryApi(({ path, params }) => {
    if (path === '/api/teacher/me') return jsonResponse(200, scope);
    if (path === '/api/analytics/programme') return jsonResponse(200, programme());
    if (path === '/api/analytics') {
      return jsonResponse(200, report({ session: params.get('session'), classRoom: null }));
    }
    return undefined;
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the programme view', () => {
  it('shows the administrator every session side by side, the pooled row and a forest plot', async () => {
    mockApi({ role: 'admin' });
    renderApp('/history/analytics');
    const table = await screen.findByRole('table', { name: PROGRAMME_TITLE });
    expect(rowsOf(table)).toEqual([
      [
        'SMP 1 — 21 November (ABC234)',
        '12',
        '45,83',
        '72,50',
        '26,67 [21,72; 31,61]',
        '3,43',
        '0,49',
        '0,52',
        'Uji t berpasangan',
        '< 0,001',
      ],
      [
        'SMP 2 — 28 November (XYZ789)',
        '12',
        '45,83',
        '72,50',
        '26,67 [21,72; 31,61]',
        '3,43',
        '0,49',
        '0,52',
        'Uji peringkat bertanda Wilcoxon',
        '0,005',
      ],
      [
        'Gabungan semua sesi',
        '24',
        '45,83',
        '72,50',
        '26,67 [21,72; 31,61]',
        '3,43',
        '0,49',
        '0,52',
        'Uji t berpasangan',
        '< 0,001',
      ],
    ]);
    const plot = screen.getByRole('img', { name: /^Selisih rata-rata dan IK 95% per sesi/ });
    expect(plot.getAttribute('aria-label')).toContain('Gabungan: 26,67 [21,72; 31,61]');
    expect(plot.querySelectorAll('circle')).toHaveLength(2);
    expect(plot.querySelectorAll('polygon')).toHaveLength(1);
  });

  it('is not shown once the administrator chooses a session', async () => {
    const api = mockApi({ role: 'admin' });
    renderApp('/history/analytics?sesi=ABC234');
    await screen.findByTestId('evidence-sentence');
    await screen.findByRole('heading', { name: 'Siswa berpasangan' });
    expect(screen.queryByRole('heading', { name: 'Semua sesi' })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/api/analytics/programme')).toBe(false);
  });

  it('is never shown to a session key', async () => {
    const api = mockApi({ role: 'session', code: 'ABC234', name: 'SMP 1 — 21 November' });
    renderApp('/history/analytics');
    await screen.findByRole('heading', { name: 'Siswa berpasangan' });
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/api/teacher/me')).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Semua sesi' })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/api/analytics/programme')).toBe(false);
  });
});
