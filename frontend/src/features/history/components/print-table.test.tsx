import { screen } from '@testing-library/react';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import {
  historyPage,
  mockHistoryApi,
  preloadGrid,
  record,
} from '../../../testing/history-api-mock';

describe('the printout', () => {
  beforeAll(preloadGrid);

  it("prints the page's rows as a plain table with 'Cetak'", async () => {
    mockHistoryApi(({ path }) =>
      path === '/api/history'
        ? jsonResponse(200, historyPage([record({ name: 'Ani' }), record({ id: 2, name: 'Budi' })]))
        : undefined,
    );
    // As a browser does, printing starts with beforeprint; the printout is drawn then.
    const print = jest
      .spyOn(window, 'print')
      .mockImplementation(() => void window.dispatchEvent(new Event('beforeprint')));
    const { user } = renderApp('/history');
    await screen.findByRole('table', { name: 'History Table' });
    expect(screen.queryByTestId('print-table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalled();

    // Hidden on screen; the print style sheet shows it instead of the screen table.
    const table = screen.getByTestId('print-table');
    expect(table).not.toBeVisible();
    const printed = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(printed).toEqual([
      'Ani8A7/1070%Pre Test2026-11-21 08:05',
      'Budi8A7/1070%Pre Test2026-11-21 08:05',
    ]);
  });
});
