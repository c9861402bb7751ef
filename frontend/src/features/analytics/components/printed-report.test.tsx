import { screen, waitFor, within } from '@testing-library/react';
import type { TeacherScope } from '@piba/shared';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import { mockHistoryApi } from '../../../testing/history-api-mock';
import { programme } from '../testing/evidence-fixtures';
import { researchReport } from '../testing/report-fixtures';
import { REFERENCES } from '../method-texts';
import { NAMES_SWITCH_LABEL } from './print-options';

jest.mock('./question-chart');
jest.mock('./option-chart');

/** The forms the report no longer writes, whatever the data. */
const REPLACED = [
  'd_z',
  'd_av',
  'pre-test',
  'post-test',
  'Dua arah.',
  'Semua sesi berdampingan',
  'Kategori pretest',
  'normal (p ≥',
  'Data per 20',
];

/** The works the report must cite and list, as "Surname" and year. */
const CITED = [
  ['Kuder', '1937'],
  ['Lakens', '2013'],
  ['Hake', '1998'],
  ['Shapiro', '1965'],
  ['Wilcoxon', '1945'],
  ['DerSimonian', '1986'],
  ['Arikunto', '2013'],
  ['Crocker', '1986'],
  ['Cohen', '1988'],
  ['McNemar', '1947'],
  ['Holm', '1979'],
] as const;

/** Citations in running text: "(Lakens, 2013)", "Cohen (1988)", "(Shapiro & Wilk, 1965)". */
const CITATION = /([A-Z][A-Za-z]+)(?: & [A-Z][A-Za-z]+)?(?:, | \()(\d{4})/g;

/** The page laid out for paper, as a print preview does (the print media query matches). */
function printMedia() {
  window.matchMedia = ((query: string) => ({
    matches: query === 'print',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function mockApi(scope: TeacherScope) {
  return mockHistoryApi(({ path, params }) => {
    if (path === '/api/teacher/me') return jsonResponse(200, scope);
    if (path === '/api/analytics/programme') return jsonResponse(200, programme());
    if (path === '/api/analytics') {
      const session = params.get('session');
      return jsonResponse(
        200,
        session ? researchReport() : researchReport({ session: null, sessionDetails: null }),
      );
    }
    return undefined;
  });
}

/** Every text of the page, and the names its tables and figures are given. */
const pageText = () =>
  [
    document.body.textContent,
    ...[...document.querySelectorAll('[aria-label]')].map((node) =>
      node.getAttribute('aria-label'),
    ),
  ].join('\n');

/** The numbers of "Tabel n." (or "Gambar n.") titles, in the order the page shows them. */
const numbersOf = (word: 'Tabel' | 'Gambar', selector: string) =>
  [...document.querySelectorAll(selector)]
    .map((node) => node.textContent?.match(new RegExp(`^${word} (\\d+)\\. `))?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number);

const inOrder = (numbers: number[]) => numbers.map((_, index) => index + 1);

/** The report, drawn for paper, once its last part (the references) is there. */
async function printedReport(path: string, scope: TeacherScope) {
  printMedia();
  mockApi(scope);
  const view = renderApp(path);
  await screen.findByTestId('evidence-sentence');
  await screen.findByTestId('references', {}, { timeout: 20_000 });
  await screen.findByTestId('print-heading');
  return view;
}

describe('the printed report', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('writes none of the replaced forms, numbers its tables and figures in order, and lists every work it cites', async () => {
    await printedReport('/history/analytics?sesi=K7P3QX', { role: 'admin' });
    const text = pageText();
    for (const form of REPLACED) expect(text).not.toContain(form);

    const tables = numbersOf('Tabel', 'h3');
    expect(tables.length).toBeGreaterThanOrEqual(12);
    expect(tables).toEqual(inOrder(tables));
    // Each table is named by its number and title.
    const named = screen
      .getAllByRole('table')
      .map((table) => table.getAttribute('aria-label')?.match(/^Tabel (\d+)\. /)?.[1]);
    expect(named.map(Number)).toEqual(tables);
    const figures = numbersOf('Gambar', 'figcaption');
    expect(figures.length).toBeGreaterThanOrEqual(3);
    expect(figures).toEqual(inOrder(figures));

    const references = screen.getByTestId('references');
    const listed = within(references)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(listed).toEqual([...REFERENCES]);
    const body = document.body.textContent.replace(references.textContent, '');
    const cited = [...body.matchAll(CITATION)].map(([, surname, year]) => `${surname} ${year}`);
    for (const [surname, year] of CITED) expect(cited).toContain(`${surname} ${year}`);
    for (const citation of new Set(cited)) {
      const [surname, year] = citation.split(' ');
      expect(
        listed.some((entry) => entry.startsWith(`${surname},`) && entry.includes(`(${year})`)),
      ).toBe(true);
    }
  });

  it('states the design, the consent, the limitations and the methods a reviewer asks for', async () => {
    await printedReport('/history/analytics?sesi=K7P3QX', { role: 'admin' });
    expect(screen.getByTestId('print-heading')).toHaveTextContent(
      /^Sesi: SMP Harapan — Kelas 8A · Kelas: Semua kelas · Data diambil \d{1,2} \p{L}+ \d{4}, pukul \d{2}\.\d{2} WIB$/u,
    );
    expect(screen.getByTestId('print-heading')).not.toHaveTextContent('K7P3QX');
    const design = screen.getByTestId('study-design');
    expect(design).toHaveTextContent('Desain: satu kelompok pretest–posttest');
    expect(design).toHaveTextContent(
      'Etika: persetujuan orang tua atau wali siswa dikonfirmasi oleh Bu Sri Wahyuni pada 20 November 2026, pukul 09.15 WIB.',
    );
    const limitations = screen.getByRole('region', { name: 'Keterbatasan' });
    for (const text of [
      /Pretest dan posttest memakai soal yang sama/,
      /Jarak antara pretest dan posttest: median 1,5 jam \(rentang 1,1 jam sampai 26 jam\), dari 12 pasangan\. Jarak sependek ini/,
      /Soal 1 sudah dijawab benar oleh lebih dari 70% siswa pada pretest/,
      /1 siswa hanya mengerjakan pretest \(attrisi 7,7%\)/,
    ]) {
      expect(limitations).toHaveTextContent(text);
    }
    const method = screen.getByRole('region', { name: 'Metode analisis' });
    for (const text of [
      'one-group pretest–posttest design',
      'bila p ≥ 0,05, selisih tidak menyimpang secara bermakna dari normal',
      'kelompok bawah 27%',
      'r tabel',
      'KR-20',
      'dicocokkan dengan R',
    ]) {
      expect(method).toHaveTextContent(text);
    }
    // Participants, knowledge levels and N-gain with their categories and sources.
    const participants = screen.getByRole('table', { name: /^Tabel \d+\. Peserta per kelas$/ });
    const cells = [...within(participants).getAllByRole('row')[1].querySelectorAll('th, td')];
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '8A',
      '13',
      '12',
      '12',
      '12',
      '1',
      '0',
      '7,7%',
    ]);
    expect(
      screen.getByRole('table', {
        name: /^Tabel \d+\. Tingkat pengetahuan sebelum dan sesudah pembelajaran$/,
      }),
    ).toHaveTextContent('Baik≥ 76%0 (0,0%)6 (50,0%)');
    expect(screen.getByRole('table', { name: /^Tabel \d+\. N-gain$/ })).toHaveTextContent(
      'N-gain (%) = ⟨g⟩ × 10049,23%kurang efektif',
    );
    // Instrument quality as a try-out, with the questions to look at in plain words.
    const quality = screen.getByRole('region', { name: 'Kualitas instrumen' });
    expect(quality).toHaveTextContent('kualitas uji coba yang dihitung dari data pelajaran ini');
    expect(
      within(quality).getByRole('table', { name: /^Tabel \d+\. Reliabilitas tes \(KR-20\)$/ }),
    ).toHaveTextContent('Pretest120,51cukup');
    expect(
      within(quality).getByRole('table', { name: /^Tabel \d+\. Validitas butir soal/ }),
    ).toHaveTextContent('2Perawatan gigi0,520,58tidak valid0,710,58valid');
    expect(quality).toHaveTextContent(
      'Soal 1 (Definisi kesehatan reproduksi): semua siswa sudah menjawab benar pada pretest',
    );
    expect(quality).toHaveTextContent(
      'Soal 2 (Perawatan gigi): 25% siswa memilih A pada pretest, padahal kuncinya B.',
    );
  });

  it('shows participant codes, never names, unless names are turned on for the print', async () => {
    const { user } = await printedReport('/history/analytics?sesi=K7P3QX', { role: 'admin' });
    const names = ['Ani', 'Budi', 'Citra'];
    const text = () => document.body.textContent;
    for (const name of names) expect(text()).not.toContain(name);
    for (const code of ['K7P3QXBD', 'B2C3D4F5', 'M9N4RTVW']) expect(text()).toContain(code);
    expect(
      screen.getByRole('table', { name: /^Tabel \d+\. Siswa berpasangan$/ }),
    ).toHaveTextContent(/^Kode peserta/);
    // Dates on paper as a report writes them.
    expect(
      screen.getByRole('table', { name: /^Tabel \d+\. Belum mengerjakan posttest$/ }),
    ).toHaveTextContent('21 November 2026, pukul 08.05 WIB');

    await user.click(screen.getByRole('switch', { name: NAMES_SWITCH_LABEL }));
    await waitFor(() => expect(text()).toContain('Budi'));
    for (const name of names) expect(text()).toContain(name);
  });

  it('prints the programme as a meta-analysis without a replaced form, its numbers in order', async () => {
    await printedReport('/history/analytics', { role: 'admin' });
    await screen.findByRole('table', { name: /^Tabel \d+\. Perbandingan hasil antarsesi$/ });
    const text = pageText();
    for (const form of REPLACED) expect(text).not.toContain(form);
    expect(text).not.toContain('Sesi tanpa uji t tidak digambar');
    expect(screen.getByTestId('print-heading')).toHaveTextContent(/^Sesi: Semua sesi · /);
    const tables = numbersOf('Tabel', 'h3');
    expect(tables).toEqual(inOrder(tables));
    const figures = numbersOf('Gambar', 'figcaption');
    expect(figures).toEqual(inOrder(figures));
  });
});
