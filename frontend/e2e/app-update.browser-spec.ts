import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { defaultPackDocument } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { answerQuiz } from './support/quiz.js';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.js';
import { serviceWorkerReady } from './support/service-worker.js';

const { database, browser } = await openBrowserSuite();

const NEW_SUBTITLE = 'Versi terbaru PIBA: materi dan kuis yang sama, tampilan yang diperbarui.';
const PRETEST = 'Pretest - Jawab pertanyaan dengan seksama';
const PROMPT = 'Versi baru tersedia';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

(browser ? describe : describe.skip)('a new version deployed while students use the app', () => {
  const folder = mkdtempSync(join(tmpdir(), 'piba-update-'));
  const webRoot = join(folder, 'web');
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    cpSync(resolve(REPO_ROOT, 'frontend/dist'), webRoot, { recursive: true });
    server = await startServer({ DATABASE_URL: database!.env.DATABASE_URL, WEB_ROOT: webRoot });
    context = await browser!.newContext({
      viewport: { width: 1366, height: 768 },
      baseURL: server.url,
      serviceWorkers: 'allow',
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Replaces the served files with a new build, as a deployment does. */
  async function deployNewVersion(): Promise<void> {
    const next = join(folder, 'next');
    await promisify(execFile)(
      process.execPath,
      [resolve(REPO_ROOT, 'frontend/e2e/support/build-changed-app.mjs'), next, NEW_SUBTITLE],
      { cwd: resolve(REPO_ROOT, 'frontend') },
    );
    rmSync(webRoot, { recursive: true, force: true });
    cpSync(next, webRoot, { recursive: true });
  }

  const waitingWorker = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting != null;
    });

  it('offers the new version without reloading a quiz in progress, then loads it when asked', async () => {
    await page.goto('/');
    const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    await identity.getByLabel('Nama').fill('Rudi Baru');
    await identity.getByLabel('Kelas').fill('9A');
    await identity.getByRole('button', { name: 'Submit' }).click();
    await identity.waitFor({ state: 'hidden' });
    await page.getByText(defaultPackDocument.home.subtitle).waitFor();
    await serviceWorkerReady(page);

    await page.getByRole('link', { name: 'Mulai Quiz' }).click();
    await page.getByRole('heading', { name: PRETEST }).waitFor();
    await answerQuiz(page, 8);
    // A page that reloads loses this mark.
    await page.evaluate(() => Object.assign(window, { quizStillOpen: true }));

    await deployNewVersion();
    // The connection drops and returns, as in a lab: the app then asks for a new version.
    await context.setOffline(true);
    await context.setOffline(false);
    const deadline = Date.now() + 30_000;
    while (!(await waitingWorker()) && Date.now() < deadline) await sleep(250);
    expect(await waitingWorker()).toBe(true);

    // The quiz is left alone: no prompt, no reload, the answers still there.
    await sleep(1_000);
    expect(await page.getByText(PROMPT).count()).toBe(0);
    expect(await page.evaluate(() => 'quizStillOpen' in window)).toBe(true);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(10);

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Score' });
    await dialog.getByText('Hasilmu sudah tersimpan.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Back on Home, still the old version, the prompt shows and waits for the student.
    await page.getByText(PROMPT).waitFor();
    await page.getByText(defaultPackDocument.home.subtitle).waitFor();
    await screenshot(page, 'update-01-prompt-on-home');
    expect(await page.evaluate(() => 'quizStillOpen' in window)).toBe(true);

    await page.getByRole('button', { name: 'Muat ulang' }).click();
    await page.getByText(NEW_SUBTITLE).waitFor();
    expect(await page.evaluate(() => 'quizStillOpen' in window)).toBe(false);
    expect(await page.getByText(PROMPT).count()).toBe(0);

    // The new version alone is cached: its pages open offline.
    await context.setOffline(true);
    await page.reload();
    await page.getByText(NEW_SUBTITLE).waitFor();
    await page.getByRole('link', { name: 'Mulai Quiz' }).click();
    await page
      .getByRole('heading', { name: 'Post Test - Jawab pertanyaan dengan seksama' })
      .waitFor();
    await context.setOffline(false);
  });
});
