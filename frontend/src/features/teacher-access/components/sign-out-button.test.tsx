import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockHistoryApi,
  preloadGrid,
  record,
  historyPage,
} from '../../../testing/history-api-mock';
import { jsonResponse, renderApp, setTabStorage } from '../../../testing/test-utils';

const KEY = 'ABC234-0123456789abcdef0123456789abcdef';

describe('"Keluar" on a teacher page', () => {
  beforeAll(preloadGrid);

  it('forgets the key in this tab and what the page showed, then opens home', async () => {
    setTabStorage({ teacherKey: KEY });
    mockHistoryApi(({ path, headers }) => {
      if (headers['x-teacher-key'] !== KEY) {
        return jsonResponse(401, { message: 'This needs the teacher access key.' });
      }
      return path === '/api/history'
        ? jsonResponse(200, historyPage([record({ id: 7, name: 'Rahmat' })]))
        : undefined;
    });
    renderApp('/history');
    expect(await screen.findByRole('rowheader', { name: 'Rahmat' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByRole('heading', { name: 'Selamat datang di PIBA!' })).toBeVisible();
    expect(window.sessionStorage.getItem('teacherKey')).toBeNull();

    // The next person at this computer opens the results: asked for a key, shown no names.
    await userEvent.click(await screen.findByRole('link', { name: 'Lihat hasil' }));
    expect(await screen.findByRole('dialog', { name: 'Kunci akses guru' })).toBeVisible();
    expect(screen.queryByText('Rahmat')).not.toBeInTheDocument();
  });

  it('is not shown before a key is given', async () => {
    mockHistoryApi();
    renderApp('/history');
    expect(await screen.findByRole('heading', { name: 'History Table' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keluar' })).not.toBeInTheDocument();
  });
});
