import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { networkSwitch, type NetworkSwitch } from './support/network-switch.js';
import { answerQuiz } from './support/quiz.js';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.js';
import { builtFileOf, cachedPaths, serviceWorkerReady } from './support/service-worker.js';

const { database, browser } = await openBrowserSuite();

const WEB_ROOT = resolve(REPO_ROOT, 'frontend/dist');
const WAITING = 'Hasilmu belum terkirim dan akan dikirim otomatis saat koneksi kembali.';
const PRETEST = 'Pretest - Jawab pertanyaan dengan seksama';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Whether every image in view has loaded (a broken image has no natural width). */
const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const images = [...document.querySelectorAll('main img')] as HTMLImageElement[];
    return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
  });

(browser ? describe : describe.skip)('the student app after its first load, offline', () => {
  let server: RunningServer;
  let network: NetworkSwitch;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: database!.env.DATABASE_URL });
    network = await networkSwitch(server.url);
    context = await browser!.newContext({
      viewport: { width: 1366, height: 768 },
      baseURL: network.url,
      serviceWorkers: 'allow',
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await network?.close();
    await server?.stop();
    await database?.drop();
  });

  async function recordsOf(name: string): Promise<unknown[]> {
    const response = await fetch(`${server.url}/api/history?pageSize=500`);
    const { data } = (await response.json()) as { data: { name: string | null }[] };
    return data.filter((record) => record.name === name);
  }

  it('precaches the student pages once / has loaded, keeps the lesson pack and its drawings, and neither teacher pages nor the rest of the API', async () => {
    await page.goto('/');
    const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    await identity.getByLabel('Nama').fill('Ayu Luring');
    await identity.getByLabel('Kelas').fill('8B');
    await identity.getByRole('button', { name: 'Submit' }).click();
    await identity.waitFor({ state: 'hidden' });
    await serviceWorkerReady(page);

    // The default pack and its nine drawings are kept once the worker controls the page.
    const packVersion = /^\/api\/pack-versions\/[0-9a-f]{16}\/drawings\/[^/]+\.svg$/;
    let cached = await cachedPaths(page);
    for (let tries = 0; tries < 100; tries += 1) {
      if (cached.filter((path) => packVersion.test(path)).length >= 9) break;
      await sleep(200);
      cached = await cachedPaths(page);
    }
    expect(cached).toContain('/api/pack-versions/default');
    expect(cached.filter((path) => packVersion.test(path))).toHaveLength(9);
    for (const module of [
      'src/app/routes/topic.tsx',
      'src/app/routes/questions.tsx',
      'src/app/routes/not-found.tsx',
    ]) {
      expect(cached).toContain(builtFileOf(WEB_ROOT, module));
    }
    expect(cached).toContain('/index.html');
    // The partner logos of the footer.
    expect(
      cached.filter((path) => path.startsWith('/assets/') && path.endsWith('.svg')).length,
    ).toBe(3);
    for (const module of [
      'src/app/routes/history.tsx',
      'src/app/routes/analytics.tsx',
      'src/app/teacher-layout.tsx',
    ]) {
      expect(cached).not.toContain(builtFileOf(WEB_ROOT, module));
    }
    expect(
      cached.filter((path) => path.startsWith('/api') && !path.startsWith('/api/pack-versions/')),
    ).toEqual([]);
  });

  it('can be installed: a manifest in Indonesian with the icons, which Chromium accepts', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(href!, server.url))).json();
    expect(manifest).toMatchObject({ name: 'PIBA', lang: 'id', theme_color: '#1a56a8' });
    expect(manifest.description).toMatch(/belajar/i);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Every Playwright context is incognito, where Chromium never installs; nothing else may stop it.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });

  it('opens the slides, the video page and the quiz with the network cut, and reloads', async () => {
    // The browser's offline mode (navigator.onLine, failed requests) and a cable pulled.
    await context.setOffline(true);
    network.set(false);

    await page.goto('/topics/slide-1');
    await page.getByRole('heading', { name: 'Pengenalan Tubuh Manusia' }).waitFor();
    await imagesLoaded(page);
    await screenshot(page, 'offline-01-slide-1');

    await page.goto('/topics/slide-2');
    await page.getByRole('button', { name: 'Slide 5 dari 5' }).waitFor();
    await imagesLoaded(page);

    await page.getByRole('link', { name: /Kembali/ }).click();
    await page.getByRole('link', { name: 'Tonton Video' }).click();
    await page.getByText('Video tidak dapat dimuat').waitFor();
    await page.getByText(/membutuhkan koneksi internet/).waitFor();
    await screenshot(page, 'offline-02-video');

    await page.reload();
    await page.getByText('Video tidak dapat dimuat').waitFor();

    await page.getByRole('link', { name: 'Ambil quiz' }).click();
    await page.getByRole('heading', { name: PRETEST }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: PRETEST }).waitFor();
    await screenshot(page, 'offline-03-quiz-after-reload');
  });

  it('keeps a quiz finished offline in the outbox and saves it once when the connection returns', async () => {
    await answerQuiz(page, 7);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Score' });
    await dialog.getByText('Score: 7/10').waitFor();
    await dialog.getByText(WAITING).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const notice = page.getByText('1 hasil kuis menunggu dikirim…', { exact: false });
    await notice.waitFor();

    await page.reload();
    await notice.waitFor();
    await screenshot(page, 'offline-04-home-waiting');
    expect(await recordsOf('Ayu Luring')).toEqual([]);

    network.set(true);
    await context.setOffline(false);
    await page.getByText('Semua hasil kuis sudah terkirim.').waitFor({ timeout: 30_000 });
    await sleep(2_000);
    expect(await recordsOf('Ayu Luring')).toEqual([
      expect.objectContaining({
        score: '7/10',
        percentage: 70,
        is_pretest: true,
        class_room: '8B',
      }),
    ]);
  });

  it('on a first visit, asks for the lesson and the open-access status once each, from the page shell', async () => {
    const fresh = await browser!.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    try {
      const visit = await fresh.newPage();
      const asked: string[] = [];
      visit.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) asked.push(pathname);
      });
      const shell = await (await visit.goto('/'))!.text();
      await visit.getByRole('dialog', { name: 'Masukkan Identitasmu' }).waitFor();
      expect(shell).toContain('<link rel="preload" href="/api/pack-versions/default" as="fetch"');
      expect(shell).toContain('<link rel="preload" href="/api/teacher/access" as="fetch"');
      // The app's own requests took the preloaded answers: nothing was asked for twice.
      expect(asked.filter((path) => path === '/api/pack-versions/default')).toHaveLength(1);
      expect(asked.filter((path) => path === '/api/teacher/access')).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('opens the slides offline when the connection drops as soon as the app is kept, without waiting for anything more', async () => {
    const fresh = await browser!.newContext({
      viewport: { width: 412, height: 823 },
      baseURL: server.url,
      serviceWorkers: 'allow',
    });
    try {
      const visit = await fresh.newPage();
      await visit.goto('/');
      const identity = visit.getByRole('dialog', { name: 'Masukkan Identitasmu' });
      await identity.getByLabel('Nama').fill('Rina Putus');
      await identity.getByLabel('Kelas').fill('8C');
      await identity.getByRole('button', { name: 'Submit' }).click();
      await serviceWorkerReady(visit);
      await fresh.setOffline(true);

      await visit.goto('/topics/slide-1');
      await visit.getByRole('heading', { name: 'Pengenalan Tubuh Manusia' }).waitFor();
      await visit.getByRole('button', { name: 'Slide 3 dari 3' }).waitFor();
      await imagesLoaded(visit);
    } finally {
      await fresh.close();
    }
  });
});
