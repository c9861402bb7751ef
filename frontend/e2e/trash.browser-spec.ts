import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { HistoryPage, TrashPage } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const KEY = 'kunci-admin-uji-2026-Hs8Vq3Lp6Tn1';
/** Not the default 30: the page must say what the server keeps. */
const TRASH_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Siswa Ayu's pre- and post-test, paired by the participant id her tab made. */
const AYU = '6f0c1c3e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';

const seedRecords = () => [
  { name: 'Siswa Ayu', class_room: '8A', participant_id: AYU, pre: true, correct: 5 },
  { name: 'Siswa Budi', class_room: '8A', pre: true, correct: 6 },
  { name: 'Siswa Citra', class_room: '8B', pre: true, correct: 7 },
  { name: 'Siswa Dewi', class_room: '8B', pre: false, correct: 8 },
  { name: 'Siswa Ayu', class_room: '8A', participant_id: AYU, pre: false, correct: 9 },
];

const resultsTable = (page: Page) => page.getByRole('table', { name: 'History Table' });
const tableNames = (page: Page) => resultsTable(page).getByRole('rowheader').allInnerTexts();
const trashPanel = (page: Page) => page.getByRole('region', { name: 'Sampah' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Waits until the dialog has faded in, so a screenshot shows it as the teacher sees it. */
const dialogShown = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );

(browser ? describe : describe.skip)('the trash and erasure in Chromium', () => {
  let server: RunningServer;
  let page: Page;

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${server.url}/api${path}`, { headers: { 'x-teacher-key': KEY } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }
  const namesSaved = async () =>
    (await api<HistoryPage>('/history?pageSize=500')).data.map((record) => record.name);
  const namesInTrash = async () =>
    (await api<TrashPage>('/history/trash')).data.map((record) => record.name);

  beforeAll(async () => {
    server = await startServer({
      ...database!.env,
      TEACHER_ACCESS_KEY: KEY,
      TRASH_DAYS: String(TRASH_DAYS),
    });
    for (const { pre, correct, ...record } of seedRecords()) {
      const response = await fetch(`${server.url}/api/history`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...record,
          score: `${correct}/10`,
          percentage: correct * 10,
          is_pretest: pre,
          is_posttest: !pre,
        }),
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

  it('signs in with the admin key and shows an empty trash', async () => {
    await page.goto('/history');
    const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
    await dialog.getByLabel('Kunci akses').fill(KEY);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await tableNames(page)).toHaveLength(5));
    await button(page, 'Sampah (0)').waitFor();
  });

  it('moves a deleted result to the trash, from which "Pulihkan" brings it back', async () => {
    await button(page, 'Hapus hasil Siswa Budi').click();
    const dialog = page.getByRole('dialog', { name: 'Hapus hasil ini?' });
    await dialog.getByText(`Selama ${TRASH_DAYS} hari hasil ini masih dapat dipulihkan`).waitFor();
    await dialogShown(page);
    await screenshot(page, 'trash-01-delete-dialog');
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('Hasil Siswa Budi dipindahkan ke Sampah.').waitFor();
    await eventually(async () => expect(await tableNames(page)).not.toContain('Siswa Budi'));
    expect(await namesSaved()).not.toContain('Siswa Budi');
    expect(await namesInTrash()).toEqual(['Siswa Budi']);
    await page.getByText(/^Jumlah hasil: 4 · /).waitFor();

    await button(page, 'Sampah (1)').click();
    const trash = trashPanel(page);
    await trash.waitFor();
    const [deleted] = (await api<TrashPage>('/history/trash')).data;
    // The purge date, worked out here: TRASH_DAYS after the deletion, as a WIB date.
    const purgeDay = new Date(Date.parse(deleted.deleted_at) + TRASH_DAYS * DAY_MS + 7 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    await trash.getByText(`dihapus permanen pada ${purgeDay}`, { exact: false }).waitFor();
    await trash.getByText('Siswa Budi · Kelas 8A').waitFor();
    await screenshot(page, 'trash-02-trash-open');

    await trash.getByRole('button', { name: 'Pulihkan hasil Siswa Budi', exact: true }).click();
    await page.getByText('Hasil Siswa Budi dipulihkan.').waitFor();
    await trash.getByText('Sampah kosong.').waitFor();
    await eventually(async () => expect(await tableNames(page)).toContain('Siswa Budi'));
    await page.getByText(/^Jumlah hasil: 5 · /).waitFor();
    expect(await namesSaved()).toContain('Siswa Budi');
    expect(await namesInTrash()).toEqual([]);
    await button(page, 'Tutup Sampah').click();
  });

  it('"Urungkan" right after a delete puts the result back', async () => {
    await button(page, 'Hapus hasil Siswa Citra').click();
    const dialog = page.getByRole('dialog', { name: 'Hapus hasil ini?' });
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await tableNames(page)).not.toContain('Siswa Citra'));
    await button(page, 'Urungkan').click();
    await page.getByText('Hasil Siswa Citra dipulihkan.').waitFor();
    await eventually(async () => expect(await tableNames(page)).toContain('Siswa Citra'));
    expect(await namesInTrash()).toEqual([]);
  });

  it('as admin, erases every result of a student, in the table and in the trash, with a reason', async () => {
    // Ayu's post-test waits in the trash; her pre-test is still in the table.
    const ayu = (await api<HistoryPage>('/history?q=Ayu')).data;
    expect(ayu).toHaveLength(2);
    const post = ayu.find((record) => record.is_posttest)!;
    const deleted = await fetch(`${server.url}/api/history/${post.id}`, {
      method: 'DELETE',
      headers: { 'x-teacher-key': KEY },
    });
    expect(deleted.status).toBe(204);
    await page.reload();
    await eventually(async () => expect(await tableNames(page)).toHaveLength(4));

    await button(page, 'Hapus permanen hasil Siswa Ayu (permintaan orang tua/wali)').click();
    const dialog = page.getByRole('dialog', { name: 'Hapus permanen semua hasil siswa ini?' });
    await dialog.getByText(/pretest dan posttest, juga yang ada di Sampah/).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Hapus permanen', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Alasan').fill('Permintaan orang tua, surat no. 12/2026');
    expect(await confirm.isEnabled()).toBe(true);
    await dialogShown(page);
    await screenshot(page, 'trash-03-erase-dialog');
    // On a low window the text scrolls inside the form: the buttons stay in view.
    await page.setViewportSize({ width: 1366, height: 420 });
    await eventually(async () => {
      const box = (await confirm.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(420);
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('2 hasil dihapus permanen.').waitFor();
    await eventually(async () => expect(await tableNames(page)).not.toContain('Siswa Ayu'));
    expect(await namesSaved()).not.toContain('Siswa Ayu');
    expect(await namesInTrash()).toEqual([]);
    await button(page, 'Sampah (0)').click();
    await trashPanel(page).getByText('Sampah kosong.').waitFor();

    // Restoring what is erased is impossible: it is in neither the table nor the trash.
    const restore = await fetch(`${server.url}/api/history/${post.id}/restore`, {
      method: 'POST',
      headers: { 'x-teacher-key': KEY },
    });
    expect(restore.status).toBe(404);
  });

  it('downloads the research CSV with participant codes instead of names', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'CSV tanpa nama (kode peserta)').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^hasil-quiz-piba-pseudonim-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await readFile(await download.path(), 'utf8');
    // Every result still saved has its line; no name is in the file.
    expect(text.trim().split(/\r?\n/)).toHaveLength(1 + (await namesSaved()).length);
    expect(text).not.toMatch(/Siswa/);
  });

  it('fits a phone: the trash reads as a list', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await button(page, 'Hapus hasil Siswa Dewi').click();
    const dialog = page.getByRole('dialog', { name: 'Hapus hasil ini?' });
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await button(page, 'Sampah (1)').waitFor();
    await trashPanel(page).getByText('Siswa Dewi · Kelas 8B').waitFor();
    // Nothing wider than the screen.
    expect(await trashPanel(page).evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(
      true,
    );
    await screenshot(page, 'trash-04-phone');
  });
});
