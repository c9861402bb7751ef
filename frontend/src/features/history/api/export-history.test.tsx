import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, setTabStorage } from '../../../testing/test-utils';
import { mockHistoryApi, preloadGrid } from '../../../testing/history-api-mock';

const csv = new Blob(['\uFEFFName,Class Room,Score,Percentage,Type,Time (WIB)\r\n']);

function csvResponse(fileName = 'hasil-quiz-piba-2026-11-21.csv', file = csv): Response {
  return {
    ok: true,
    status: 200,
    headers: new Headers({
      'Content-Disposition': `attachment; filename="${fileName}"`,
    }),
    blob: () => Promise.resolve(file),
  } as Response;
}

/** A workbook is a zip file: it starts with PK. */
const workbook = new Blob(['PK\u0003\u0004']);

describe('the CSV and Excel exports', () => {
  beforeAll(preloadGrid);

  let clicked: HTMLAnchorElement[];
  let createObjectURL: jest.Mock<string, [Blob | MediaSource]>;
  beforeEach(() => {
    clicked = [];
    // jsdom can neither make object URLs nor download; the test sees what the browser would get.
    createObjectURL = jest.fn<string, [Blob | MediaSource]>(() => 'blob:piba-export');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  it('downloads every result of the current filter, with the key', async () => {
    setTabStorage({ teacherKey: 'kunci' });
    const api = mockHistoryApi(({ path }) =>
      path === '/api/history/export.csv' ? csvResponse() : undefined,
    );
    const { user } = renderApp('/history');
    await screen.findByRole('table', { name: 'History Table' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Jenis' }),
      await screen.findByRole('option', { name: 'Pre Test' }),
    );
    await waitFor(() => expect(api.lastList().params.get('type')).toBe('pretest'));

    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const request = api.requests.find((sent) => sent.path === '/api/history/export.csv')!;
    expect(request.params.toString()).toBe('type=pretest');
    expect(request.headers['x-teacher-key']).toBe('kunci');
    expect(clicked[0].download).toBe('hasil-quiz-piba-2026-11-21.csv');
    expect(clicked[0].href).toBe('blob:piba-export');
    expect(createObjectURL).toHaveBeenCalledWith(csv);
  });

  it('downloads in the order the table is sorted by', async () => {
    const api = mockHistoryApi(({ path }) =>
      path === '/api/history/export.csv' ? csvResponse() : undefined,
    );
    const { user } = renderApp('/history');
    await screen.findByRole('table', { name: 'History Table' });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(name).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(api.lastList().params.get('sort')).toBe('name'));

    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const request = api.requests.find((sent) => sent.path === '/api/history/export.csv')!;
    expect(request.params.toString()).toBe('sort=name');
  });

  it('says in Indonesian when the download fails', async () => {
    mockHistoryApi(({ path }) =>
      path === '/api/history/export.csv'
        ? jsonResponse(503, { message: 'Database unavailable' })
        : undefined,
    );
    const { user } = renderApp('/history');
    await screen.findByRole('table', { name: 'History Table' });
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect(
      await screen.findByText(
        'CSV gagal diunduh: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.',
      ),
    ).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('downloads the research CSV without names: the same filter and order, with pseudonymous=true', async () => {
    setTabStorage({ teacherKey: 'kunci' });
    const api = mockHistoryApi(({ path }) =>
      path === '/api/history/export.csv'
        ? csvResponse('hasil-quiz-piba-pseudonim-2026-11-21.csv')
        : undefined,
    );
    const { user } = renderApp('/history');
    await screen.findByRole('table', { name: 'History Table' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Jenis' }),
      await screen.findByRole('option', { name: 'Post Test' }),
    );
    const name = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(name).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(api.lastList().params.get('sort')).toBe('name'));

    await user.click(screen.getByRole('button', { name: 'CSV tanpa nama (kode peserta)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const exports = api.requests.filter((sent) => sent.path === '/api/history/export.csv');
    expect(exports).toHaveLength(1);
    expect(exports[0].params.toString()).toBe('sort=name&type=posttest&pseudonymous=true');
    expect(exports[0].headers['x-teacher-key']).toBe('kunci');
    expect(clicked[0].download).toBe('hasil-quiz-piba-pseudonim-2026-11-21.csv');

    // The usual export is unchanged: names, and no pseudonymous parameter.
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    const usual = api.requests.filter((sent) => sent.path === '/api/history/export.csv')[1];
    expect(usual.params.toString()).toBe('sort=name&type=posttest');
  });

  it('downloads the same results as an Excel workbook, beside the CSV', async () => {
    setTabStorage({ teacherKey: 'kunci' });
    const api = mockHistoryApi(({ path }) =>
      path === '/api/history/export.xlsx'
        ? csvResponse('hasil-quiz-piba-2026-11-21.xlsx', workbook)
        : undefined,
    );
    const { user } = renderApp('/history?kelas=8A&jenis=post&urut=-nilai&hal=2');
    await screen.findByRole('table', { name: 'History Table' });
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.indexOf('Unduh Excel')).toBe(buttons.indexOf('Unduh CSV') + 1);

    await user.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const exports = api.requests.filter((sent) => sent.path.startsWith('/api/history/export'));
    expect(exports.map((sent) => `${sent.path}?${sent.params}`)).toEqual([
      '/api/history/export.xlsx?sort=-percentage&classRoom=8A&type=posttest',
    ]);
    expect(exports[0].headers).toMatchObject({
      'x-teacher-key': 'kunci',
      Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(clicked[0].download).toBe('hasil-quiz-piba-2026-11-21.xlsx');
    expect(createObjectURL).toHaveBeenCalledWith(workbook);
  });

  it('downloads the research workbook without names, and names the file even without a header', async () => {
    const api = mockHistoryApi(({ path }) =>
      path === '/api/history/export.xlsx'
        ? ({
            ok: true,
            status: 200,
            headers: new Headers(),
            blob: () => Promise.resolve(workbook),
          } as Response)
        : undefined,
    );
    const { user } = renderApp('/history?jenis=pre');
    await screen.findByRole('table', { name: 'History Table' });
    await user.click(screen.getByRole('button', { name: 'Excel tanpa nama (kode peserta)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const request = api.requests.find((sent) => sent.path === '/api/history/export.xlsx')!;
    expect(request.params.toString()).toBe('type=pretest&pseudonymous=true');
    expect(clicked[0].download).toBe('hasil-quiz-piba-pseudonim.xlsx');
  });

  it('says in Indonesian which file failed, and lets one file be made at a time', async () => {
    let fail: (response: Response) => void = () => undefined;
    mockHistoryApi(({ path }) =>
      path === '/api/history/export.xlsx'
        ? new Promise<Response>((resolve) => (fail = resolve))
        : undefined,
    );
    const { user } = renderApp('/history');
    await screen.findByRole('table', { name: 'History Table' });
    await user.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    expect(await screen.findByRole('button', { name: 'Menyiapkan Excel…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
    fail(jsonResponse(503, { message: 'Database unavailable' }));
    expect(
      await screen.findByText(
        'Excel gagal diunduh: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
    expect(clicked).toHaveLength(0);
  });
});
