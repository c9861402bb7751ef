import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

/** A real, playable WebM: Chromium records three seconds of an animated canvas. */
async function recordWebm(chromium: Browser): Promise<Buffer> {
  const page = await chromium.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((done) => (recorder.onstop = done));
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 7) % 360} 70% 50%)`;
      context.fillRect(0, 0, 320, 180);
    }, 40);
    recorder.start(500);
    await new Promise((done) => setTimeout(done, 3_000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    let binary = '';
    bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
    return btoa(binary);
  });
  await page.close();
  return Buffer.from(base64, 'base64');
}

(browser ? describe : describe.skip)("the school's own video file (VIDEO_FILE)", () => {
  const folder = mkdtempSync(join(tmpdir(), 'piba-video-'));
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    const file = join(folder, 'pernapasan.webm');
    writeFileSync(file, await recordWebm(browser!));
    // The same folder is the deployment's media folder, where a pack's video topic names files.
    server = await startServer({
      DATABASE_URL: database!.env.DATABASE_URL,
      VIDEO_FILE: file,
      MEDIA_DIR: folder,
    });
    page = await browser!.newPage({ viewport: { width: 1366, height: 900 }, baseURL: server.url });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('plays on the video page instead of the embed, fetched with range requests', async () => {
    const answers: { status: number; range: string | undefined; contentRange: string | null }[] =
      [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/media/video.webm') return;
      answers.push({
        status: response.status(),
        range: response.request().headers()['range'],
        contentRange: await response.headerValue('content-range'),
      });
    });

    await page.goto('/topics/video-1');
    const player = page.getByTitle('Video pembelajaran: Pernapasan Manusia');
    await player.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    const box = await player.boundingBox();
    expect(box?.height).toBe(700);
    expect(box?.width).toBeGreaterThan(1300);

    // Started by itself (muted, since the page was opened without a click), and playing.
    await page.waitForFunction(
      () => {
        const video = document.querySelector('video')!;
        return !video.paused && video.currentTime > 0.5;
      },
      undefined,
      { timeout: 20_000 },
    );
    await screenshot(page, 'local-video-01-playing');

    expect(answers.length).toBeGreaterThan(0);
    expect(answers[0].range).toMatch(/^bytes=\d+-/);
    expect(answers[0].status).toBe(206);
    expect(answers[0].contentRange).toMatch(/^bytes \d+-\d+\/\d+$/);
  });

  it("serves the media folder's files by plain name only, and the service worker precaches none", async () => {
    const file = await fetch(`${server.url}/media/pernapasan.webm`, {
      headers: { Range: 'bytes=0-99' },
    });
    expect(file.status).toBe(206);
    expect(file.headers.get('content-type')).toBe('video/webm');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['..%2Fpernapasan.webm', '.hidden.webm', '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd']) {
      expect([400, 404]).toContain((await fetch(`${server.url}/media/${name}`)).status);
    }
    // The service worker's precache lists the built app only: no video of any folder.
    const worker = await (await fetch(`${server.url}/sw.js`)).text();
    const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url);
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((url) => /^\/?media\/|\.(mp4|m4v|webm|ogv)$/i.test(url))).toEqual([]);
  });
});
