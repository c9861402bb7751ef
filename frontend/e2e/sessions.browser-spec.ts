import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { JOIN_CODE_PATTERN, questions } from '@piba/shared';
import { browserAxeViolations } from './support/axe.js';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { answerQuiz } from './support/quiz.js';
import { scrollToReportRest } from './support/report.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const ADMIN_KEY = 'kunci-admin-universitas-Pz8Kd3Vq6N';

(browser ? describe : describe.skip)('two schools on one server, in Chromium', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];
  /** What the administrator creates and hands out. */
  const created = { code: '', link: '', key: '' };
  let otherSchool = '';

  const newPage = async (viewport = { width: 1366, height: 768 }): Promise<Page> => {
    const context = await browser!.newContext({ baseURL: server.url, viewport });
    contexts.push(context);
    return context.newPage();
  };
  const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-teacher-key': ADMIN_KEY, ...init.headers },
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as T;
  };
  const enterKey = async (page: Page, key: string) => {
    const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
    await dialog.getByLabel('Kunci akses').fill(key);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
  const tableRows = (page: Page) =>
    page
      .getByRole('row')
      .filter({ hasText: /Pre Test|Post Test/ })
      .allInnerTexts();

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: ADMIN_KEY });
    // Another school's visit, with its own 8A, and a result saved without a join link.
    otherSchool = (
      await api<{ code: string }>('/sessions', {
        method: 'POST',
        body: JSON.stringify({ name: 'SMP B' }),
      })
    ).code;
    for (const session_code of [otherSchool, undefined]) {
      await api('/history', {
        method: 'POST',
        body: JSON.stringify({
          submission_id: randomUUID(),
          session_code,
          name: session_code ? 'Siswa Sekolah B' : 'Siswa Tanpa Sesi',
          class_room: '8A',
          score: `5/${questions.length}`,
          percentage: 50,
          is_pretest: true,
          is_posttest: false,
        }),
      });
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('lets the administrator create a session and shows its QR code, link and key', async () => {
    const page = await newPage();
    await page.goto('/history');
    await enterKey(page, ADMIN_KEY);
    await page.getByRole('link', { name: 'Sesi sekolah' }).click();
    await page.waitForURL('**/history/sessions');
    await page.getByLabel('Nama sesi').fill('SMP A — kelas 8, 25 Nov 2026');
    await page.getByRole('button', { name: 'Buat sesi' }).click();

    const dialog = page.getByRole('dialog', { name: 'SMP A — kelas 8, 25 Nov 2026' });
    const qr = dialog.getByRole('img', { name: /^Kode QR untuk / });
    await qr.waitFor();
    // The SVG image loaded and is drawn at a size a classroom can scan from a projector.
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(250);
    created.key = (await dialog.getByTestId('session-key').innerText()).trim();
    created.code = created.key.split('-')[0];
    expect(created.code).toMatch(JOIN_CODE_PATTERN);
    created.link = `${server.url}/s/${created.code}`;
    expect(await dialog.getByText(created.link, { exact: true }).count()).toBe(1);
    // Taller than the window, the dialog scrolls its content: its title and "Tutup" stay in view.
    const closeButton = (await dialog.getByRole('button', { name: 'Tutup' }).boundingBox())!;
    const title = (await dialog
      .getByRole('heading', { name: 'SMP A — kelas 8, 25 Nov 2026' })
      .boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(0);
    expect(closeButton.y + closeButton.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await screenshot(page, 'sessions-01-created');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    const row = page.getByRole('row', { name: /SMP A — kelas 8/ });
    await row.getByText('Dibuka').waitFor();
    expect(await row.innerText()).toContain(created.code);
    // The warning chip of a session without recorded consent, white on the theme's warning
    // colour, and the rest of the page pass axe's contrast rule, as a lab screen and a phone
    // draw them.
    await row.getByRole('note', { name: /^Persetujuan belum tercatat/ }).waitFor();
    expect(await browserAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await browserAxeViolations(page)).toEqual([]);
  });

  it('lets a student join by the link on a phone and take both tests in that session', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(created.link);
    const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    await identity.getByLabel('Nama').fill('Rina Sekolah A');
    await identity.getByLabel('Kelas').fill('8A');
    await identity.getByRole('button', { name: 'Submit' }).click();
    await identity.waitFor({ state: 'hidden' });
    await page.getByText('Sesi: SMP A — kelas 8, 25 Nov 2026').waitFor();
    await screenshot(page, 'sessions-02-student-home');

    const score = page.getByRole('dialog', { name: 'Your Score' });
    for (const correct of [4, 9]) {
      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      await page.waitForURL('**/questions');
      await answerQuiz(page, correct);
      await page.getByRole('button', { name: 'Submit' }).click();
      await score.getByText(`Score: ${correct}/10`).waitFor();
      await page.getByText('Hasilmu sudah tersimpan.').waitFor();
      await score.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
    }
    const saved = await api<{ data: Array<{ name: string; session_code: string }> }>(
      `/history?session=${created.code}`,
    );
    expect(saved.data.map((row) => [row.name, row.session_code])).toEqual([
      ['Rina Sekolah A', created.code],
      ['Rina Sekolah A', created.code],
    ]);
  });

  it("shows the school's teacher exactly that session's two results and its analysis", async () => {
    const page = await newPage();
    await page.goto('/history');
    await enterKey(page, created.key);
    await page.getByText(`Sesi: SMP A — kelas 8, 25 Nov 2026 (${created.code})`).waitFor();
    await eventually(async () => expect(await tableRows(page)).toHaveLength(2));
    const rows = await tableRows(page);
    expect(rows[0]).toMatch(/Rina Sekolah A\s+8A\s+9\/10\s+90%\s+Post Test/);
    expect(rows[1]).toMatch(/Rina Sekolah A\s+8A\s+4\/10\s+40%\s+Pre Test/);
    expect(await page.getByRole('link', { name: 'Sesi sekolah' }).count()).toBe(0);
    await screenshot(page, 'sessions-03-school-teacher');

    await page.goto('/history/analytics');
    const value = (measure: string) =>
      page.locator(`[data-measure="${measure}"] > div`).innerText();
    await scrollToReportRest(page);
    await page.locator('[data-measure="pairedStudents"]').waitFor();
    expect(await value('pretestStudents')).toBe('1');
    expect(await value('posttestStudents')).toBe('1');
    expect(await value('pairedStudents')).toBe('1');
    expect(await value('meanPre')).toBe('40%');
    expect(await value('meanPost')).toBe('90%');
    expect(await page.getByRole('combobox', { name: 'Sesi' }).count()).toBe(0);
  });

  it("lets the administrator see both schools' results and analyse one session", async () => {
    const page = await newPage();
    await page.goto('/history');
    await enterKey(page, ADMIN_KEY);
    await eventually(async () => expect(await tableRows(page)).toHaveLength(4));
    const table = page.getByRole('table', { name: 'History Table' });
    expect(await table.getByRole('columnheader', { name: 'Sesi' }).count()).toBe(1);
    expect((await tableRows(page)).filter((row) => row.includes(created.code))).toHaveLength(2);
    await page
      .getByRole('combobox', { name: 'Sesi' })
      .selectOption({ label: `SMP B (${otherSchool})` });
    await eventually(async () => expect(await tableRows(page)).toHaveLength(1));
    expect((await tableRows(page))[0]).toMatch(
      new RegExp(`Siswa Sekolah B\\s+8A\\s+5/10\\s+50%\\s+Pre Test.*${otherSchool}`),
    );
    await screenshot(page, 'sessions-04-admin-table');

    await page.goto('/history/analytics');
    await scrollToReportRest(page);
    const classes = page.getByRole('table', { name: 'Ringkasan per kelas' });
    await classes.waitFor();
    // Each school's 8A is a class of its own.
    const firstCells = await classes
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => (row.children[0] as HTMLElement).innerText));
    expect(firstCells.sort()).toEqual([created.code, otherSchool, 'Tanpa sesi'].sort());
    await page
      .getByRole('combobox', { name: 'Sesi' })
      .selectOption({ label: `SMP B (${otherSchool})` });
    await page.waitForURL(`**/history/analytics?sesi=${otherSchool}`);
    await page.locator('[data-measure="pretestStudents"]').waitFor();
    await eventually(async () =>
      expect(await page.locator('[data-measure="pretestStudents"] > div').innerText()).toBe('1'),
    );
    // The means compare the paired students only: one pretest without its posttest has none.
    expect(await page.locator('[data-measure="meanPre"] > div').innerText()).toBe('-');
    await screenshot(page, 'sessions-05-admin-analysis');
  });
});
