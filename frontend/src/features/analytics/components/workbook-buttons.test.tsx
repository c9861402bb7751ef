import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import { mockHistoryApi } from '../../../testing/history-api-mock';
import { report } from '../testing/analytics-fixtures';
import { NAMES_SWITCH_LABEL } from './print-options';
import { loadAnalysisModulesFirst } from '../../../testing/analysis-modules';

jest.mock('./question-chart');
jest.mock('./option-chart');

const workbookResponse = (fileName: string) =>
  ({
    ok: true,
    status: 200,
    headers: {
      get: (name: string) =>
        name.toLowerCase() === 'content-disposition' ? `attachment; filename="${fileName}"` : null,
    },
    blob: () => Promise.resolve(new Blob(['PK'])),
  }) as unknown as Response;

function mockApi(answer: () => Response) {
  return mockHistoryApi(({ path, params }) => {
    if (path === '/api/analytics/export.xlsx') return answer();
    if (path === '/api/analytics') {
      return jsonResponse(
        200,
        report({ session: params.get('session'), classRoom: params.get('classRoom') }),
      );
    }
    return undefined;
  });
}

/** The links the page clicked to hand a file to the browser. */
function watchDownloads() {
  const clicked: HTMLAnchorElement[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:workbook');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return clicked;
}

loadAnalysisModulesFirst();
describe('"Unduh Excel" on the analysis page', () => {
  it('downloads the workbook of the session and class on screen', async () => {
    const api = mockApi(() => workbookResponse('analisis-piba-ABC234-8A-2026-11-21.xlsx'));
    const clicked = watchDownloads();
    const { user } = renderApp('/history/analytics?sesi=ABC234&kelas=8A');
    await user.click(await screen.findByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const request = api.requests.find((sent) => sent.path === '/api/analytics/export.xlsx')!;
    // Names are off by default: the server writes participant codes.
    expect(Object.fromEntries(request.params)).toEqual({ session: 'ABC234', classRoom: '8A' });
    expect(clicked[0].download).toBe('analisis-piba-ABC234-8A-2026-11-21.xlsx');
  });

  it('asks for names only while the names switch is on', async () => {
    const api = mockApi(() => workbookResponse('analisis-piba-nama.xlsx'));
    const clicked = watchDownloads();
    const { user } = renderApp('/history/analytics?kelas=8A');
    const names = await screen.findByRole('switch', { name: NAMES_SWITCH_LABEL });
    expect(names).not.toBeChecked();
    await user.click(names);
    await user.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const request = api.requests.find((sent) => sent.path === '/api/analytics/export.xlsx')!;
    expect(Object.fromEntries(request.params)).toEqual({ classRoom: '8A', names: 'true' });
  });

  it('says when the file could not be made', async () => {
    mockApi(() => jsonResponse(500, { message: 'boom' }));
    const { user } = renderApp('/history/analytics?kelas=8A');
    await user.click(await screen.findByRole('button', { name: 'Unduh Excel' }));
    expect(await screen.findByText(/^Excel gagal diunduh/)).toBeInTheDocument();
  });
});
