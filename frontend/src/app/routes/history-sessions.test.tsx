import { screen, waitFor, within } from '@testing-library/react';
import { historyPage, mockHistoryApi, record } from '../../testing/history-api-mock';
import { jsonResponse, renderApp } from '../../testing/test-utils';

const sessions = [
  {
    code: 'K7P3QX',
    name: 'SMP A',
    open: true,
    created_at: '2026-11-25T01:00:00.000Z',
    results: { pretest: 1, posttest: 0, total: 1 },
  },
];

/** The admin key's view: two results of two schools, and one without a session. */
function adminApi(role: 'admin' | 'session' = 'admin') {
  return mockHistoryApi(({ path }) => {
    if (path === '/api/teacher/me') {
      return jsonResponse(
        200,
        role === 'admin' ? { role } : { role, code: 'K7P3QX', name: 'SMP A' },
      );
    }
    if (path === '/api/sessions') return jsonResponse(200, { data: sessions });
    if (path === '/api/history') {
      return jsonResponse(
        200,
        historyPage([
          record({ id: 2, name: 'Ani', session_code: 'K7P3QX' }),
          record({ id: 1, name: 'Budi', session_code: null }),
        ]),
      );
    }
    return undefined;
  });
}

describe('the results table across sessions', () => {
  it("shows the administrator each result's session and filters by one", async () => {
    const api = adminApi();
    const { user } = renderApp('/history');
    const table = await screen.findByRole('table', { name: 'History Table' });
    await within(table).findByRole('columnheader', { name: 'Sesi' });
    expect(
      within(within(table).getByRole('row', { name: /Ani/ })).getByText('K7P3QX'),
    ).toBeTruthy();
    expect(
      within(within(table).getByRole('row', { name: /Budi/ })).getByText('Tanpa sesi'),
    ).toBeTruthy();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sesi' }),
      await screen.findByRole('option', { name: 'SMP A (K7P3QX)' }),
    );
    await waitFor(() => expect(api.lastList().params.get('session')).toBe('K7P3QX'));
    const classes = api.requests.filter((request) => request.path === '/api/history/classes');
    expect(classes.at(-1)!.params.get('session')).toBe('K7P3QX');
  });

  it('shows a session key neither the column nor the filter', async () => {
    adminApi('session');
    renderApp('/history');
    const table = await screen.findByRole('table', { name: 'History Table' });
    await screen.findByText('Sesi: SMP A (K7P3QX). Kunci ini hanya membuka hasil sesi ini.');
    expect(within(table).queryByRole('columnheader', { name: 'Sesi' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sesi' })).toBeNull();
  });
});
