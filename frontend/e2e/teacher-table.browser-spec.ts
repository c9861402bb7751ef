import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { HistoryPage, HistoryRecord } from '@piba/shared';
import { COMPILE_HINT } from '../build-plugins/compile-hints.js';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { parseCsv } from './support/csv.js';
import { eventually } from './support/eventually.js';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const KEY = 'kunci-guru-uji-2026-Rb7Qm2Zx9Lw4';
/** Commas, quotes and letters beyond ASCII: what a CSV export most easily gets wrong. */
const TRICKY_NAME = 'Ayu "Putri", Ñoño Çelik-Đức';

/** 60 results: 30 in 8A, 20 in 8B, 10 in 7C; pre- and post-tests; scores spread out. */
function seedRecords() {
  return Array.from({ length: 60 }, (_, i) => {
    const correct = (i * 7) % 11;
    return {
      name: i === 0 ? TRICKY_NAME : `Siswa ${String(i + 1).padStart(2, '0')}`,
      class_room: i % 2 === 0 ? '8A' : i % 6 === 5 ? '7C' : '8B',
      score: `${correct}/10`,
      percentage: correct * 10,
      is_pretest: i % 3 !== 2,
      is_posttest: i % 3 === 2,
    };
  });
}

/** A record's time in WIB (UTC+7) as the table, the printout and the CSV all show it. */
function expectedTime(record: HistoryRecord): string {
  const wib = new Date(Date.parse(record.created_at) + 7 * 3_600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 16)}`;
}

/** What the export must say for a record, worked out here rather than with the server's code. */
function expectedCsvRow(record: HistoryRecord): string[] {
  const type = record.is_pretest ? 'Pre Test' : record.is_posttest ? 'Post Test' : 'N/A';
  const [correct, total] = record.score.split('/');
  return [
    record.name ?? '',
    record.class_room ?? '',
    // Two numbers: a spreadsheet would read "7/10" as a date.
    correct,
    total,
    String(record.percentage),
    type,
    expectedTime(record),
    record.session_code ?? '',
    // No session, so no consent record to flag.
    '',
    record.is_delayed ? 'ya' : 'tidak',
    record.test_form ?? 'A',
    '',
  ];
}

/** Waits until the dialog has faded in, so a screenshot shows it as the teacher sees it. */
const dialogShown = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );

const resultsTable = (page: Page) => page.getByRole('table', { name: 'History Table' });

/** The names down the table: each row's header. */
const tableNames = (page: Page) => resultsTable(page).getByRole('rowheader').allInnerTexts();

/** The sixth column, 'Waktu (WIB)'. */
const tableTimes = (page: Page) =>
  resultsTable(page).locator('tbody tr > :nth-child(6)').allInnerTexts();

(browser ? describe : describe.skip)('a teacher in Chromium with TEACHER_ACCESS_KEY set', () => {
  let server: RunningServer;
  let page: Page;

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${server.url}/api${path}`, { headers: { 'x-teacher-key': KEY } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: KEY });
    for (const record of seedRecords()) {
      const response = await fetch(`${server.url}/api/history`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record),
      });
      expect(response.status).toBe(201);
    }
    page = await browser!.newPage({ viewport: { width: 1366, height: 768 }, baseURL: server.url });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('asks for the key, refuses a wrong one and opens the table with the right one', async () => {
    await page.goto('/history');
    const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
    await dialog.waitFor();
    expect(await page.getByText('Failed to fetch history data.').count()).toBe(0);
    await dialogShown(page);
    await screenshot(page, 'teacher-01-key-dialog');

    await dialog.getByLabel('Kunci akses').fill('bukan-kunci-yang-benar');
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.getByText('Kunci akses salah. Periksa lagi, lalu coba kembali.').waitFor();
    await screenshot(page, 'teacher-02-wrong-key');

    await dialog.getByLabel('Kunci akses').fill(KEY);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'History Table' }).waitFor();
    await page.getByText(/^Jumlah hasil: 60 · Pre Test: 40 · Post Test: 20 · /).waitFor();
    await eventually(async () => expect(await tableNames(page)).toHaveLength(50));
    await screenshot(page, 'teacher-03-table');
    // A server with an admin key is closed: no open-access banner.
    expect(await page.getByText(/^Mode terbuka/).count()).toBe(0);
  });

  it('filters by class, sorts by percentage on the server and pages', async () => {
    await page.getByRole('combobox', { name: /^Baris per halaman:/ }).selectOption({ label: '25' });
    await page.getByRole('combobox', { name: 'Kelas' }).selectOption({ label: '8A' });
    await page.getByText(/^Jumlah hasil: 30 · /).waitFor();

    const percentage = page.getByRole('columnheader', { name: 'Percentage' });
    await percentage.getByRole('button', { name: 'Percentage' }).click();
    await eventually(async () =>
      expect(await percentage.getAttribute('aria-sort')).toBe('ascending'),
    );
    const sorted = await api<HistoryPage>('/history?classRoom=8A&sort=percentage&pageSize=25');
    await eventually(async () =>
      expect(await tableNames(page)).toEqual(sorted.data.map((record) => record.name)),
    );
    await screenshot(page, 'teacher-04-class-8A-by-percentage');

    await page.getByRole('button', { name: 'Pergi ke halaman berikutnya' }).click();
    const second = await api<HistoryPage>(
      '/history?classRoom=8A&sort=percentage&pageSize=25&page=2',
    );
    expect(second.data).toHaveLength(5);
    await eventually(async () =>
      expect(await tableNames(page)).toEqual(second.data.map((record) => record.name)),
    );
    await page.getByText('26–30 dari 30').waitFor();
    await screenshot(page, 'teacher-05-page-2');
  });

  it('exports every row of the filter as CSV, names with commas and quotes intact', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hasil-quiz-piba-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));

    // The file follows the table's filter and its order (by percentage, as sorted above).
    const filtered = await api<HistoryPage>('/history?classRoom=8A&sort=percentage&pageSize=500');
    expect(header).toEqual([
      'Nama',
      'Kelas',
      'Benar',
      'Jumlah soal',
      'Persentase',
      'Jenis',
      'Waktu (WIB)',
      'Sesi',
      'Persetujuan orang tua',
      'Tes tunda',
      'Bentuk tes',
      'Skala sikap',
    ]);
    expect(rows).toEqual(filtered.data.map(expectedCsvRow));
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row[0])).toContain(TRICKY_NAME);

    // The rows on screen read the same time as their lines in the file.
    const csvTime = new Map(rows.map((row) => [row[0], row[6]]));
    const names = await tableNames(page);
    expect(names).toHaveLength(5);
    expect(await tableTimes(page)).toEqual(names.map((name) => csvTime.get(name)));
  });

  it('deletes a result after confirmation', async () => {
    const [victim, next] = (
      await api<HistoryPage>('/history?classRoom=8A&sort=percentage&pageSize=25&page=2')
    ).data;
    await page.getByRole('button', { name: `Hapus hasil ${victim.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus hasil ini?' });
    await dialog.getByText(`Nama: ${victim.name}`).waitFor();
    await dialog.getByText('Kelas: 8A').waitFor();
    await dialogShown(page);
    await screenshot(page, 'teacher-06-delete-dialog');
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await eventually(async () => expect(await tableNames(page)).not.toContain(victim.name));
    expect((await api<HistoryPage>('/history')).meta.total).toBe(59);
    const byName = await api<HistoryPage>(`/history?q=${encodeURIComponent(victim.name!)}`);
    expect(byName.data.map((record) => record.id)).not.toContain(victim.id);
    await page.getByText(/^Jumlah hasil: 29 · /).waitFor();
    // The keyboard focus stays in the table, on the row that took the deleted one's place.
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        `Hapus hasil ${next.name}`,
      ),
    );
  });

  it('prints the table without chrome, and fits a phone', async () => {
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByTestId('print-table');
    await printed.waitFor();
    expect(await page.getByRole('button', { name: 'Unduh CSV' }).isVisible()).toBe(false);
    expect(await page.locator('table[aria-label="History Table"]').isVisible()).toBe(false);
    expect(await printed.locator('tbody tr').count()).toBe(4);
    const onPage = await api<HistoryPage>(
      '/history?classRoom=8A&sort=percentage&pageSize=25&page=2',
    );
    expect(await printed.locator('tbody td:nth-child(6)').allInnerTexts()).toEqual(
      onPage.data.map(expectedTime),
    );
    await screenshot(page, 'teacher-07-print');
    await page.emulateMedia({ media: 'screen' });

    // A phone opens the page at its own width, on the same view (its address keeps it), with
    // each result as a card; the key is still kept for this tab.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'History Table' }).waitFor();
    const cards = page.getByRole('list', { name: 'History Table' }).locator(':scope > li');
    await eventually(async () => expect(await cards.count()).toBe(onPage.data.length));
    await cards.first().getByText(onPage.data[0].name!, { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, 'teacher-08-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("serves the main script with V8's compile hint first, and the page's own chunks without", async () => {
    const text = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const shell = await text('/history');
    const main = /<script type="module" crossorigin src="([^"]+)"/.exec(shell)?.[1];
    expect(main).toMatch(/^\/assets\/index-.+\.js$/);
    expect((await text(main!)).split('\n', 1)[0]).toBe(COMPILE_HINT);

    const preloaded = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)];
    expect(preloaded.length).toBeGreaterThan(1);
    for (const [, chunk] of preloaded) expect(await text(chunk)).not.toContain(COMPILE_HINT);
  });

  it("sends the page's scripts as the build's Brotli copies to a browser that reads Brotli", async () => {
    const shell = await (await fetch(`${server.url}/history`)).text();
    const scripts = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      ([, at]) => at,
    );
    expect(scripts.length).toBeGreaterThan(1);
    let larger = 0;
    for (const script of scripts) {
      const file = await readFile(`${REPO_ROOT}/frontend/dist${script}`);
      const response = await fetch(`${server.url}${script}`, {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      // The code itself, whichever way it travelled.
      expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);
      if (file.length < 1024) continue;
      larger += 1;
      // The copy the build wrote, sent as a file (its length known), not compressed per request.
      const copy = await readFile(`${REPO_ROOT}/frontend/dist${script}.br`);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(Number(response.headers.get('content-length'))).toBe(copy.length);
      expect(copy.length).toBeLessThan(file.length);
    }
    expect(larger).toBeGreaterThan(1);
  });
  // Last: it signs this tab out.
  it('"Keluar" forgets the key and the results in this tab; the next person is asked for a key', async () => {
    await page.goto('/history');
    await page.getByRole('heading', { name: 'History Table' }).waitFor();
    await eventually(async () => expect(await tableNames(page)).toHaveLength(50));
    await page.getByRole('button', { name: 'Keluar' }).click();
    // Home opens with the name-and-class dialog, which hides the page behind it from roles.
    await page
      .getByRole('heading', { name: 'Selamat datang di PIBA!', includeHidden: true })
      .waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('teacherKey'))).toBeNull();

    await page.goBack();
    await page.getByRole('dialog', { name: 'Kunci akses guru' }).waitFor();
    expect(await resultsTable(page).getByRole('rowheader').count()).toBe(0);
    await screenshot(page, 'teacher-10-signed-out');
  });
});
