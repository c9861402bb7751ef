import { readFile } from 'node:fs/promises';
import { createConnection } from 'mysql2/promise';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { HistoryPage } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const KEY = 'kunci-hari-lab-uji-2026-Qm7Tz4Wc8Rx2';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** 60 results: 40 in 8A (30 of them pre-tests), 20 in 8B; scores spread out. */
function seedRecords() {
  return Array.from({ length: 60 }, (_, i) => {
    const correct = (i * 7) % 11;
    return {
      name: `Siswa ${String(i + 1).padStart(2, '0')}`,
      class_room: i < 40 ? '8A' : '8B',
      score: `${correct}/10`,
      percentage: correct * 10,
      is_pretest: i % 4 !== 3,
      is_posttest: i % 4 === 3,
    };
  });
}

/**
 * Four results around 21 November 2026 in WIB (UTC+7), saved then: the first two fall on that
 * day, the others just before and just after it.
 */
const LAB_DAY = [
  { name: 'Murid Awal Hari', at: '2026-11-20 17:00:00.000', wib: '2026-11-21 00:00' },
  { name: 'Murid Akhir Hari', at: '2026-11-21 16:59:59.000', wib: '2026-11-21 23:59' },
  { name: 'Murid Hari Sebelumnya', at: '2026-11-20 16:59:59.000' },
  { name: 'Murid Hari Berikutnya', at: '2026-11-21 17:00:00.000' },
];

const resultsTable = (page: Page) => page.getByRole('table', { name: 'History Table' });
const tableNames = (page: Page) => resultsTable(page).getByRole('rowheader').allInnerTexts();
/** On a phone: each card's name, the first value of its list. */
const cardNames = (page: Page) =>
  page
    .getByRole('list', { name: 'History Table' })
    .locator(':scope > li dl > div:first-child dd')
    .allInnerTexts();
const select = (page: Page, name: string | RegExp) => page.getByRole('combobox', { name });
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
/** Waits for the page's address (path and query), which a same-page navigation changes too. */
const addressBecomes = (page: Page, address: string) =>
  page.waitForURL((url) => `${url.pathname}${url.search}` === address);
const noSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

/** Opens `address` in a fresh context (another teacher's browser), signing in there. */
async function openFresh(
  chromium: Browser,
  baseURL: string,
  address: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.newContext({ viewport, baseURL });
  const page = await context.newPage();
  await page.goto(address);
  const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
  await dialog.getByLabel('Kunci akses').fill(KEY);
  await dialog.getByRole('button', { name: 'Buka tabel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { context, page };
}

(browser ? describe : describe.skip)('the teacher’s results on a lab day, in Chromium', () => {
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${server.url}/api${path}`, { headers: { 'x-teacher-key': KEY } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }
  const namesOf = async (path: string) =>
    (await api<HistoryPage>(path)).data.map((record) => record.name);

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: KEY });
    const records = [
      ...seedRecords(),
      ...LAB_DAY.map(({ name }) => ({
        name,
        class_room: '9C',
        score: '6/10',
        percentage: 60,
        is_pretest: true,
        is_posttest: false,
      })),
    ];
    for (const record of records) {
      const response = await fetch(`${server.url}/api/history`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record),
      });
      expect(response.status).toBe(201);
    }
    // The server stamps a result with the time it is saved: these are moved to the lab day.
    const connection = await createConnection({ uri: database!.env.DATABASE_URL });
    for (const { name, at } of LAB_DAY)
      await connection.query('UPDATE history_records SET created_at = ? WHERE name = ?', [
        at,
        name,
      ]);
    await connection.end();

    ({ context, page } = await openFresh(browser!, server.url, '/history'));
    await page.getByText(/^Jumlah hasil: 64 · /).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  const VIEW = '/history?kelas=8A&jenis=pre&q=siswa&urut=nilai&hal=2&baris=25';
  const VIEW_API = '/history?classRoom=8A&type=pretest&q=siswa&sort=percentage&pageSize=25';

  /** The table shows VIEW: its rows, and its filters, order and page in the controls. */
  async function expectView(on: Page) {
    const expected = await namesOf(`${VIEW_API}&page=2`);
    expect(expected).toHaveLength(5);
    await eventually(async () => expect(await tableNames(on)).toEqual(expected));
    expect(await select(on, 'Kelas').inputValue()).toBe('8A');
    expect(await select(on, 'Jenis').inputValue()).toBe('pretest');
    expect(await on.getByRole('searchbox', { name: 'Cari nama' }).inputValue()).toBe('siswa');
    expect(
      await on.getByRole('columnheader', { name: 'Percentage' }).getAttribute('aria-sort'),
    ).toBe('ascending');
    await on.getByText('26–30 dari 30').waitFor();
  }

  it('puts each filter, the order and the page in the address as they are chosen', async () => {
    await select(page, 'Kelas').selectOption({ label: '8A' });
    await addressBecomes(page, '/history?kelas=8A');
    await select(page, 'Jenis').selectOption({ label: 'Pre Test' });
    await page.getByRole('searchbox', { name: 'Cari nama' }).pressSequentially('siswa');
    await addressBecomes(page, '/history?kelas=8A&jenis=pre&q=siswa');
    const percentage = page.getByRole('columnheader', { name: 'Percentage' });
    await percentage.getByRole('button', { name: 'Percentage' }).click();
    await select(page, /^Baris per halaman:/).selectOption({ label: '25' });
    await page.getByText('1–25 dari 30').waitFor();
    await page.getByRole('button', { name: 'Pergi ke halaman berikutnya' }).click();
    await addressBecomes(page, VIEW);
    await expectView(page);
    await screenshot(page, 'lab-day-table-01-filtered-view');
  });

  it('shows the same view after a reload', async () => {
    await page.reload();
    expect(addressOf(page)).toBe(VIEW);
    await expectView(page);
  });

  it('steps back through the views with the Back button', async () => {
    await page.goBack();
    await addressBecomes(page, '/history?kelas=8A&jenis=pre&q=siswa&urut=nilai&baris=25');
    const firstPage = await namesOf(`${VIEW_API}&page=1`);
    await eventually(async () => expect(await tableNames(page)).toEqual(firstPage));
    await page.getByText('1–25 dari 30').waitFor();

    await page.goBack();
    await page.goBack();
    await addressBecomes(page, '/history?kelas=8A&jenis=pre&q=siswa');
    const newestFirst = await namesOf('/history?classRoom=8A&type=pretest&q=siswa');
    await eventually(async () => expect(await tableNames(page)).toEqual(newestFirst));
    expect(
      await page.getByRole('columnheader', { name: 'Waktu (WIB)' }).getAttribute('aria-sort'),
    ).toBe('descending');
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await addressBecomes(page, VIEW);
    await expectView(page);
  });

  it('opens the same view from a shared link in another browser', async () => {
    const other = await openFresh(browser!, server.url, VIEW);
    await expectView(other.page);
    await screenshot(other.page, 'lab-day-table-02-shared-link');
    await other.context.close();
  });

  it('takes a day typed as 21/11/2026 and shows the results of that day in WIB', async () => {
    await page.goto('/history');
    await page.getByText(/^Jumlah hasil: 64 · /).waitFor();
    const from = page.getByRole('textbox', { name: 'Dari tanggal' });
    const to = page.getByRole('textbox', { name: 'Sampai tanggal' });
    await from.pressSequentially('21/11/2026');
    await to.pressSequentially('21112026');
    expect(await to.inputValue()).toBe('21/11/2026');
    await addressBecomes(page, '/history?dari=2026-11-21&sampai=2026-11-21');
    await page.getByText(/^Jumlah hasil: 2 · /).waitFor();
    expect((await tableNames(page)).sort()).toEqual(['Murid Akhir Hari', 'Murid Awal Hari']);
    const times = await resultsTable(page).locator('tbody tr > :nth-child(6)').allInnerTexts();
    expect(times.sort()).toEqual(LAB_DAY.slice(0, 2).map((day) => day.wib!));
    await screenshot(page, 'lab-day-table-03-one-day');

    // The fields show the day as typed after a reload too.
    await page.reload();
    await page.getByText(/^Jumlah hasil: 2 · /).waitFor();
    expect(await page.getByRole('textbox', { name: 'Dari tanggal' }).inputValue()).toBe(
      '21/11/2026',
    );
  });

  it('downloads the filtered results as an Excel workbook', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh Excel', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hasil-quiz-piba-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await readFile(await download.path());
    // A workbook is a zip archive: its first bytes are PK\3\4.
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(file.length).toBeGreaterThan(1_000);

    const [research] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel tanpa nama (kode peserta)' }).click(),
    ]);
    expect(research.suggestedFilename()).toMatch(
      /^hasil-quiz-piba-pseudonim-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    expect((await readFile(await research.path())).subarray(0, 2).toString()).toBe('PK');
  });

  it('shows the results as cards on a phone, without scrolling sideways', async () => {
    const phone = await openFresh(browser!, server.url, '/history?kelas=8B', PHONE);
    const list = phone.page.getByRole('list', { name: 'History Table' });
    await list.waitFor();
    expect(await phone.page.getByRole('table', { name: 'History Table' }).count()).toBe(0);
    const newest = await namesOf('/history?classRoom=8B');
    await eventually(async () => expect(await cardNames(phone.page)).toEqual(newest));
    expect(await noSideways(phone.page)).toBe(true);
    const card = list.locator(':scope > li').first();
    for (const label of ['Name', 'Class Room', 'Score', 'Percentage', 'Type', 'Waktu'])
      await card.getByText(label, { exact: true }).waitFor();
    await card.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB$/).waitFor();
    // The delete button is on the card, within the screen.
    const remove = card.getByRole('button', { name: `Hapus hasil ${newest[0]}` });
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'lab-day-table-04-phone-cards');

    // The order is a select; the address keeps it.
    await select(phone.page, 'Urutkan').selectOption({ label: 'Percentage: tertinggi dulu' });
    await addressBecomes(phone.page, '/history?kelas=8B&urut=-nilai');
    const best = await namesOf('/history?classRoom=8B&sort=-percentage');
    await eventually(async () => expect(await cardNames(phone.page)).toEqual(best));
    expect(await noSideways(phone.page)).toBe(true);

    // The filters are reachable, and a day typed on the phone's keypad works the same.
    await phone.page.goto('/history');
    await phone.page.getByRole('textbox', { name: 'Dari tanggal' }).pressSequentially('21112026');
    await phone.page.getByRole('textbox', { name: 'Sampai tanggal' }).pressSequentially('21112026');
    await eventually(async () =>
      expect((await cardNames(phone.page)).sort()).toEqual(['Murid Akhir Hari', 'Murid Awal Hari']),
    );
    expect(await noSideways(phone.page)).toBe(true);
    await screenshot(phone.page, 'lab-day-table-05-phone-one-day');
    await phone.context.close();
  });

  it('keeps the analysis’s class in the address: reload, Back and a shared link', async () => {
    await page.goto('/history/analytics?kelas=8A');
    await page.getByTestId('evidence-sentence').waitFor();
    await select(page, 'Kelas').selectOption({ label: '8B' });
    await addressBecomes(page, '/history/analytics?kelas=8B');
    await page.reload();
    await page.getByTestId('evidence-sentence').waitFor();
    expect(await select(page, 'Kelas').inputValue()).toBe('8B');
    await page.goBack();
    await addressBecomes(page, '/history/analytics?kelas=8A');
    await eventually(async () => expect(await select(page, 'Kelas').inputValue()).toBe('8A'));
    // Back to the table of the class analysed.
    expect(
      await page.getByRole('link', { name: 'Kembali ke tabel hasil' }).getAttribute('href'),
    ).toBe('/history?kelas=8A');

    const other = await openFresh(browser!, server.url, '/history/analytics?kelas=8B');
    await other.page.getByTestId('evidence-sentence').waitFor();
    expect(await select(other.page, 'Kelas').inputValue()).toBe('8B');
    await other.context.close();
    await context.close();
  });
});
