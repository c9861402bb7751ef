import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import type { QuestionMeasures, TeacherScope } from '@piba/shared';
import { report } from '../../features/analytics/testing/analytics-fixtures';
import { mockHistoryApi } from '../../testing/history-api-mock';
import { draftDocument } from '../../testing/pack-fixtures';
import { jsonResponse, renderWithProviders, requestUrl } from '../../testing/test-utils';
import TeacherLayout from '../teacher-layout';
import AnalyticsRoute from './analytics';
import PackDraftRoute from './pack-draft';
import { loadAnalysisModulesFirst } from '../../testing/analysis-modules';

// The charts are drawn in Chromium; jsdom gets their stand-ins (components/__mocks__).
jest.mock('../../features/analytics/components/question-chart');
jest.mock('../../features/analytics/components/option-chart');

const PACK_VERSION = '3f2a9c1d5e6b7a80';

/**
 * The session's analysis: its first question known before the lesson (80% right before, and
 * option C chosen by nobody); its second flagged only for option C, which nobody chose.
 */
function analysed(session: string) {
  const base = report({ session, classRoom: null });
  const [first, second] = base.questions;
  const known: QuestionMeasures = {
    ...first,
    name: 'question1',
    pre: { ...first.pre, p: 0.8, band: 'mudah' },
    flags: ['known-before'],
  };
  return report({
    session,
    classRoom: null,
    pack: { version: PACK_VERSION, title: 'PIBA: Tubuh Manusia' },
    questions: [known, { ...second, name: 'question2', flags: [] }],
  });
}

/** The pack `gizi`'s list entry, as the editor reads its versions. */
const packList = {
  packs: [
    {
      id: 'gizi',
      title: 'Gizi seimbang',
      is_default: false,
      draft: { revision: 3, updated_at: '2026-11-26T05:15:00.000Z' },
      versions: [],
    },
  ],
};

/**
 * The teacher API under a key of `scope`; `drafts` answers the request for the draft to revise
 * in, and the pack `gizi`'s draft is there to open.
 */
function mockApi(scope: TeacherScope, drafts: () => Response) {
  return mockHistoryApi(({ path, params, method }) => {
    if (path === '/api/teacher/me') return jsonResponse(200, scope);
    if (path === '/api/analytics') return jsonResponse(200, analysed(params.get('session')!));
    if (path === '/api/packs/revise' && method === 'POST') return drafts();
    if (path === '/api/packs' && method === 'GET') return jsonResponse(200, packList);
    if (path === '/api/packs/gizi/draft' && method === 'GET') {
      return jsonResponse(200, { revision: 3, document: draftDocument() });
    }
    if (path.startsWith('/api/packs/gizi/draft/drawings/')) {
      return {
        ok: true,
        status: 200,
        blob: () => Promise.resolve(new Blob(['<svg></svg>'], { type: 'image/svg+xml' })),
      } as Response;
    }
    return undefined;
  });
}

/** Where the app is, as the address bar would show it. */
const browser: { address?: string } = {};
function AddressBar() {
  const [pathname] = useLocation();
  const search = useSearch();
  useEffect(() => {
    browser.address = `${pathname}${search ? `?${search}` : ''}`;
  });
  return null;
}

const open = (path = '/history/analytics?sesi=K7P3QX') =>
  renderWithProviders(
    <>
      <TeacherLayout>
        <Switch>
          <Route path="/history/analytics" component={AnalyticsRoute} />
          <Route path="/history/packs/:id" component={PackDraftRoute} />
        </Switch>
      </TeacherLayout>
      <AddressBar />
    </>,
    { path },
  );

const revisionDraft =
  (draft: string, same = true) =>
  () =>
    jsonResponse(200, { id: 'gizi', draft, same_as_version: same });

/** The panel beside the question in the editor. */
const figuresPanel = async () =>
  within(await screen.findByRole('region', { name: 'Angka uji coba soal ini' }));

const quality = async () =>
  within(await screen.findByRole('region', { name: 'Kualitas instrumen' }));

loadAnalysisModulesFirst();
describe('revising a flagged question from the analysis', () => {
  beforeEach(() => {
    // The editor's preview shows the draft's drawings by object URL.
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:drawing-${blob.size}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('names a question known before the lesson, and every flagged question can be revised', async () => {
    mockApi({ role: 'admin' }, revisionDraft('opened'));
    open();
    const section = await quality();
    // The report says which lesson's questions it analysed.
    expect(screen.getByTestId('study-design')).toHaveTextContent(
      'Instrumen: soal paket materi “PIBA: Tubuh Manusia”, versi 3f2a9c1d (kunci jawaban 0fdddf29)',
    );
    const note = section.getByRole('note');
    expect(note).toHaveTextContent(
      'Soal 1 (Definisi kesehatan reproduksi): sudah diketahui sebelum pelajaran. 80% siswa sudah menjawab benar pada pretest (mudah), sehingga soal ini tidak dapat menunjukkan efek pelajaran.',
    );
    // Flagged only for a wrong option nobody chose: still one to revise.
    expect(note).toHaveTextContent(
      'Soal 2 (Perawatan gigi): pilihan C jarang dipilih pada pretest (< 5%), sehingga tidak berfungsi sebagai pengecoh',
    );
    expect(section.getAllByRole('button', { name: /^Revisi soal/ })).toHaveLength(2);
    expect(
      section.getByRole('button', { name: 'Revisi soal: Soal 1 (Definisi kesehatan reproduksi)' }),
    ).toBeEnabled();
    expect(
      section.getByRole('button', { name: 'Revisi soal: Soal 2 (Perawatan gigi)' }),
    ).toBeEnabled();
  });

  it("opens the session's pack's own draft as it is, on the question, with its figures beside it", async () => {
    const api = mockApi({ role: 'admin' }, revisionDraft('opened', false));
    const { user } = open();
    const section = await quality();
    await user.click(
      section.getByRole('button', { name: 'Revisi soal: Soal 1 (Definisi kesehatan reproduksi)' }),
    );
    await waitFor(() =>
      expect(browser.address).toBe('/history/packs/gizi?question=question1&sesi=K7P3QX'),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Draf: ');
    expect(screen.getByRole('button', { name: /^Soal 1 ·/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const panel = await figuresPanel();
    expect(panel.getByText(/sudah berisi perubahan lain/)).toHaveTextContent(
      'Draf paket ini sudah berisi perubahan lain sejak versi yang dipakai sesi. Draf dibuka apa adanya dan tidak ditimpa',
    );
    expect(panel.getByText(/pada analisis sesi/)).toHaveTextContent(
      'Soal 1 (Definisi kesehatan reproduksi) pada analisis sesi K7P3QX.',
    );
    const rows = panel.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'TesKesukaran pDaya pembeda Dr_itPilihan (✓ kunci)',
      'Pretest0,80 (mudah)0,50-A 33% · B 67% ✓ · C 0%',
      'Posttest1,00 (mudah)0,00-A 0% · B 100% ✓ · C 0%',
    ]);
    expect(panel.getByText(/sudah diketahui sebelum pelajaran/)).toHaveTextContent(
      'Soal 1 (Definisi kesehatan reproduksi): sudah diketahui sebelum pelajaran. 80% siswa sudah menjawab benar pada pretest (mudah)',
    );
    const posts = api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(requestUrl(posts[0][0])).toBe('/api/packs/revise');
    expect(JSON.parse(posts[0][1]!.body as string)).toEqual({ version: PACK_VERSION });
    // Opened, never written over.
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says on screen that a version of the read-only default pack was copied into a new pack', async () => {
    mockApi({ role: 'admin' }, revisionDraft('duplicated'));
    const { user } = open();
    const section = await quality();
    await user.click(section.getByRole('button', { name: 'Revisi soal: Soal 2 (Perawatan gigi)' }));
    const panel = await figuresPanel();
    expect(
      panel.getByText(/Paket bawaan PIBA hanya dapat dibaca, jadi draf ini adalah paket baru/),
    ).toBeInTheDocument();
    expect(panel.getByText(/pilihan C jarang dipilih pada pretest/)).toBeInTheDocument();
  });

  it("reads the question's figures again from the session's analysis when the editor is opened by its address", async () => {
    const api = mockApi({ role: 'admin' }, revisionDraft('opened'));
    open('/history/packs/gizi?question=question2&sesi=K7P3QX');
    const panel = await figuresPanel();
    expect(await panel.findByText(/pada analisis sesi/)).toHaveTextContent(
      'Soal 2 (Perawatan gigi) pada analisis sesi K7P3QX.',
    );
    expect(panel.getAllByRole('row')).toHaveLength(3);
    expect(panel.queryByText(/sudah berisi perubahan lain/)).toBeNull();
    const analysis = api.requests.find((request) => request.path === '/api/analytics');
    expect(analysis?.params.get('session')).toBe('K7P3QX');
  });

  it('says in Indonesian why no draft was opened, and stays on the analysis', async () => {
    mockApi({ role: 'admin' }, () => jsonResponse(503, { message: 'Database unavailable' }));
    const { user } = open();
    const section = await quality();
    await user.click(
      section.getByRole('button', { name: 'Revisi soal: Soal 1 (Definisi kesehatan reproduksi)' }),
    );
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Draf revisi gagal dibuka: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.',
    );
    expect(browser.address).toBe('/history/analytics?sesi=K7P3QX');
  });

  it('shows no "Revisi soal" to a session key, which cannot write lesson packs', async () => {
    const api = mockApi(
      { role: 'session', code: 'K7P3QX', name: 'SMP A' },
      revisionDraft('opened'),
    );
    open();
    const section = await quality();
    expect(section.getByRole('note')).toHaveTextContent('sudah diketahui sebelum pelajaran');
    expect(section.queryByRole('button', { name: /^Revisi soal/ })).toBeNull();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
