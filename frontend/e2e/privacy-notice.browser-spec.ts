import type { BrowserContext, Page } from 'playwright-core';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { networkSwitch, type NetworkSwitch } from './support/network-switch.js';
import { type RunningServer, startServer } from './support/server.js';
import { serviceWorkerReady } from './support/service-worker.js';

const { database, browser } = await openBrowserSuite();

const PHONE = { width: 360, height: 640 };

(browser ? describe : describe.skip)('the privacy notice, in Chromium', () => {
  let server: RunningServer;
  let network: NetworkSwitch;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: database!.env.DATABASE_URL });
    network = await networkSwitch(server.url);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await network?.close();
    await server?.stop();
    await database?.drop();
  });

  const newContext = async (options: Parameters<NonNullable<typeof browser>['newContext']>[0]) => {
    const context = await browser!.newContext({ viewport: PHONE, ...options });
    contexts.push(context);
    return context;
  };

  const readNotice = async (notice: Page, days: number, months: number) => {
    await notice.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' }).waitFor();
    for (const section of [
      'Apa yang disimpan',
      'Siapa yang bisa melihat',
      'Berapa lama disimpan',
      'Di perangkat ini',
      'Meminta melihat atau menghapus datamu',
      'Persetujuan orang tua/wali',
    ]) {
      await notice.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await notice.getByText(`Setelah ${days} hari, hasil itu terhapus untuk selamanya.`).waitFor();
    await notice.getByText(new RegExp(`disimpan ${months} bulan, namamu diganti`)).waitFor();
    expect(await notice.title()).toBe('Kebijakan Privasi — PIBA');
  };

  it('shows a student the short notice in the name-and-class form, and the full one in a new tab', async () => {
    const context = await newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    await identity
      .getByText(/^Nama, kelas, dan nilaimu disimpan agar gurumu bisa melihat/)
      .waitFor();
    await identity.getByLabel('Nama').fill('Rina Lestari');
    // Compact on a small phone: the notice leaves the form's one button on the first screen.
    const submit = identity.getByRole('button', { name: 'Submit' });
    const box = await submit.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await screenshot(page, 'privacy-01-identity-dialog-phone');

    const [notice] = await Promise.all([
      context.waitForEvent('page'),
      identity.getByRole('link', { name: /^Baca kebijakan privasi/ }).click(),
    ]);
    expect(new URL(notice.url()).pathname).toBe('/privasi');
    // Whatever this server's TRASH_DAYS and RETENTION_MONTHS, it runs with the defaults here.
    await readNotice(notice, 30, 24);
    await notice.getByRole('link', { name: 'Kembali ke Beranda' }).waitFor();
    await screenshot(notice, 'privacy-02-notice-phone');
    await notice.close();

    // The form waited in its own tab with what the student had typed.
    expect(await identity.getByLabel('Nama').inputValue()).toBe('Rina Lestari');
    await identity.getByLabel('Kelas').fill('7C');
    await submit.click();
    await identity.waitFor({ state: 'hidden' });
  });

  it('opens from the offline copy of the app, with the default durations', async () => {
    const context = await newContext({ baseURL: network.url, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Masukkan Identitasmu' }).waitFor();
    await serviceWorkerReady(page);

    await context.setOffline(true);
    network.set(false);
    try {
      await page.goto('/privasi');
      await readNotice(page, 30, 24);
    } finally {
      network.set(true);
      await context.setOffline(false);
    }
  });
});
