import { act, screen, waitFor, within } from '@testing-library/react';
import {
  expectConsoleErrors,
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
} from '../../testing/test-utils';
import QuestionChart from '../../features/analytics/components/question-chart';
import {
  measures,
  mockAnalyticsApi,
  report,
} from '../../features/analytics/testing/analytics-fixtures';
import { MEASURE_TEXTS } from '../../features/analytics/measure-texts';
import { statTextContent } from '../../features/analytics/components/stat-text';
import { loadAnalysisModulesFirst } from '../../testing/analysis-modules';

// The charts are drawn in Chromium; jsdom gets their stand-ins (components/__mocks__).
jest.mock('../../features/analytics/components/question-chart');
jest.mock('../../features/analytics/components/option-chart');

/** jsdom's Blob has no arrayBuffer(); FileReader does the same. */
const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

/** Tables are numbered in the order the report shows them; the tests name them by title. */
const QUESTION_TABLE = /^Tabel \d+\. Gain per topik; indeks kesukaran dan daya pembeda per soal$/;
const numbered = (title: string) =>
  new RegExp(`^Tabel \\d+\\. ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The paragraph that reads `text` once its symbols are set (italics split it into parts). */
const measureText = (text: string) =>
  screen.getByText(
    (_, element) => element?.tagName === 'P' && element.textContent === statTextContent(text),
  );

const card = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).parentElement!;
const cardValue = (title: string) => card(title).children[1].textContent;

loadAnalysisModulesFirst();

describe('analytics page', () => {
  it('says it is loading until the analysis arrives', async () => {
    mockFetch().mockReturnValue(new Promise(() => undefined));
    renderApp('/history/analytics');
    expect(await screen.findByText('Memuat analisis…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Analisis Pembelajaran' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke tabel hasil' })).toHaveAttribute(
      'href',
      '/history',
    );
  });

  it('shows the class summary with an explanation of each measure, in Indonesian numbers', async () => {
    const api = mockAnalyticsApi();
    renderApp('/history/analytics?kelas=8A');
    expect(await screen.findByRole('heading', { name: 'Ringkasan' })).toBeInTheDocument();
    expect(api.analyticsRequests().at(-1)!.params.get('classRoom')).toBe('8A');

    expect(cardValue('Siswa pretest')).toBe('3');
    expect(cardValue('Siswa posttest')).toBe('2');
    expect(cardValue('Siswa berpasangan')).toBe('2');
    expect(cardValue('Rata-rata pretest')).toBe('53,3%');
    expect(cardValue('Rata-rata posttest')).toBe('80%');
    expect(cardValue('Gain ternormalisasi ⟨g⟩')).toBe('0,57 sedang');
    expect(cardValue('Rata-rata c')).toBe('0,63');
    expect(card('Gain ternormalisasi ⟨g⟩')).toHaveTextContent(
      'Gain ternormalisasi Hake ⟨g⟩ = (rata-rata post − rata-rata pre) / (100 − rata-rata pre); tinggi ≥ 0,7, sedang 0,3–0,7, rendah < 0,3 (Hake, 1998).',
    );
    expect(card('Rata-rata c')).toHaveTextContent(
      /0,63.*Perubahan ternormalisasi c \(Marx & Cummings, 2007\)/,
    );
    // The sections below the summary follow it in passes of their own.
    expect(await screen.findByRole('heading', { name: 'Ketercapaian per soal' })).toBeVisible();
    expect(measureText(MEASURE_TEXTS.difficulty)).toHaveTextContent(
      /^Indeks kesukaran p = proporsi siswa yang menjawab benar: 0,00–0,30 sukar, 0,31–0,70 sedang, 0,71–1,00 mudah \(Arikunto, 2013\)\.$/,
    );
    expect(measureText(MEASURE_TEXTS.discrimination)).toHaveTextContent(
      /^Daya pembeda D = p kelompok atas 27% − p kelompok bawah 27%/,
    );

    // The report's last sections come in passes of their own.
    await screen.findByRole('heading', { name: 'Siswa berpasangan', level: 2 });
    for (const text of Object.values(MEASURE_TEXTS)) expect(measureText(text)).toBeVisible();
    // On paper only: which session and class, and when the figures were read, as a report
    // writes a date.
    expect(
      await screen.findByText(
        /^Sesi: Semua sesi · Kelas: 8A · Data diambil \d{1,2} \p{L}+ \d{4}, pukul \d{2}\.\d{2} WIB$/u,
      ),
    ).not.toBeVisible();
    // One chart for the screen; printing draws one more, to fit paper, until printing ends.
    expect(await screen.findAllByRole('img', { name: 'Grafik 2 soal', hidden: true })).toHaveLength(
      1,
    );
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getAllByRole('img', { name: 'Grafik 2 soal', hidden: true })).toHaveLength(2);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.getAllByRole('img', { name: 'Grafik 2 soal', hidden: true })).toHaveLength(1);

    // One class chosen: no per-class table.
    expect(screen.queryByRole('heading', { name: 'Per kelas' })).not.toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: numbered('Siswa berpasangan') }))).toEqual([
      ['Ani', '8A', '40%', '70%', '0,50', 'sedang'],
      ['Budi', '8A', '60%', '90%', '0,75', 'tinggi'],
    ]);
    // 01:05 UTC is 08:05 in WIB.
    expect(
      rowsOf(screen.getByRole('table', { name: numbered('Belum mengerjakan posttest') })),
    ).toEqual([['Citra', '8A', '60%', '2026-11-21 08:05']]);
    expect(rowsOf(screen.getByRole('table', { name: QUESTION_TABLE }))).toEqual([
      [
        '1',
        'Definisi kesehatan reproduksi',
        '1,00',
        '0,67',
        'sedang',
        '0,50',
        '0,87',
        '1,00',
        'mudah',
        '0,00',
        '-',
        '1',
        '0',
        '1,000',
      ],
      [
        '2',
        'Perawatan gigi',
        '0,25',
        '0,33',
        'sedang',
        '0,50',
        '0,87',
        '0,50',
        'mudah',
        '0,00',
        '-',
        '0',
        '0',
        '-',
      ],
    ]);
  });

  it('shows the share of each option, with the key marked and the distractors flagged', async () => {
    mockAnalyticsApi();
    renderApp('/history/analytics?kelas=8A');
    const section = await screen.findByRole('region', { name: 'Pilihan jawaban per soal' });
    expect(within(section).getByText(MEASURE_TEXTS.options)).toBeVisible();
    expect(
      await within(section).findByRole('img', { name: 'Grafik pilihan 2 soal', hidden: true }),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table', {
      name: numbered('Persentase pilihan jawaban per soal'),
    });
    expect(rowsOf(table)).toEqual([
      [
        '1',
        'Definisi kesehatan reproduksi',
        'Pretest',
        '33%',
        '67% ✓ kunci',
        '0%',
        'C: jarang dipilih (< 5%)',
      ],
      ['Posttest', '0%', '100% ✓ kunci', '0%', 'A: jarang dipilih (< 5%)C: jarang dipilih (< 5%)'],
      ['2', 'Perawatan gigi', 'Pretest', '67%', '33% ✓ kunci', '0%', 'C: jarang dipilih (< 5%)'],
      ['Posttest', '50%', '50% ✓ kunci', '0%', 'C: jarang dipilih (< 5%)'],
    ]);
  });

  it('keeps the analysis on screen when a chart cannot be shown, and says so in its place', async () => {
    const consoleError = expectConsoleErrors();
    const chart = jest.mocked(QuestionChart);
    const draw = chart.getMockImplementation()!;
    chart.mockImplementation(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      mockAnalyticsApi();
      renderApp('/history/analytics?kelas=8A');
      const section = await screen.findByRole('region', { name: 'Ketercapaian per soal' });
      expect(
        await within(section).findByText(
          'Grafik tidak dapat dimuat. Angkanya ada di tabel; muat ulang halaman untuk mencoba lagi.',
        ),
      ).toBeInTheDocument();
      expect(within(section).getByRole('table', { name: QUESTION_TABLE })).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Siswa berpasangan', level: 2 }),
      ).toBeVisible();
      expect(consoleError).toHaveBeenCalled();
    } finally {
      chart.mockImplementation(draw);
    }
  });

  it('flags a distractor the upper group preferred as a likely ambiguous question', async () => {
    const base = report();
    const [first, second] = base.questions;
    mockAnalyticsApi((classRoom) =>
      jsonResponse(
        200,
        report({
          classRoom,
          questions: [
            {
              ...first,
              pre: {
                ...first.pre,
                options: [
                  { option: 1, correct: true, share: 0.4, upperShare: 0.25, flags: [] },
                  { option: 2, correct: false, share: 0.5, upperShare: 0.75, flags: ['ambiguous'] },
                  { option: 3, correct: false, share: 0.1, upperShare: 0, flags: [] },
                ],
              },
            },
            second,
          ],
        }),
      ),
    );
    renderApp('/history/analytics?kelas=8A');
    const table = await screen.findByRole('table', {
      name: numbered('Persentase pilihan jawaban per soal'),
    });
    expect(rowsOf(table)[0]).toEqual([
      '1',
      'Definisi kesehatan reproduksi',
      'Pretest',
      '40% ✓ kunci',
      '50%',
      '10%',
      'B: dipilih kelompok atas lebih sering daripada kunci; soal mungkin ambigu',
    ]);
  });

  it('says how reliable each test was', async () => {
    mockAnalyticsApi((classRoom) =>
      jsonResponse(
        200,
        report({
          classRoom,
          reliability: {
            pre: { answered: 3, kr20: 0.75, kr20Band: 'high' },
            post: { answered: 12, kr20: 0.412, kr20Band: 'moderate' },
          },
        }),
      ),
    );
    renderApp('/history/analytics?kelas=8A');
    const section = await screen.findByRole('region', { name: 'Kualitas instrumen' });
    expect(measureText(MEASURE_TEXTS.kr20)).toBeVisible();
    expect(
      rowsOf(within(section).getByRole('table', { name: numbered('Reliabilitas tes (KR-20)') })),
    ).toEqual([
      ['Pretest', '3', '0,75', 'tinggi'],
      ['Posttest', '12', '0,41', 'cukup'],
    ]);
  });

  it('says when the reliability of a test cannot be computed yet', async () => {
    mockAnalyticsApi();
    renderApp('/history/analytics?kelas=8A');
    const table = await screen.findByRole('table', { name: numbered('Reliabilitas tes (KR-20)') });
    expect(rowsOf(table)[1]).toEqual(['Posttest', '2', '-', 'belum dapat dihitung']);
  });

  it('shows a student whose score fell as turun, not as a low gain', async () => {
    mockAnalyticsApi((classRoom) =>
      jsonResponse(
        200,
        report({
          classRoom,
          pairs: [
            {
              participant_code: null,
              name: 'Ani',
              session_code: null,
              class_room: '8A',
              pre: 40,
              post: 70,
              change: 0.5,
              band: 'medium',
            },
            {
              participant_code: null,
              name: 'Eko',
              session_code: null,
              class_room: '8A',
              pre: 70,
              post: 60,
              change: -0.143,
              band: 'decline',
            },
            {
              participant_code: null,
              name: 'Fajar',
              session_code: null,
              class_room: '8A',
              pre: 50,
              post: 55,
              change: 0.1,
              band: 'low',
            },
          ],
        }),
      ),
    );
    renderApp('/history/analytics?kelas=8A');
    const table = await screen.findByRole('table', { name: numbered('Siswa berpasangan') });
    expect(rowsOf(table).map((row) => [row[0], row[4], row[5]])).toEqual([
      ['Ani', '0,50', 'sedang'],
      ['Eko', '-0,14', 'turun'],
      ['Fajar', '0,10', 'rendah'],
    ]);
    expect(measureText(MEASURE_TEXTS.studentBand)).toBeVisible();
  });

  it('says how many results of an earlier answer key the per-question figures leave out', async () => {
    mockAnalyticsApi((classRoom) =>
      jsonResponse(200, report({ classRoom, excludedOtherVersion: 3 })),
    );
    renderApp('/history/analytics?kelas=8A');
    const section = await screen.findByRole('region', { name: 'Ketercapaian per soal' });
    expect(
      within(section).getByText(
        '3 hasil dari versi soal sebelumnya tidak dihitung dalam statistik per soal.',
      ),
    ).toBeVisible();
  });

  it('says nothing of earlier answer keys when every result is of the current one', async () => {
    mockAnalyticsApi();
    renderApp('/history/analytics?kelas=8A');
    expect(await screen.findByRole('heading', { name: 'Ketercapaian per soal' })).toBeVisible();
    expect(screen.queryByText(/versi soal sebelumnya/)).not.toBeInTheDocument();
  });

  it('compares every class when none is chosen, and asks again for the class picked', async () => {
    const api = mockAnalyticsApi((classRoom) =>
      jsonResponse(
        200,
        report({
          classRoom,
          classes: [
            { session_code: null, class_room: '8A', ...measures() },
            {
              session_code: null,
              class_room: null,
              ...measures({ hakeGain: null, hakeBand: null }),
            },
          ],
        }),
      ),
    );
    const { user } = renderApp('/history/analytics');
    const perClass = await screen.findByRole('table', { name: numbered('Ringkasan per kelas') });
    expect(api.analyticsRequests().at(-1)!.params.has('classRoom')).toBe(false);
    expect(rowsOf(perClass)).toEqual([
      ['8A', '3', '2', '2', '53,3%', '80%', '0,57', 'sedang', '0,63'],
      ['Tanpa kelas', '3', '2', '2', '53,3%', '80%', '-', '-', '0,63'],
    ]);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kelas' }),
      await screen.findByRole('option', { name: '8B' }),
    );
    await waitFor(() => expect(api.analyticsRequests().at(-1)!.params.get('classRoom')).toBe('8B'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Per kelas' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('combobox', { name: 'Kelas' })).toHaveTextContent('8B');
  });

  it('says so when the class has no results yet', async () => {
    mockAnalyticsApi((classRoom) =>
      jsonResponse(
        200,
        report({
          classRoom,
          overall: measures({ pretestStudents: 0, posttestStudents: 0, pairedStudents: 0 }),
          classes: [],
          pairs: [],
          withoutPosttest: [],
        }),
      ),
    );
    renderApp('/history/analytics?kelas=9Z');
    expect(await screen.findByText('Belum ada data untuk kelas ini.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unduh CSV' })).not.toBeInTheDocument();
  });

  it('explains a database outage in Indonesian and tries again on request', async () => {
    let down = true;
    mockAnalyticsApi((classRoom) =>
      down
        ? jsonResponse(503, { message: 'Database unavailable' }, { 'Retry-After': '5' })
        : jsonResponse(200, report({ classRoom })),
    );
    const { user } = renderApp('/history/analytics');
    expect(
      await screen.findByText(
        'Analisis gagal dimuat: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.',
      ),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Ringkasan' })).toBeInTheDocument();
  });

  it('asks for the teacher key when refused, then sends it', async () => {
    mockFetch().mockImplementation((input, init) => {
      const headers = { ...(init?.headers as Record<string, string>) };
      if (headers['x-teacher-key'] !== 'rahasia') {
        return Promise.resolve(jsonResponse(401, { message: 'Teacher access key required' }));
      }
      if (requestUrl(input).startsWith('/api/history/classes')) {
        return Promise.resolve(jsonResponse(200, { data: ['8A'] }));
      }
      return Promise.resolve(jsonResponse(200, report({ classRoom: null })));
    });
    const { user } = renderApp('/history/analytics');
    const dialog = await screen.findByRole('dialog', { name: 'Kunci akses guru' });
    await user.type(within(dialog).getByLabelText('Kunci akses'), 'rahasia');
    await user.click(within(dialog).getByRole('button', { name: 'Buka tabel' }));
    expect(await screen.findByRole('heading', { name: 'Ringkasan' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('teacherKey')).toBe('rahasia');
  });

  it('downloads the paired table as CSV made in the browser', async () => {
    mockAnalyticsApi((classRoom) =>
      jsonResponse(
        200,
        report({
          classRoom,
          pairs: [
            {
              participant_code: null,
              session_code: null,
              name: '=HYPERLINK("x")',
              class_room: '8A',
              pre: 50,
              post: 25,
              change: -0.5,
              band: 'decline',
            },
          ],
        }),
      ),
    );
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:analisis';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^analisis-piba-8A-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    const { user } = renderApp('/history/analytics?kelas=8A');
    await user.click(await screen.findByRole('button', { name: 'Unduh CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(files[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await readBytes(files[0]));
    // The UTF-8 byte order mark, then the header and the row.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFNama,Kelas,Pretest (%),Posttest (%),Gain c,Kategori\r\n' +
        '"\'=HYPERLINK(""x"")",8A,50,25,-0.5,turun\r\n',
    );
  });

  it('downloads the paired table without names, by participant code', async () => {
    mockAnalyticsApi((classRoom) => jsonResponse(200, report({ classRoom })));
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:analisis';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderApp('/history/analytics?kelas=8A');
    await user.click(await screen.findByRole('button', { name: 'CSV tanpa nama (kode peserta)' }));

    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^analisis-piba-pseudonim-8A-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      new Uint8Array(await readBytes(files[0])),
    );
    expect(text).toBe(
      '\uFEFFKode peserta,Kelas,Pretest (%),Posttest (%),Gain c,Kategori\r\n' +
        'K7P3QXBD,8A,40,70,0.5,sedang\r\n' +
        'K7P3QXBD,8A,60,90,0.75,tinggi\r\n',
    );
    // The names the page shows are not in the file.
    expect(screen.getByRole('table', { name: numbered('Siswa berpasangan') })).toHaveTextContent(
      'Budi',
    );
    expect(text).not.toMatch(/Ani|Budi/);
  });
});
