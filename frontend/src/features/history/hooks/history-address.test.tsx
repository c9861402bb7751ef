import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useSearch } from 'wouter';
import { AppRoutes } from '../../../app/router';
import { browserBack, jsonResponse, renderWithProviders } from '../../../testing/test-utils';
import {
  type FakeRequest,
  historyPage,
  mockHistoryApi,
  preloadGrid,
  record,
} from '../../../testing/history-api-mock';

/** Where the app is, and the browser's Back, as a test reads and presses them. */
const browser: { address: string } = { address: '' };

function AddressBar() {
  const [pathname] = useLocation();
  const search = useSearch();
  useEffect(() => {
    browser.address = `${pathname}${search ? `?${search}` : ''}`;
  });
  return null;
}

const back = browserBack;

/** 120 results, so that later pages exist; each page's first row says which page it is. */
const pagedApi = (extra: (request: FakeRequest) => Response | undefined = () => undefined) =>
  mockHistoryApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.path === '/api/history/classes') return jsonResponse(200, { data: ['8A', '8B'] });
    if (request.path !== '/api/history' || request.params.get('pageSize') === '1') return undefined;
    const page = Number(request.params.get('page'));
    return jsonResponse(200, historyPage([record({ id: page, name: `Halaman ${page}` })], 120));
  });

async function openAt(address: string) {
  const utils = renderWithProviders(
    <>
      <AppRoutes />
      <AddressBar />
    </>,
    { path: address },
  );
  await screen.findByRole('table', { name: 'History Table' });
  return utils;
}

const listParams = (api: ReturnType<typeof mockHistoryApi>) =>
  api.listRequests().map((request) => request.params.toString());

describe('the results table’s view in the address', () => {
  beforeAll(preloadGrid);

  it('opens the filters, order and page a shared link asks for, with one request', async () => {
    const api = pagedApi();
    await openAt('/history?sesi=K7P3QX&kelas=8A&jenis=pre&q=ani&urut=-nilai&hal=2');
    expect(await screen.findByRole('rowheader', { name: 'Halaman 2' })).toBeInTheDocument();
    expect(listParams(api)[0]).toBe(
      'page=2&pageSize=50&sort=-percentage&session=K7P3QX&classRoom=8A&type=pretest&q=ani',
    );
    expect(screen.getByRole('combobox', { name: 'Sesi' })).toHaveValue('K7P3QX');
    expect(screen.getByRole('combobox', { name: 'Kelas' })).toHaveValue('8A');
    expect(screen.getByRole('combobox', { name: 'Jenis' })).toHaveValue('pretest');
    expect(screen.getByRole('searchbox', { name: 'Cari nama' })).toHaveValue('ani');
    expect(screen.getByRole('columnheader', { name: 'Percentage' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('51–100 dari 120')).toBeInTheDocument();
  });

  it('writes each choice into the address, back to page 1, and Back undoes it', async () => {
    const api = pagedApi();
    const { user } = await openAt('/history?urut=nama&hal=2');
    await screen.findByRole('rowheader', { name: 'Halaman 2' });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kelas' }),
      await screen.findByRole('option', { name: '8B' }),
    );
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8B&urut=nama'));
    await waitFor(() =>
      expect(api.lastList().params.toString()).toMatch(
        /^page=1&pageSize=50&sort=name&classRoom=8B/,
      ),
    );

    await user.click(
      within(screen.getByRole('columnheader', { name: 'Percentage' })).getByRole('button'),
    );
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8B&urut=nilai'));
    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' }));
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8B&urut=nilai&hal=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Baris per halaman:/ }), '25');
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8B&urut=nilai&baris=25'));

    await back();
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8B&urut=nilai&hal=2'));
    expect(await screen.findByText('51–100 dari 120')).toBeInTheDocument();
    await back();
    await back();
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8B&urut=nama'));
    await back();
    await waitFor(() => expect(browser.address).toBe('/history?urut=nama&hal=2'));
    // The filter bar and the list follow the address.
    expect(screen.getByRole('combobox', { name: 'Kelas' })).toHaveValue('');
    await waitFor(() =>
      expect(api.lastList().params.toString()).toMatch(/^page=2&pageSize=50&sort=name/),
    );
    expect(api.lastList().params.has('classRoom')).toBe(false);
  });

  it('keeps one entry for a name search as it is typed, and Back leaves the search', async () => {
    const api = pagedApi();
    const { user } = await openAt('/history?kelas=8A');
    const box = screen.getByRole('searchbox', { name: 'Cari nama' });
    await user.type(box, 'Sit');
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8A&q=Sit'));
    await user.type(box, 'i R');
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8A&q=Siti+R'));
    expect(api.listRequests().map((request) => request.params.get('q'))).toEqual([
      null,
      'Sit',
      'Siti R',
    ]);

    await back();
    await waitFor(() => expect(browser.address).toBe('/history?kelas=8A'));
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(api.lastList().params.has('q')).toBe(false));
  });

  it('takes and shows days as dd/mm/yyyy, in the address as YYYY-MM-DD', async () => {
    const api = pagedApi();
    const { user } = await openAt('/history?sampai=2026-11-22');
    const to = screen.getByRole('textbox', { name: 'Sampai tanggal' });
    const from = screen.getByRole('textbox', { name: 'Dari tanggal' });
    expect(to).toHaveValue('22/11/2026');
    expect(from).toHaveAttribute('placeholder', 'hh/bb/tttt');

    await user.type(from, '21112026');
    expect(from).toHaveValue('21/11/2026');
    await waitFor(() => expect(browser.address).toBe('/history?dari=2026-11-21&sampai=2026-11-22'));
    expect(api.lastList().params.get('from')).toBe('2026-11-21T00:00:00+07:00');
    expect(api.lastList().params.get('to')).toBe('2026-11-23T00:00:00+07:00');

    // Emptying a field drops its day; a shorter form counts once the field is left, written
    // out in full.
    await user.clear(to);
    await waitFor(() => expect(browser.address).toBe('/history?dari=2026-11-21'));
    await user.type(to, '1/12/26');
    await user.tab();
    expect(to).toHaveValue('01/12/2026');
    await waitFor(() => expect(browser.address).toBe('/history?dari=2026-11-21&sampai=2026-12-01'));

    // No such day: the field says how to write one.
    await user.clear(to);
    await user.type(to, '31022026');
    await user.tab();
    expect(screen.getByText('Tulis tanggal sebagai hh/bb/tttt, mis. 21/11/2026.')).toBeVisible();
    expect(browser.address).toBe('/history?dari=2026-11-21');

    // Back puts the earlier day in the field.
    await back();
    await waitFor(() => expect(to).toHaveValue('01/12/2026'));
    expect(screen.queryByText(/^Tulis tanggal sebagai/)).not.toBeInTheDocument();
    await back();
    await back();
    await waitFor(() => expect(to).toHaveValue('22/11/2026'));
    await waitFor(() => expect(api.lastList().params.get('to')).toBe('2026-11-23T00:00:00+07:00'));
  });

  it('says when the last day comes before the first', async () => {
    pagedApi();
    await openAt('/history?dari=2026-11-22');
    fireEvent.change(screen.getByRole('textbox', { name: 'Sampai tanggal' }), {
      target: { value: '21/11/2026' },
    });
    expect(await screen.findByText('Tanggal ini sebelum "Dari tanggal".')).toBeVisible();
  });

  it('anchors a later page opened by its address once its first answer is here', async () => {
    const newest = record({ id: 99, created_at: '2026-11-21T01:30:00.000Z' });
    const api = pagedApi(({ path, params }) =>
      path === '/api/history' && params.get('pageSize') === '1'
        ? // Nothing saved since the newest.
          jsonResponse(200, params.has('from') ? historyPage([]) : historyPage([newest], 120))
        : undefined,
    );
    const { user } = await openAt('/history?hal=2');
    await screen.findByRole('rowheader', { name: 'Halaman 2' });
    // The newest result of the filter, then the count of those saved after it.
    await waitFor(() => expect(api.newRequests()).toHaveLength(2));
    expect(api.newRequests()[0].params.has('from')).toBe(false);
    expect(api.newRequests()[1].params.get('from')).toBe('2026-11-21T01:30:00.001Z');
    expect(screen.queryByRole('button', { name: /hasil baru/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pergi ke halaman berikutnya' }));
    await screen.findByRole('rowheader', { name: 'Halaman 3' });
    expect(api.lastList().params.get('to')).toBe('2026-11-21T01:30:00.001Z');
  });

  it('goes to the last page there is when a link points past it', async () => {
    const api = pagedApi();
    await openAt('/history?hal=9');
    await waitFor(() => expect(browser.address).toBe('/history?hal=3'));
    expect(await screen.findByRole('rowheader', { name: 'Halaman 3' })).toBeInTheDocument();
    expect(api.listRequests()[0].params.get('page')).toBe('9');
  });

  it('keeps both days when "Sampai" is typed before the address shows "Dari"', async () => {
    pagedApi();
    await openAt('/history');
    // Both fields change in one task, before the router draws the first change.
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Dari tanggal' }), {
        target: { value: '21112026' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Sampai tanggal' }), {
        target: { value: '21112026' },
      });
    });
    await waitFor(() => expect(browser.address).toBe('/history?dari=2026-11-21&sampai=2026-11-21'));
  });
});
