import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { QuestionMeasures, TeacherScope } from '@piba/shared';
import { report } from '../../features/analytics/testing/analytics-fixtures';
import { mockHistoryApi } from '../../testing/history-api-mock';
import { jsonResponse, renderWithProviders, requestUrl } from '../../testing/test-utils';
import TeacherLayout from '../teacher-layout';
import AnalyticsRoute from './analytics';

// The charts are drawn in Chromium; jsdom gets their stand-ins (components/__mocks__).
jest.mock('../../features/analytics/components/question-chart');
jest.mock('../../features/analytics/components/option-chart');

const PACK_VERSION = '3f2a9c1d5e6b7a80';

/** The session's analysis: its first question known before the lesson (80% right before). */
function analysed(session: string) {
  const base = report({ session, classRoom: null });
  const [first, second] = base.questions;
  const known: QuestionMeasures = {
    ...first,
    name: 'question6',
    pre: { ...first.pre, p: 0.8, band: 'mudah' },
    flags: ['known-before'],
  };
  return report({
    session,
    classRoom: null,
    pack: { version: PACK_VERSION, title: 'PIBA: Tubuh Manusia' },
    questions: [known, { ...second, name: 'question7', flags: [] }],
  });
}

/** The teacher API under a key of `scope`; `drafts` answers the request for a new draft. */
function mockApi(scope: TeacherScope, drafts: () => Response) {
  return mockHistoryApi(({ path, params, method }) => {
    if (path === '/api/teacher/me') return jsonResponse(200, scope);
    if (path === '/api/analytics') return jsonResponse(200, analysed(params.get('session')!));
    if (path === '/api/packs' && method === 'POST') return drafts();
    return undefined;
  });
}

/** Where the app is, as the address bar would show it. */
const browser: { address?: string } = {};
function AddressBar() {
  const location = useLocation();
  useEffect(() => {
    browser.address = `${location.pathname}${location.search}`;
  });
  return null;
}

// The editor's page is not this test's: a stand-in takes its route.
const open = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route element={<TeacherLayout />}>
          <Route path="/history/analytics" element={<AnalyticsRoute />} />
          <Route path="/history/packs/:id" element={<p>Penyunting paket</p>} />
        </Route>
      </Routes>
      <AddressBar />
    </>,
    { path: '/history/analytics?sesi=K7P3QX' },
  );

const quality = async () =>
  within(await screen.findByRole('region', { name: 'Kualitas instrumen' }));

describe('revising a flagged question from the analysis', () => {
  it('names a question known before the lesson, and only a flagged one can be revised', async () => {
    mockApi({ role: 'admin' }, () => jsonResponse(201, { id: 'pk-1' }));
    open();
    const section = await quality();
    // The report says which lesson's questions it analysed.
    expect(screen.getByTestId('study-design')).toHaveTextContent(
      'Instrumen: soal paket materi “PIBA: Tubuh Manusia”, versi 3f2a9c1d (kunci jawaban 0fdddf29)',
    );
    expect(section.getByRole('note')).toHaveTextContent(
      'Soal 1 (Definisi kesehatan reproduksi): sudah diketahui sebelum pelajaran. 80% siswa sudah menjawab benar pada pretest (mudah), sehingga soal ini tidak dapat menunjukkan efek pelajaran.',
    );
    expect(section.getAllByRole('button', { name: /^Revisi soal/ })).toHaveLength(1);
    expect(
      section.getByRole('button', { name: 'Revisi soal: Soal 1 (Definisi kesehatan reproduksi)' }),
    ).toBeEnabled();
  });

  it("makes a new draft of the session's pack version and opens the editor on the question", async () => {
    const api = mockApi({ role: 'admin' }, () => jsonResponse(201, { id: 'pk-1' }));
    const { user } = open();
    const section = await quality();
    await user.click(section.getByRole('button', { name: /^Revisi soal/ }));
    await waitFor(() => expect(browser.address).toBe('/history/packs/pk-1?question=question6'));
    expect(screen.getByText('Penyunting paket')).toBeInTheDocument();
    const posts = api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(requestUrl(posts[0][0])).toBe('/api/packs');
    expect(JSON.parse(posts[0][1]!.body as string)).toEqual({ from_version: PACK_VERSION });
  });

  it('says in Indonesian why no draft was made, and stays on the analysis', async () => {
    mockApi({ role: 'admin' }, () => jsonResponse(503, { message: 'Database unavailable' }));
    const { user } = open();
    const section = await quality();
    await user.click(section.getByRole('button', { name: /^Revisi soal/ }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Draf revisi gagal dibuat: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.',
    );
    expect(browser.address).toBe('/history/analytics?sesi=K7P3QX');
  });

  it('shows no "Revisi soal" to a session key, which cannot write lesson packs', async () => {
    const api = mockApi({ role: 'session', code: 'K7P3QX', name: 'SMP A' }, () =>
      jsonResponse(201, { id: 'pk-1' }),
    );
    open();
    const section = await quality();
    expect(section.getByRole('note')).toHaveTextContent('sudah diketahui sebelum pelajaran');
    expect(section.queryByRole('button', { name: /^Revisi soal/ })).toBeNull();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
