import { screen, waitFor, within } from '@testing-library/react';
import type { ProgrammeReport, TeacherScope } from '@piba/shared';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import { mockHistoryApi } from '../../../testing/history-api-mock';
import { report } from '../testing/analytics-fixtures';
import { programme } from '../testing/evidence-fixtures';
import { loadAnalysisModulesFirst } from '../../../testing/analysis-modules';

jest.mock('./question-chart');
jest.mock('./option-chart');

/** The teacher API under a key of `scope`; the analysis of `session` ('' for every one). */
function mockApi(scope: TeacherScope, answer: () => ProgrammeReport = programme) {
  return mockHistoryApi(({ path, params }) => {
    if (path === '/api/teacher/me') return jsonResponse(200, scope);
    if (path === '/api/analytics/programme') return jsonResponse(200, answer());
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

loadAnalysisModulesFirst();
describe('the programme view', () => {
  it('shows every session, their random-effects meta-analysis and the pooled students apart', async () => {
    mockApi({ role: 'admin' });
    renderApp('/history/analytics');
    // The page's code loads first (slow on a busy machine), then the programme.
    await screen.findByTestId('evidence-sentence');
    const table = await screen.findByRole('table', {
      name: /^Tabel \d+\. Perbandingan hasil antarsesi$/,
    });
    const tests = ['12', '45,83', '72,50'];
    const untested = ['50,00', '80,00', '30,00', '-', '0,60', '0,63', 'Tidak diuji', '-', '-'];
    expect(rowsOf(table)).toEqual([
      [
        'SMP 1 — 21 November (ABC234)',
        ...tests,
        '26,67 [21,72; 31,61]',
        '3,43',
        '0,49',
        '0,52',
        'Uji t berpasangan',
        '< 0,001',
        '55,0%',
      ],
      // A Wilcoxon session has its mean difference and CI as well.
      [
        'SMP 2 — 28 November (XYZ789)',
        ...tests,
        '25,00 [18,18; 31,82]',
        '3,43',
        '0,49',
        '0,52',
        'Uji peringkat bertanda Wilcoxon',
        '0,005',
        '45,0%',
      ],
      [
        'SMP 3 — 5 Desember (QRS456)',
        '2',
        '50,00',
        '80,00',
        '15,00 [-48,53; 78,53]',
        ...untested.slice(3),
      ],
      ['SMP 4 — 12 Desember (TUV567)', '1', '50,00', '80,00', '20,00', ...untested.slice(3)],
      [
        'Meta-analisis efek acak (k = 2 sesi)',
        '24',
        '-',
        '-',
        '26,08 [22,51; 29,65]',
        '-',
        '-',
        '-',
        'DerSimonian–Laird',
        '< 0,001',
        '100,0%',
      ],
      [
        'Gabungan semua siswa (bukan meta-analisis)',
        '27',
        '45,83',
        '72,50',
        '26,67 [21,72; 31,61]',
        '3,43',
        '0,49',
        '0,52',
        'Uji t berpasangan',
        '< 0,001',
        '-',
      ],
    ]);
    expect(
      screen.getByText(/^Meta-analisis efek acak DerSimonian–Laird/, { ignore: false }),
    ).toBeInTheDocument();
    const plot = screen.getByRole('img', { name: /^Selisih rata-rata dan IK 95% per sesi/ });
    const label = plot.getAttribute('aria-label');
    expect(label).toContain('SMP 2 — 28 November: 25,00 [18,18; 31,82]');
    expect(label).toContain('Meta-analisis (efek acak): 26,08 [22,51; 29,65]');
    expect(label).not.toContain('SMP 4');
    // Three sessions drawn (the one not pooled hollow), and the pooled estimate as a diamond.
    const dots = [...plot.querySelectorAll('circle')].map((dot) => dot.getAttribute('fill'));
    expect(dots).toEqual(['#1a56a8', '#1a56a8', '#fff']);
    expect(plot.querySelectorAll('polygon')).toHaveLength(1);
    const caption = plot.closest('figure')!.querySelector('figcaption')!.textContent;
    expect(caption).toMatch(/^Gambar \d+\. Selisih rata-rata tiap sesi/);
    expect(caption).toContain(
      'Tidak digambar: SMP 4 — 12 Desember (hanya 1 pasangan, jadi tanpa interval kepercayaan).',
    );
    expect(caption).toContain(
      'Digambar tetapi tidak ikut digabung: SMP 3 — 5 Desember (kurang dari 3 pasangan).',
    );
    expect(caption).not.toContain('uji t tidak digambar');
  });

  it("names each session's pack version and keeps the sessions of another answer key apart", async () => {
    const PIBA = { title: 'PIBA: Tubuh Manusia', answer_key_version: 'e125b284' };
    const grouped = (): ProgrammeReport => {
      const base = programme();
      const [first, second, third] = base.sessions;
      const sessions = [
        { ...first, pack: { ...PIBA, version: 'aaaaaaaa11111111' } },
        { ...second, pack: { ...PIBA, version: 'bbbbbbbb22222222' } },
        {
          ...third,
          pack: {
            title: 'Pubertas',
            version: 'cccccccc33333333',
            answer_key_version: '0fdddf29',
          },
        },
      ];
      return {
        ...base,
        sessions,
        groups: [
          {
            answer_key_version: 'e125b284',
            session_codes: [first.session_code, second.session_code],
            pooled: base.pooled,
            metaAnalysis: base.metaAnalysis ?? null,
          },
          {
            answer_key_version: '0fdddf29',
            session_codes: [third.session_code],
            pooled: third.evidence,
            metaAnalysis: null,
          },
        ],
      };
    };
    mockApi({ role: 'admin' }, grouped);
    renderApp('/history/analytics');
    await screen.findByTestId('evidence-sentence');
    const table = await screen.findByRole('table', {
      name: /^Tabel \d+\. Perbandingan hasil antarsesi$/,
    });
    expect(
      screen.getByText(/^Sesi dengan kunci jawaban yang berbeda ditampilkan terpisah/),
    ).toBeInTheDocument();
    const labels = rowsOf(table).map((cells) => cells[0]);
    expect(labels).toEqual([
      'Kunci jawaban e125b284 · PIBA: Tubuh Manusia',
      'SMP 1 — 21 November (ABC234)Paket: PIBA: Tubuh Manusia · versi aaaaaaaa',
      'SMP 2 — 28 November (XYZ789)Paket: PIBA: Tubuh Manusia · versi bbbbbbbb',
      'Meta-analisis efek acak (k = 2 sesi)',
      'Gabungan semua siswa (bukan meta-analisis)',
      'Kunci jawaban 0fdddf29 · Pubertas',
      'SMP 3 — 5 Desember (QRS456)Paket: Pubertas · versi cccccccc',
      'Gabungan semua siswa (bukan meta-analisis)',
    ]);
    // Each group's pooled row is its own sessions' pairs only.
    expect(rowsOf(table).at(-1)![1]).toBe('2');
    // The forest plot draws the newest session's group, and says so.
    const plot = screen.getByRole('img', { name: /^Selisih rata-rata dan IK 95% per sesi/ });
    expect(plot.getAttribute('aria-label')).not.toContain('SMP 3');
    expect(
      screen.getByText(/^Gambar di bawah ini hanya memuat sesi dengan kunci jawaban e125b284/),
    ).toBeInTheDocument();
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
