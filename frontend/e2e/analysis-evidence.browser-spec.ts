import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { type AnalyticsReport, answerKeyVersion, questions } from '@piba/shared';
import { openBrowserSuite } from './support/browser.js';
import { scrollToReportRest } from './support/report.js';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const KEY = 'kunci-analisis-bukti-Hq4Wn8Tz2Pk6';
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The demo session of docs/product.md: fourteen paired students and one without a post-test. */
const DEMO = {
  name: 'SMP Harapan — Kelas 8A',
  students: [
    [30, 60],
    [40, 70],
    [40, 60],
    [50, 80],
    [50, 70],
    [60, 80],
    [30, 50],
    [20, 60],
    [40, 70],
    [50, 70],
    [60, 90],
    [70, 80],
    [30, 60],
    [40, 40],
    [50, null],
  ] as Array<[number, number | null]>,
};

/** A second school, so the programme view has two sessions to set side by side. */
const OTHER = {
  name: 'SMP Bina Insan — Kelas 8B',
  students: [
    [20, 40],
    [40, 50],
    [30, 60],
    [50, 60],
    [60, 70],
    [40, 40],
  ] as Array<[number, number | null]>,
};

/** The report's tables, numbered in the order shown: Tabel 1–4 lead, the others follow. */
const TABLES = [
  'Tabel 1. Statistik deskriptif',
  'Tabel 2. Uji normalitas Shapiro–Wilk',
  'Tabel 3. Uji perbedaan pretest–posttest dan besar efek',
  'Tabel 4. N-gain',
  /^Tabel \d+\. Gain per topik; indeks kesukaran dan daya pembeda per soal$/,
];
const PROGRAMME = /^Tabel \d+\. Perbandingan hasil antarsesi$/;
/** The server writes d_z; the page sets it as d with a subscript z, which reads "dz". */
const asSet = (text: string) => text.replace(/\b([A-Za-z])_([A-Za-z]+)\b/g, '$1$2');

/** Screenshots for the product doc, saved only when asked for (PIBA_SCREENSHOTS=1). */
const DOC_IMAGES = resolve(REPO_ROOT, 'docs/images/analysis');
async function docImage(target: Page | Locator, name: string, fullPage = true) {
  if (process.env.PIBA_SCREENSHOTS !== '1') return;
  mkdirSync(DOC_IMAGES, { recursive: true });
  const path = resolve(DOC_IMAGES, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/**
 * The first `percent / 10` questions of the bank answered right, the rest wrong. A wrong answer
 * takes one of the question's two wrong options by turns (by student), as a class's wrong answers
 * spread; had every wrong answer taken the same option, the analysis would rightly suspect a
 * wrong key on the questions most students missed.
 */
function answersFor(percent: number, student: number) {
  return Object.fromEntries(
    questions.map((question, index) => [
      question.name,
      index < percent / 10
        ? question.correctAnswer
        : ((question.correctAnswer + (student % 2)) % 3) + 1,
    ]),
  );
}

/** Two decimals with the decimal comma, worked out here rather than with the app's code. */
const twoDecimals = (value: number) =>
  new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A table's rows once it has drawn them (tables below the first screen are drawn after it). */
async function rowsOf(page: Page, name: string | RegExp) {
  const rows = page.getByRole('table', { name }).locator('tbody tr');
  await rows.first().waitFor();
  return rows.evaluateAll((drawn) =>
    drawn.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()),
    ),
  );
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

(browser ? describe : describe.skip)('the evidence of a session in Chromium', () => {
  let server: RunningServer;
  let demoCode: string;
  let sessionKey: string;

  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-teacher-key': KEY },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as T;
  };

  async function seed({ name, students }: typeof DEMO) {
    const session = await api<{ code: string; teacher_key: string }>('/sessions', { name });
    for (const [index, [pre, post]] of students.entries()) {
      const participant = randomUUID();
      for (const [percentage, pretest] of [
        [pre, true],
        [post, false],
      ] as const) {
        if (percentage === null) continue;
        await api('/history', {
          submission_id: randomUUID(),
          participant_id: participant,
          session_code: session.code,
          answers: answersFor(percentage, index),
          answer_key_version: answerKeyVersion(questions),
          name: `Siswa ${index + 1}`,
          class_room: name.slice(-2),
          score: `${percentage / 10}/${questions.length}`,
          percentage,
          is_pretest: pretest,
          is_posttest: !pretest,
        });
      }
    }
    return session;
  }

  /** A browser of its own, signed in with `key`, at `path`. */
  async function open(target: Browser, viewport: typeof LAPTOP, path: string, key = KEY) {
    const page = await target.newPage({ viewport, baseURL: server.url, reducedMotion: 'reduce' });
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
    await dialog.getByLabel('Kunci akses').fill(key);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await scrollToReportRest(page);
    return page;
  }

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: KEY });
    const demo = await seed(DEMO);
    demoCode = demo.code;
    sessionKey = demo.teacher_key;
    await seed(OTHER);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('on a laptop, leads with the sentence, then Tabel 1–4 and the rest, and downloads the workbook', async () => {
    const page = await open(browser!, LAPTOP, `/history/analytics?sesi=${demoCode}`);
    const report = await api<{ evidence: { sentence: string | null; pairs: number } }>(
      `/analytics?session=${demoCode}`,
    );
    expect(report.evidence.pairs).toBe(14);
    // The seeded answers use the bank's own keys, so no question looks as if its key were wrong.
    const { questions: items } = await api<AnalyticsReport>(`/analytics?session=${demoCode}`);
    expect(
      items.flatMap(({ name, pre, post }) =>
        [pre, post].filter((test) => test.likelyWrongKey).map(() => name),
      ),
    ).toEqual([]);
    expect(report.evidence.sentence).toBeTruthy();
    expect(await page.getByTestId('evidence-sentence').innerText()).toContain(
      asSet(report.evidence.sentence!),
    );

    const paired = DEMO.students.filter(([, post]) => post !== null) as Array<[number, number]>;
    const [pre, post] = await rowsOf(page, TABLES[0]);
    expect(pre.slice(0, 3)).toEqual(['Pretest', '14', twoDecimals(mean(paired.map(([p]) => p)))]);
    expect(post.slice(0, 3)).toEqual([
      'Posttest',
      '14',
      twoDecimals(mean(paired.map(([, p]) => p))),
    ]);
    for (const name of TABLES.slice(0, 4)) {
      expect(await page.getByRole('table', { name }).isVisible()).toBe(true);
    }
    // The figures are Indonesian: a decimal comma, and p never 0.
    const [normality] = await rowsOf(page, TABLES[1]);
    expect(normality[2]).toMatch(/^0,\d{3}$/);
    const [test] = await rowsOf(page, TABLES[2]);
    expect(test[3]).toMatch(/^(< 0,001|0,\d{3})$/);
    expect(test[3]).not.toBe('0,000');

    await page.getByRole('button', { name: 'Tampilkan tabel angka' }).click();
    const topics = await rowsOf(page, TABLES[4]);
    expect(topics).toHaveLength(questions.length);
    expect(topics[0].slice(0, 2)).toEqual(['1', questions[0].topic]);
    // Question i is right for a score above 10·i %: everyone got question 1 right before the
    // lesson, so it has no gain; question 5, by the 14 pairs, 6 pretests and 13 posttests.
    expect(topics[0][2]).toBe('-');
    expect(topics[4][2]).toBe(twoDecimals((13 / 14 - 6 / 14) / (1 - 6 / 14)));
    await page.getByRole('button', { name: 'Sembunyikan tabel angka' }).click();
    await page.getByTestId('question-chart').scrollIntoViewIfNeeded();
    await page.getByTestId('question-chart').locator('rect.MuiBarChart-element').first().waitFor();
    // The evidence, from the sentence to Tabel 4: the top of the page.
    await docImage(page.locator('section[aria-labelledby="analisis-hasil-uji"]'), 'analysis-page');

    // Names only when the teacher turns them on (for print and the workbook alike).
    await page.getByRole('switch', { name: 'Nama siswa di laporan cetak dan Excel' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Data berpasangan',
      'Peserta',
      'Deskriptif',
      'Normalitas',
      'Uji beda',
      'N-gain',
      'Tingkat pengetahuan',
      'Per kelas',
      'Per topik',
    ]);
    const names: string[] = [];
    workbook.worksheets[0].eachRow((row, index) => {
      if (index > 1) names.push(row.getCell(1).text);
    });
    expect(names.sort()).toEqual(
      DEMO.students
        .flatMap(([, post], index) => (post === null ? [] : [`Siswa ${index + 1}`]))
        .sort(),
    );
    await page.close();
  });

  it('prints an A4 report with its numbered tables, the charts and the methods, without the controls or names', async () => {
    const page = await open(browser!, LAPTOP, `/history/analytics?sesi=${demoCode}`);
    // The teacher prints the page once it is all drawn, down to its last section.
    await page.getByRole('heading', { name: 'Metode analisis' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const name of TABLES) {
      expect(await page.getByRole('table', { name }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('heading', { name: 'Metode analisis' }).isVisible()).toBe(true);
    expect(await page.getByText(/Wilcoxon, F\. \(1945\)/).isVisible()).toBe(true);
    expect(
      await page.getByRole('img', { name: /siswa berpasangan nilainya naik/ }).isVisible(),
    ).toBe(true);
    const printedChart = page
      .getByTestId('question-chart')
      .locator('svg.MuiChartsSvgLayer-root:visible');
    await printedChart.locator('rect.MuiBarChart-element').first().waitFor();
    for (const control of ['Cetak laporan', 'Unduh Excel', 'Cara menghitung']) {
      expect(await page.getByRole('button', { name: control }).isVisible()).toBe(false);
    }
    // On paper: participant codes, not names; the session by its name, not its join code.
    const paired = page.getByRole('table', { name: /^Tabel \d+\. Siswa berpasangan$/ });
    expect(await paired.innerText()).not.toContain('Siswa 1');
    expect(await page.getByTestId('print-heading').innerText()).toContain(`Sesi: ${DEMO.name}`);
    await docImage(page, 'analysis-report');
    // The report's own page size: A4 whatever the printer was set to.
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
    expect(box && [Math.round(Number(box[1])), Math.round(Number(box[2]))]).toEqual([595, 842]);
    await page.close();
  });

  it('shows the administrator every session side by side, their meta-analysis and a forest plot', async () => {
    const page = await open(browser!, LAPTOP, '/history/analytics');
    const table = page.getByRole('table', { name: PROGRAMME });
    await table.waitFor();
    const rows = await rowsOf(page, PROGRAMME);
    // The sessions, their random-effects meta-analysis, and every student as one sample apart.
    const sessions = rows.slice(0, -2).map((row) => [row[0], row[1]]);
    expect(sessions).toHaveLength(2);
    // Each session's name, then the lesson pack and version its students had.
    expect(sessions).toContainEqual([
      expect.stringMatching(
        new RegExp(`^${DEMO.name} \\(${demoCode}\\)\\s*Paket: .+ · versi [0-9a-f]{8}$`),
      ),
      '14',
    ]);
    expect(sessions).toContainEqual([expect.stringContaining(OTHER.name), '6']);
    expect(rows.at(-2)!.slice(0, 2)).toEqual(['Meta-analisis efek acak (k = 2 sesi)', '20']);
    expect(rows.at(-1)!.slice(0, 2)).toEqual(['Gabungan semua siswa (bukan meta-analisis)', '20']);
    const plot = page.getByTestId('forest-plot');
    expect(await plot.isVisible()).toBe(true);
    // The section alone: the rest of the page is the analysis of every class together.
    await docImage(
      page.locator('section[aria-labelledby="analisis-program"]'),
      'analysis-programme',
    );
    await page.close();
  });

  it("never shows a session's teacher the other sessions", async () => {
    const page = await open(browser!, LAPTOP, '/history/analytics', sessionKey);
    await page.getByRole('heading', { name: 'Siswa berpasangan', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Semua sesi' }).count()).toBe(0);
    expect(await page.getByTestId('evidence-sentence').innerText()).toContain('14 pasangan');
    await page.close();
  });

  it('fits a phone: the tables scroll in their own boxes, the page never sideways', async () => {
    for (const path of [`/history/analytics?sesi=${demoCode}`, '/history/analytics']) {
      const page = await open(browser!, PHONE, path);
      await page.getByRole('table', { name: TABLES[2] }).waitFor();
      if (!path.includes('sesi')) {
        await page.getByRole('table', { name: PROGRAMME }).waitFor();
      }
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      const region = page.getByRole('region', { name: TABLES[0] });
      expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      expect((await region.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
      if (path.includes('sesi')) await docImage(page, 'analysis-phone', false);
      await page.close();
    }
  });
});
