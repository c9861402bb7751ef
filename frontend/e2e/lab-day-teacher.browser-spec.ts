import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { JOIN_CODE_PATTERN, questions } from '@piba/shared';
import { openBrowserSuite, screenshot, waitShowingPage } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const ADMIN_KEY = 'kunci-admin-hari-lab-Hq4Tz8Wm2Kc6';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
type Viewport = typeof DESKTOP;

const SCREENSHOTS = resolve(REPO_ROOT, 'test-artifacts/screenshots');
const THROTTLED =
  /^Terlalu banyak percobaan\. Coba lagi dalam (\d+) detik\. Kunci yang benar tetap langsung diterima\.$/;

(browser ? describe : describe.skip)('the administrator and the teacher on a lab day', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  /** A browser of its own: nothing in its tab storage, no key. */
  const newPage = async (viewport: Viewport, clipboard = false): Promise<Page> => {
    const context = await browser!.newContext({ baseURL: server.url, viewport });
    contexts.push(context);
    if (clipboard) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.url,
      });
    }
    return context.newPage();
  };
  const keyDialog = (page: Page) => page.getByRole('dialog', { name: 'Kunci akses guru' });
  const enterKey = async (page: Page, key: string) => {
    const dialog = keyDialog(page);
    await dialog.getByLabel('Kunci akses').fill(key);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
  /** The administrator, signed in on the sessions page. */
  const openSessionsPage = async (viewport: Viewport, clipboard = false) => {
    const page = await newPage(viewport, clipboard);
    await page.goto('/history/sessions');
    await enterKey(page, ADMIN_KEY);
    await page.getByRole('heading', { name: 'Sesi sekolah' }).waitFor();
    return page;
  };
  /** Creates a session on the sessions page and answers its share dialog, code and key. */
  const createSession = async (page: Page, name: string) => {
    await page.getByLabel('Nama sesi').fill(name);
    await page.getByRole('button', { name: 'Buat sesi' }).click();
    const dialog = page.getByRole('dialog', { name });
    const key = (await dialog.getByTestId('session-key').innerText()).trim();
    const code = key.split('-')[0];
    expect(code).toMatch(JOIN_CODE_PATTERN);
    return { dialog, code, key };
  };
  const saveResult = async (session_code: string, name: string) => {
    const response = await fetch(`${server.url}/api/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        submission_id: randomUUID(),
        session_code,
        name,
        class_room: '8A',
        score: `6/${questions.length}`,
        percentage: 60,
        is_pretest: true,
        is_posttest: false,
      }),
    });
    expect(response.status).toBe(201);
  };
  const isOpen = async (code: string) =>
    ((await (await fetch(`${server.url}/api/sessions/${code}`)).json()) as { open: boolean }).open;

  beforeAll(async () => {
    // As on the server itself: no PUBLIC_URL, and the browser at a loopback address.
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: ADMIN_KEY });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  describe.each([
    ['a laptop', DESKTOP],
    ['a phone', PHONE],
  ])('on %s', (device, viewport) => {
    it("hands the teacher a link that opens the session's results signed in", async () => {
      const admin = await openSessionsPage(viewport, true);
      const name = `SMPN Lab — ${device}`;
      const { dialog, code, key } = await createSession(admin, name);
      // Made on the server's own computer without PUBLIC_URL: students could not open the link.
      await dialog.getByText(/^Siswa tidak dapat membuka alamat ini: 127\.0\.0\.1:\d+/).waitFor();
      await dialog.getByText(/Atur PUBLIC_URL di server ke alamat yang dipakai siswa/).waitFor();
      const qr = dialog.getByRole('img', { name: 'Kode QR tautan guru' });
      await qr.waitFor();
      expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

      await dialog.getByRole('button', { name: 'Salin tautan guru' }).click();
      await dialog.getByRole('button', { name: 'Tersalin' }).waitFor();
      const link = await admin.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${server.url}/history#kunci=${key}`);
      expect((await dialog.getByTestId('teacher-link').innerText()).trim()).toBe(link);
      await screenshot(admin, `lab-day-teacher-01-teacher-link-${viewport.width}`);
      const student = `Siswa Lab ${device}`;
      await saveResult(code, student);

      // The teacher's own browser, which has never seen a key.
      const teacher = await newPage(viewport);
      const keyRequests: string[] = [];
      teacher.on('request', (request) => {
        if (request.url().includes('kunci')) keyRequests.push(request.url());
      });
      await teacher.goto(link);
      await teacher.getByText(`Sesi: ${name} (${code})`).waitFor();
      await teacher.getByText(student).first().waitFor();
      expect(await keyDialog(teacher).count()).toBe(0);
      expect(teacher.url()).toBe(`${server.url}/history`);
      expect(await teacher.evaluate(() => window.location.hash)).toBe('');
      expect(keyRequests).toEqual([]);
      await screenshot(teacher, `lab-day-teacher-02-teacher-signed-in-${viewport.width}`);

      // Signed in for this tab: a reload keeps the key, and the address stays clean.
      await teacher.reload();
      await teacher.getByText(`Sesi: ${name} (${code})`).waitFor();
      expect(await keyDialog(teacher).count()).toBe(0);
      expect(teacher.url()).toBe(`${server.url}/history`);
    });
  });

  it('prints the handover sheet alone, on one A4 page', async () => {
    const admin = await openSessionsPage(DESKTOP);
    const name = 'SMPN Lab — lembar serah terima';
    const { dialog, code, key } = await createSession(admin, name);
    await dialog.getByRole('img', { name: 'Kode QR tautan guru' }).waitFor();
    await dialog.getByRole('button', { name: 'Cetak lembar serah terima' }).waitFor();

    await admin.emulateMedia({ media: 'print' });
    mkdirSync(SCREENSHOTS, { recursive: true });
    const sheet = admin.getByTestId('handover-sheet');
    await sheet.waitFor();
    expect(await dialog.isVisible()).toBe(false);
    const text = await sheet.innerText();
    expect(text).toContain(name);
    expect(text).toContain(code);
    expect(text).toContain(`${server.url}/s/${code}`);
    expect(text).toContain(`${server.url}/history#kunci=${key}`);
    expect(text).toContain('Langkah pertama untuk guru');
    const images = sheet.locator('img');
    expect(await images.count()).toBe(2);
    for (const image of await images.all()) {
      expect(
        await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
      ).toBeGreaterThan(0);
      expect((await image.boundingBox())!.width).toBeGreaterThan(150);
    }
    await sheet.screenshot({ path: resolve(SCREENSHOTS, 'lab-day-teacher-03-handover-sheet.png') });
    const pdf = await admin.pdf({
      path: resolve(SCREENSHOTS, 'lab-day-teacher-03-handover-sheet.pdf'),
      preferCSSPageSize: true,
    });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)).toHaveLength(1);
    await admin.emulateMedia({ media: 'screen' });
    await sheet.waitFor({ state: 'detached' });
  });

  it('closes a session and opens it again, on a phone', async () => {
    const admin = await openSessionsPage(PHONE);
    const name = 'SMPN Lab — tutup dan buka';
    const { dialog, code } = await createSession(admin, name);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.getByRole('row', { name: new RegExp(name) });

    await row.getByRole('button', { name: 'Tutup sesi' }).click();
    const closing = admin.getByRole('dialog', { name: 'Tutup sesi ini?' });
    await closing.getByRole('button', { name: 'Tutup sesi' }).click();
    await closing.waitFor({ state: 'hidden' });
    await row.getByText('Ditutup').waitFor();
    expect(await isOpen(code)).toBe(false);

    await row.getByRole('button', { name: 'Buka lagi' }).click();
    const reopening = admin.getByRole('dialog', { name: 'Buka lagi sesi ini?' });
    await screenshot(admin, 'lab-day-teacher-04-reopen-phone');
    await reopening.getByRole('button', { name: 'Buka lagi' }).click();
    await reopening.waitFor({ state: 'hidden' });
    await row.getByText('Dibuka').waitFor();
    expect(await isOpen(code)).toBe(true);
    expect(await row.getByRole('button', { name: 'Tutup sesi' }).count()).toBe(1);
  });

  it('says how long to wait after 11 wrong keys, then opens the table with the right key', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/history');
    const dialog = keyDialog(page);
    const field = dialog.getByLabel('Kunci akses');
    // Why the key was refused: the text under the field, which describes it.
    const reasonShown = () =>
      field.evaluate(
        (input) =>
          document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
    for (let guess = 1; guess <= 11; guess += 1) {
      const wrongKey = `tebakan-kunci-ke-${guess}`;
      const answered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/history' &&
          response.request().headers()['x-teacher-key'] === wrongKey,
      );
      await field.fill(wrongKey);
      await dialog.getByRole('button', { name: 'Buka tabel' }).click();
      await answered;
      // Every refusal says why, and the dialog stays open.
      await eventually(async () =>
        expect(await reasonShown()).toMatch(
          /^Kunci akses salah\. Periksa lagi, lalu coba kembali\.$|^Terlalu banyak percobaan\./,
        ),
      );
    }
    const reason = (await reasonShown()).trim();
    expect(reason).toMatch(THROTTLED);
    const seconds = Number(THROTTLED.exec(reason)![1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await page.getByRole('table', { name: 'History Table' }).count()).toBe(0);
    await screenshot(page, 'lab-day-teacher-05-too-many-tries');

    // The right key is accepted at once, wait or not.
    await enterKey(page, ADMIN_KEY);
    await waitShowingPage(page.getByRole('heading', { name: 'History Table' }));
    await waitShowingPage(page.getByText('Siswa Lab a laptop').first());
    expect(await keyDialog(page).count()).toBe(0);
  });
});
