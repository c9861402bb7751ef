import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import { mockHistoryApi } from '../../../testing/history-api-mock';
import { report } from '../testing/analytics-fixtures';
import { tooFewPairs } from '../testing/evidence-fixtures';
import { FLAGGED_SWITCH_LABEL } from './flagged-switch';
import { loadAnalysisModulesFirst } from '../../../testing/analysis-modules';

jest.mock('./question-chart');
jest.mock('./option-chart');

const workbook = {
  ok: true,
  status: 200,
  headers: { get: () => null },
  blob: () => Promise.resolve(new Blob(['PK'])),
} as unknown as Response;

/** The analysis as the server answers it: `flagged` pairs, in the tests when asked. */
function mockApi(flagged: number) {
  return mockHistoryApi(({ path, params }) => {
    if (path === '/api/analytics/export.xlsx') return workbook;
    if (path !== '/api/analytics') return undefined;
    const flaggedIncluded = params.get('includeFlagged') === 'true';
    return jsonResponse(
      200,
      report({
        classRoom: params.get('classRoom'),
        evidence: {
          ...tooFewPairs(),
          pairs: flaggedIncluded ? 2 + flagged : 2,
          excludedMaterialsFirst: flagged,
          flaggedIncluded,
        },
      }),
    );
  });
}

const analysisRequests = (api: ReturnType<typeof mockApi>) =>
  api.requests.filter((request) => request.path === '/api/analytics');

loadAnalysisModulesFirst();
describe('the switch that puts the flagged pairs in the tests', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:workbook');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('is off by default: the analysis leaves them out and the notes say so', async () => {
    const api = mockApi(3);
    renderApp('/history/analytics?kelas=8A');
    const toggle = await screen.findByRole('switch', { name: FLAGGED_SWITCH_LABEL });
    expect(toggle).not.toBeChecked();
    expect(analysisRequests(api).map((request) => request.params.has('includeFlagged'))).toEqual([
      false,
    ]);
    expect(
      screen.getByText(
        '3 pasangan tidak diikutkan karena siswanya membuka materi sebelum pretest.',
      ),
    ).toBeInTheDocument();
  });

  it('is not shown when no pair is flagged', async () => {
    mockApi(0);
    renderApp('/history/analytics?kelas=8A');
    expect(await screen.findByTestId('evidence-sentence')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: FLAGGED_SWITCH_LABEL })).not.toBeInTheDocument();
  });

  it('when turned on, asks for the analysis and the workbook with them, and the notes say so', async () => {
    const api = mockApi(3);
    const { user } = renderApp('/history/analytics?kelas=8A');
    await user.click(await screen.findByRole('switch', { name: FLAGGED_SWITCH_LABEL }));
    expect(
      await screen.findByText(
        '3 pasangan ditandai karena siswanya membuka materi sebelum pretest, tetapi tetap diikutkan dalam uji (pilihan “Sertakan pasangan yang ditandai” aktif).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: FLAGGED_SWITCH_LABEL })).toBeChecked();
    expect(Object.fromEntries(analysisRequests(api).at(-1)!.params)).toEqual({
      classRoom: '8A',
      includeFlagged: 'true',
    });
    await user.click(await screen.findByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.path.endsWith('export.xlsx'))).toBe(true),
    );
    const download = api.requests.find((request) => request.path.endsWith('export.xlsx'))!;
    expect(Object.fromEntries(download.params)).toEqual({
      classRoom: '8A',
      includeFlagged: 'true',
    });
  });

  it('is kept in the address: a page opened with ?ditandai=1 starts with it on', async () => {
    const api = mockApi(3);
    renderApp('/history/analytics?kelas=8A&ditandai=1');
    expect(await screen.findByRole('switch', { name: FLAGGED_SWITCH_LABEL })).toBeChecked();
    expect(analysisRequests(api)[0].params.get('includeFlagged')).toBe('true');
  });
});
