import type { BrowserContext, Page } from 'playwright-core';
import { JOIN_CODE_PATTERN } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const ADMIN_KEY = 'kunci-admin-universitas-Lq4Tw9Zr2B';
const PHONE = { width: 390, height: 844 };

(browser ? describe : describe.skip)("parents' consent and the access log, in Chromium", () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];
  /** The two sessions the administrator makes: with the consent confirmed, and without. */
  const confirmed = { name: 'SMP Setuju — kelas 8', code: '', key: '' };
  const unconfirmed = { name: 'SMP Belum — kelas 9', code: '', key: '' };

  const newPage = async (viewport = { width: 1366, height: 768 }): Promise<Page> => {
    const context = await browser!.newContext({ baseURL: server.url, viewport });
    contexts.push(context);
    return context.newPage();
  };
  const enterKey = async (page: Page, key: string) => {
    const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
    await dialog.getByLabel('Kunci akses').fill(key);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
  /** Creates a session on the sessions page; answers its join code and its key. */
  const createSession = async (page: Page, name: string, confirmedBy?: string) => {
    await page.getByLabel('Nama sesi').fill(name);
    if (confirmedBy) {
      await page.getByRole('checkbox', { name: /persetujuan tertulis orang tua\/wali/ }).check();
      await page.getByLabel('Dikonfirmasi oleh').fill(confirmedBy);
    } else {
      await page.getByText(/ditandai .Persetujuan belum tercatat./).waitFor();
    }
    await page.getByRole('button', { name: 'Buat sesi' }).click();
    const dialog = page.getByRole('dialog', { name });
    const key = (await dialog.getByTestId('session-key').innerText()).trim();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const code = key.split('-')[0];
    expect(code).toMatch(JOIN_CODE_PATTERN);
    return { code, key };
  };

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: ADMIN_KEY });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('flags the session made without a consent record', async () => {
    const page = await newPage();
    await page.goto('/history/sessions');
    await enterKey(page, ADMIN_KEY);
    Object.assign(confirmed, await createSession(page, confirmed.name, 'Bu Sari, guru BK'));
    Object.assign(unconfirmed, await createSession(page, unconfirmed.name));

    const flagged = page.getByRole('row', { name: new RegExp(unconfirmed.name) });
    await flagged.getByRole('note', { name: /^Persetujuan belum tercatat/ }).waitFor();
    const recorded = page.getByRole('row', { name: new RegExp(confirmed.name) });
    expect(await recorded.innerText()).toMatch(
      /Persetujuan: Bu Sari, guru BK, \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB/,
    );
    expect(await recorded.getByRole('note').count()).toBe(0);
    await screenshot(page, 'audit-01-sessions-consent');
  });

  it('shows the warning on a phone without scrolling sideways', async () => {
    const page = await newPage(PHONE);
    await page.goto('/history/sessions');
    await enterKey(page, ADMIN_KEY);
    const warning = page
      .getByRole('row', { name: new RegExp(unconfirmed.name) })
      .getByRole('note', { name: /^Persetujuan belum tercatat/ });
    await warning.waitFor();
    const box = (await warning.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'audit-02-sessions-phone');
  });

  it('lets the administrator open "Log Akses" and see both sessions being made', async () => {
    const page = await newPage();
    await page.goto('/history');
    await enterKey(page, ADMIN_KEY);
    await page.getByRole('link', { name: 'Log Akses' }).click();
    await page.waitForURL('**/history/audit');
    await page.getByRole('heading', { name: 'Log Akses', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Log akses' });
    const made = table.getByRole('row').filter({ hasText: 'Sesi dibuat' });
    await made.first().waitFor();
    // Newest first: the session without consent was made last.
    const rows = await made.allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\s+Admin\\s+Sesi dibuat\\s+Sesi ${unconfirmed.code}\\s+Persetujuan belum tercatat`,
      ),
    );
    expect(rows[1]).toMatch(
      new RegExp(
        `Admin\\s+Sesi dibuat\\s+Sesi ${confirmed.code}\\s+Persetujuan orang tua/wali tercatat`,
      ),
    );
    expect(await table.getByRole('row').filter({ hasText: 'Masuk dengan kunci' }).count()).toBe(1);
    // The link leads nowhere new from the log itself.
    expect(await page.getByRole('link', { name: 'Log Akses' }).count()).toBe(0);
    await screenshot(page, 'audit-03-log');
  });

  it('shows the log as cards on a phone', async () => {
    const page = await newPage(PHONE);
    await page.goto('/history/audit');
    await enterKey(page, ADMIN_KEY);
    const list = page.getByRole('list', { name: 'Log akses' });
    await list.getByRole('listitem').filter({ hasText: 'Sesi dibuat' }).first().waitFor();
    expect(await page.getByRole('table', { name: 'Log akses' }).count()).toBe(0);
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'audit-04-log-phone');
  });

  it("tells a school's teacher that only the admin key reads the log", async () => {
    const page = await newPage();
    await page.goto('/history/audit');
    await enterKey(page, confirmed.key);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Log Akses hanya dapat dibaca dengan kunci admin pengelola aplikasi.' })
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.goto('/history');
    await page.getByText(`Sesi: ${confirmed.name} (${confirmed.code})`).waitFor();
    expect(await page.getByRole('link', { name: 'Log Akses' }).count()).toBe(0);
    await screenshot(page, 'audit-05-session-key');
  });
});
