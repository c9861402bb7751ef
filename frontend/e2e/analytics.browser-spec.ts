import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { answerKeyVersion, questions } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { parseCsv } from './support/csv.js';
import { scrollToReportRest } from './support/report.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const KEY = 'kunci-analisis-uji-Rb7Qm2Zx9Lw4';

/**
 * Who took which test, in percent. Class 8B must not count for 8A; in it, Siswa 10 did worse
 * after the lesson, and is listed after Siswa 2.
 */
const STUDENTS = [
  { name: 'Ani Lestari', class_room: '8A', pre: 40, post: 70 },
  { name: 'Budi Santoso', class_room: '8A', pre: 60, post: 90 },
  { name: 'Citra Dewi', class_room: '8A', pre: 60, post: null },
  { name: 'Dewi Sartika', class_room: '8B', pre: 20, post: 50 },
  { name: 'Siswa 10', class_room: '8B', pre: 70, post: 50 },
  { name: 'Siswa 2', class_room: '8B', pre: 30, post: 60 },
];

/** The first `percent / 10` questions of the bank answered right, the rest wrong. */
function answersFor(percent: number) {
  const correct = percent / 10;
  return Object.fromEntries(
    questions.map((question, index) => [
      question.name,
      index < correct ? question.correctAnswer : (question.correctAnswer % 3) + 1,
    ]),
  );
}

const id = (value: number) =>
  new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );

/** The expected figures for 8A, worked out here from the seed rather than with the app's code. */
function expectedFor8A() {
  // Every figure comparing the tests is over the same students: the pairs.
  const paired = STUDENTS.filter((student) => student.class_room === '8A' && student.post !== null);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const meanPre = mean(paired.map((student) => student.pre));
  const meanPost = mean(paired.map((student) => student.post!));
  return {
    meanPre, // (40 + 60) / 2 = 50
    meanPost, // (70 + 90) / 2 = 80
    hakeGain: (meanPost - meanPre) / (100 - meanPre), // 0,60: sedang
    changes: { 'Ani Lestari': (70 - 40) / (100 - 40), 'Budi Santoso': (90 - 60) / (100 - 60) },
  };
}

/**
 * KR-20 of one test of 8A from the seed: each student answers the first `percent / 10` questions
 * right, so question i is right for those with more than i right.
 */
function expectedKr20(percentages: number[]) {
  const totals = percentages.map((percent) => percent / 10);
  const n = totals.length;
  const k = questions.length;
  const itemVariances = questions
    .map((_, i) => totals.filter((total) => total > i).length / n)
    .reduce((sum, p) => sum + p * (1 - p), 0);
  const mean = totals.reduce((sum, total) => sum + total, 0) / n;
  const variance = totals.reduce((sum, total) => sum + (total - mean) ** 2, 0) / n;
  return (k / (k - 1)) * (1 - itemVariances / variance);
}

/** An instant in WIB (UTC+7), as the app shows every time: 2026-11-21 08:05. */
function wibMinute(instant: string): string {
  const wib = new Date(Date.parse(instant) + 7 * 3_600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 16)}`;
}

/** The body rows of a table, each as its cells' texts. */
/** A table's rows once it has drawn them (tables below the first screen are drawn after it). */
async function rowsOf(page: Page, name: string) {
  const rows = page.getByRole('table', { name }).locator('tbody tr');
  await rows.first().waitFor();
  return rows.evaluateAll((drawn) =>
    drawn.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()),
    ),
  );
}

(browser ? describe : describe.skip)('the teacher reads the learning gain in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const pretestAt = new Map<string, string>();

  async function save(student: (typeof STUDENTS)[number], participant: string, pretest: boolean) {
    const percentage = pretest ? student.pre : student.post!;
    const response = await fetch(`${server.url}/api/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        submission_id: randomUUID(),
        participant_id: participant,
        answers: answersFor(percentage),
        answer_key_version: answerKeyVersion(questions),
        name: student.name,
        class_room: student.class_room,
        score: `${percentage / 10}/${questions.length}`,
        percentage,
        is_pretest: pretest,
        is_posttest: !pretest,
      }),
    });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as { created_at: string };
    if (pretest) pretestAt.set(student.name, saved.created_at);
  }

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: KEY });
    const participants = STUDENTS.map(() => randomUUID());
    for (const [index, student] of STUDENTS.entries())
      await save(student, participants[index], true);
    for (const [index, student] of STUDENTS.entries()) {
      if (student.post !== null) await save(student, participants[index], false);
    }
    // Reduced motion: the bars are drawn at once, so screenshots show their final length.
    page = await browser!.newPage({
      viewport: { width: 1366, height: 768 },
      baseURL: server.url,
      reducedMotion: 'reduce',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('asks for the key, then compares the classes', async () => {
    await page.goto('/history/analytics');
    const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
    await dialog.getByLabel('Kunci akses').fill(KEY);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await scrollToReportRest(page);

    const perClass = page.getByRole('table', { name: 'Ringkasan per kelas' });
    await perClass.waitFor();
    const rows = await rowsOf(page, 'Ringkasan per kelas');
    expect(rows.map((row) => row[0])).toEqual(['8A', '8B']);

    // Names in natural order; the student whose score fell is banded "turun", not "rendah".
    const paired = await rowsOf(page, 'Siswa berpasangan');
    expect(paired.map((row) => [row[0], row[1], row[5]])).toEqual([
      ['Ani Lestari', '8A', 'sedang'],
      ['Budi Santoso', '8A', 'tinggi'],
      ['Dewi Sartika', '8B', 'sedang'],
      ['Siswa 2', '8B', 'sedang'],
      ['Siswa 10', '8B', 'turun'],
    ]);
    await screenshot(page, 'analytics-01-all-classes');
  });

  it('shows class 8A: two paired students, their gains, the chart and who is missing', async () => {
    await page.getByRole('combobox', { name: 'Kelas' }).selectOption({ label: '8A' });
    await page.waitForURL('**/history/analytics?kelas=8A');
    const expected = expectedFor8A();

    const value = (measure: string) =>
      page.locator(`[data-measure="${measure}"] > div`).innerText();
    await page.locator('[data-measure="pairedStudents"]').waitFor();
    expect(await value('pretestStudents')).toBe('3');
    expect(await value('posttestStudents')).toBe('2');
    expect(await value('pairedStudents')).toBe('2');
    expect(await value('meanPre')).toBe('50%');
    expect(await value('meanPost')).toBe('80%');
    expect(await value('hakeGain')).toMatch(new RegExp(`^${id(expected.hakeGain)}\\s+sedang$`));
    expect(id(expected.hakeGain)).toBe('0,60');
    expect(await page.getByRole('table', { name: 'Ringkasan per kelas' }).count()).toBe(0);

    // Explanations are set in the theme's muted text colour (#4a5566), not the body's.
    const colour = (text: RegExp) =>
      page
        .getByText(text)
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    expect(await colour(/^Dihitung dari 2 pasangan/)).toBe('rgb(74, 85, 102)');
    expect(await colour(/garis abu-abu naik, garis merah turun/)).toBe('rgb(74, 85, 102)');

    expect(await rowsOf(page, 'Siswa berpasangan')).toEqual([
      ['Ani Lestari', '8A', '40%', '70%', id(expected.changes['Ani Lestari']), 'sedang'],
      ['Budi Santoso', '8A', '60%', '90%', id(expected.changes['Budi Santoso']), 'tinggi'],
    ]);

    const missing = await rowsOf(page, 'Belum mengerjakan posttest');
    expect(missing).toHaveLength(1);
    expect(missing[0].slice(0, 3)).toEqual(['Citra Dewi', '8A', '60%']);
    expect(missing[0][3]).toBe(wibMinute(pretestAt.get('Citra Dewi')!));

    // The chart is drawn once the teacher scrolls to it: an svg with a bar per question and
    // test, labelled with the topics.
    await page.getByTestId('question-chart').scrollIntoViewIfNeeded();
    const chart = page.getByTestId('question-chart').locator('svg.MuiChartsSvgLayer-root').first();
    const bars = chart.locator('rect.MuiBarChart-element');
    await bars.first().waitFor();
    expect(await bars.count()).toBe(2 * questions.length);
    expect(await chart.getByText('10. Perawatan gigi').count()).toBe(1);
    await screenshot(page, 'analytics-02-class-8A');
  });

  it('shows how reliable each test was and which distractors work', async () => {
    // Arikunto's bands, each from its lower end.
    const band = (value: number) =>
      [
        [0.8, 'sangat tinggi'],
        [0.6, 'tinggi'],
        [0.4, 'cukup'],
        [0.2, 'rendah'],
      ].find(([from]) => value >= (from as number))?.[1] ?? 'sangat rendah';
    const kr20 = (percentages: number[]) => {
      const value = expectedKr20(percentages);
      return [id(value), band(Math.round(value * 1000) / 1000)];
    };
    expect(await rowsOf(page, 'Reliabilitas tes (KR-20)')).toEqual([
      // The pairs' tests: Citra, without a posttest, is not among them.
      ['Pretest', '2', ...kr20([40, 60])],
      ['Posttest', '2', ...kr20([70, 90])],
    ]);

    // Question 1: every pre-test right, so both distractors were chosen by no one.
    const options = page.getByRole('table', { name: 'Persentase pilihan jawaban per soal' });
    await options.scrollIntoViewIfNeeded();
    expect(await options.isVisible()).toBe(true);
    const [first] = await rowsOf(page, 'Persentase pilihan jawaban per soal');
    const key = questions[0].correctAnswer;
    expect(first.slice(0, 3)).toEqual(['1', questions[0].topic, 'Pretest']);
    expect(first[2 + key]).toMatch(/^100%\s*✓/);
    const distractors = ['A', 'B', 'C'].filter((_, index) => index + 1 !== key);
    expect(first[6].split('\n')).toEqual(
      distractors.map((letter) => `${letter}: jarang dipilih (< 5%)`),
    );
    const stacked = page.getByTestId('option-chart').locator('rect.MuiBarChart-element');
    await stacked.first().waitFor({ state: 'attached' });
    await screenshot(page, 'analytics-05-options');
  });

  it('downloads the paired table as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^analisis-piba-8A-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['Nama', 'Kelas', 'Pretest (%)', 'Posttest (%)', 'Gain c', 'Kategori'],
      ['Ani Lestari', '8A', '40', '70', '0.5', 'sedang'],
      ['Budi Santoso', '8A', '60', '90', '0.75', 'tinggi'],
    ]);
  });

  it('prints without the controls, and fits a phone', async () => {
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Unduh CSV' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Cetak laporan' }).isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Kelas' }).isVisible()).toBe(false);
    expect(
      await page
        .getByRole('table', { name: 'Indeks kesukaran dan daya pembeda per soal' })
        .isVisible(),
    ).toBe(true);
    // Paper gets a chart of its own, drawn narrow enough for A4.
    const printed = page
      .getByTestId('question-chart')
      .locator('svg.MuiChartsSvgLayer-root:visible');
    expect(await printed.count()).toBe(1);
    expect((await printed.boundingBox())!.width).toBeLessThanOrEqual(680);
    expect(await printed.locator('rect.MuiBarChart-element').count()).toBe(2 * questions.length);
    await screenshot(page, 'analytics-03-print');
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Analisis Pembelajaran' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'analytics-04-phone');
  });

  it('on a phone, draws the charts only as the teacher scrolls to them', async () => {
    // The same tab (its key is kept), opened again on a phone-sized screen.
    const charts: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (/\/assets\/BarChart-/.test(request.url())) charts.push(request.url());
    };
    page.on('request', onRequest);
    try {
      await page.reload();
      await scrollToReportRest(page);
      await page.getByRole('heading', { name: 'Siswa berpasangan', level: 2 }).waitFor();
      expect(charts).toEqual([]);
      expect(await page.getByTestId('question-chart').locator('svg').count()).toBe(0);

      await page.getByTestId('question-chart').scrollIntoViewIfNeeded();
      await page
        .getByTestId('question-chart')
        .locator('rect.MuiBarChart-element')
        .first()
        .waitFor();
      expect(charts).toHaveLength(1);
    } finally {
      page.off('request', onRequest);
    }
  });
});
