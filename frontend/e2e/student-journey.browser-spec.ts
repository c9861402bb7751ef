import type { Page } from 'playwright-core';
import { questions } from '@piba/shared';
import { TcpProxy } from '@piba/test-support/tcp-proxy';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { answerQuiz } from './support/quiz.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

(browser ? describe : describe.skip)('a student in Chromium against the real server', () => {
  let proxy: TcpProxy;
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    const proxied = await TcpProxy.inFrontOf(database!.env.DATABASE_URL);
    proxy = proxied.proxy;
    server = await startServer({ DATABASE_URL: proxied.url });
    page = await browser!.newPage({ viewport: { width: 1366, height: 768 }, baseURL: server.url });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('enters an identity, reads slide-1, takes the pre-test and the post-test, and sees both results', async () => {
    await page.goto('/');
    const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    await identity.getByText('Silakan isi nama dan kelasmu di bawah ini').waitFor();
    await screenshot(page, '01-home-identity-dialog');
    await identity.getByLabel('Nama').fill('  Siti Aminah ');
    await identity.getByLabel('Kelas').fill('8A');
    await identity.getByRole('button', { name: 'Submit' }).click();
    await identity.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Selamat datang di PIBA!' }).waitFor();
    // This server runs without an admin key, as a demo: the home page says so.
    await page.getByText(/^Mode terbuka: .*siapa pun dapat melihat semua nama dan nilai/).waitFor();
    await screenshot(page, '02-home');

    await page
      .getByRole('link', { name: /Mulai Belajar/ })
      .first()
      .click();
    await page.waitForURL('**/topics/slide-1');
    await page.getByRole('group', { name: '1 dari 3' }).waitFor();
    await page.getByRole('button', { name: 'Gambar sebelumnya' }).click();
    await page.getByRole('group', { name: '3 dari 3' }).waitFor();
    await page.getByRole('button', { name: 'Gambar berikutnya' }).click();
    await page.getByRole('group', { name: '1 dari 3' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('group', { name: '2 dari 3' }).waitFor();
    await screenshot(page, '03-topic-slide-1');
    const lastDot = page.getByRole('button', { name: 'Slide 3 dari 3' });
    await lastDot.click();
    await page.getByRole('group', { name: '3 dari 3' }).waitFor();
    expect(await lastDot.getAttribute('aria-current')).toBe('true');

    await page.getByRole('link', { name: 'Ambil quiz' }).click();
    await page.waitForURL('**/questions');
    await page
      .getByRole('heading', { name: 'Pretest - Jawab pertanyaan dengan seksama' })
      .waitFor();
    await answerQuiz(page, 7);
    await screenshot(page, '04-questions-pretest');
    await page.getByRole('button', { name: 'Submit' }).click();
    const score = page.getByRole('dialog', { name: 'Your Score' });
    await score.getByText('Score: 7/10').waitFor();
    await score.getByText('Percentage: 70.00%').waitFor();
    await screenshot(page, '05-score-dialog');
    await score.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.url}/`);

    await page.getByRole('link', { name: 'Mulai Quiz' }).click();
    await page
      .getByRole('heading', { name: 'Post Test - Jawab pertanyaan dengan seksama' })
      .waitFor();
    await answerQuiz(page, 10);
    await page.getByRole('button', { name: 'Submit' }).click();
    await score.getByText('Score: 10/10').waitFor();
    await score.getByText('Percentage: 100.00%').waitFor();
    await score.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.url}/`);
    // The score dialog fades out; home must open no dialog of its own (the identity is known).
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Selamat datang di PIBA!' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Masukkan Identitasmu' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Lihat hasil' }).click();
    await page.getByRole('heading', { name: 'History Table' }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: 'Siti Aminah' });
    await rows.first().waitFor();
    const texts = await rows.allInnerTexts();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/Siti Aminah\s+8A\s+10\/10\s+100%\s+Post Test/);
    expect(texts[1]).toMatch(/Siti Aminah\s+8A\s+7\/10\s+70%\s+Pre Test/);
    await screenshot(page, '06-history');
  });

  it('shows the error text on the history page when the API cannot read the results', async () => {
    proxy.cut();
    try {
      await page.goto('/history');
      await page.getByText('Failed to fetch history data.').waitFor({ timeout: 30_000 });
      await screenshot(page, '07-history-error');
    } finally {
      proxy.restore();
    }
  });

  it('shows the other screens: slide-2, the video, an unknown slide, an unknown page, a phone', async () => {
    await page.goto('/topics/slide-2');
    await page.getByRole('group', { name: '1 dari 5' }).waitFor();
    await screenshot(page, '08-topic-slide-2');
    // This machine has no internet, as many labs: the page must say so in Indonesian.
    await page.goto('/topics/video-1');
    await page.getByText('Video tidak dapat dimuat').waitFor();
    await screenshot(page, '09-topic-video-1-offline');
    // With YouTube reachable (stood in for here), the player is embedded: autoplay, 700 px high.
    await page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    );
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }),
    );
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    const player = page.locator('iframe');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?.*autoplay=1.*cc_lang_pref=id/,
    );
    expect(await player.getAttribute('height')).toBe('700');
    expect(await player.getAttribute('width')).toBe('100%');
    await screenshot(page, '09-topic-video-1');
    await page.goto('/topics/slide-9');
    await page.getByRole('link', { name: 'Kembali' }).waitFor();
    await screenshot(page, '10-topic-unknown');
    await page.goto('/tidak-ada');
    await page.getByRole('link', { name: /beranda/i }).waitFor();
    await screenshot(page, '11-not-found');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Selamat datang di PIBA!' }).waitFor();
    await screenshot(page, '12-home-phone');
  });

  it('answers a question with the keyboard alone: the arrow keys move the choice, and it is kept', async () => {
    const keys = await browser!.newPage({
      viewport: { width: 1366, height: 768 },
      baseURL: server.url,
    });
    await keys.goto('/questions');
    const [first] = questions;
    const option = (index: number) =>
      keys
        .getByRole('radiogroup')
        .first()
        .getByRole('radio', { name: `${'ABC'[index]}. ${first.options[index].text}`, exact: true });
    const checked = () => Promise.all([0, 1, 2].map((index) => option(index).isChecked()));

    await option(0).focus();
    await keys.keyboard.press('Space');
    expect(await checked()).toEqual([true, false, false]);
    await keys.keyboard.press('ArrowDown');
    expect(await checked()).toEqual([false, true, false]);
    // The focused choice is marked for a student who cannot see the mouse pointer.
    expect(await option(1).evaluate((radio) => radio === document.activeElement)).toBe(true);
    expect(await option(1).evaluate((radio) => getComputedStyle(radio).outlineStyle)).toBe('solid');
    await keys.keyboard.press('ArrowDown');
    await keys.keyboard.press('ArrowDown');
    expect(await checked()).toEqual([true, false, false]);

    // A reload (a slow lab PC's tab restored) keeps the choice.
    await keys.reload();
    await option(0).waitFor();
    expect(await checked()).toEqual([true, false, false]);
    await keys.close();
  });
  it('keeps the page behind the name-and-class dialog out of reach until it is closed', async () => {
    const phone = await browser!.newPage({
      viewport: { width: 360, height: 640 },
      baseURL: server.url,
    });
    await phone.goto('/');
    const identity = phone.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    const name = identity.getByLabel('Nama');
    await name.waitFor();
    // The name is the first thing typed: no click needed.
    await phone.waitForFunction(() => document.activeElement?.id === 'identity-name');
    // The keyboard stays in the dialog: Tab never lands on the page behind it.
    for (let press = 0; press < 8; press += 1) {
      await phone.keyboard.press('Tab');
      const outside = await phone.evaluate(() => {
        const focused = document.activeElement;
        return focused && focused !== document.body && !focused.closest('dialog')
          ? focused.outerHTML
          : null;
      });
      expect(outside).toBeNull();
    }
    // A tap beside the dialog closes it and reaches nothing behind it: the page stays the same.
    const { width, height } = phone.viewportSize()!;
    await phone.mouse.click(width / 2, height - 8);
    await identity.waitFor({ state: 'hidden' });
    expect(new URL(phone.url()).pathname).toBe('/');
    // It comes back for a student still without a name; Escape closes it, and the page is
    // reachable again (a click on something the dialog covered would fail).
    await phone.reload();
    await identity.waitFor();
    await phone.keyboard.press('Escape');
    await identity.waitFor({ state: 'hidden' });
    await phone.getByRole('heading', { name: 'Selamat datang di PIBA!' }).click();
    await phone.close();
  });
  it("opened by its address, the quiz or a slide downloads its own code with the page, not the home page's", async () => {
    const pages = [
      {
        path: '/questions',
        chunk: 'questions',
        drawn: (tab: Page) => tab.getByRole('radiogroup').first(),
      },
      {
        path: '/topics/slide-1',
        chunk: 'topic',
        drawn: (tab: Page) => tab.getByRole('group', { name: '1 dari 3' }),
      },
    ];
    for (const { path, chunk, drawn } of pages) {
      const tab = await browser!.newPage({ baseURL: server.url });
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const answer = await tab.goto(path);
      // Asked for by the HTML, beside the main bundle, not after it has run.
      expect(await answer!.text()).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[^"]+\\.js"`),
      );
      await drawn(tab).waitFor();
      const loaded = (name: string) =>
        scripts.some((script) => script.startsWith(`/assets/${name}-`));
      expect([path, loaded(chunk), loaded('home')]).toEqual([path, true, false]);
      await tab.close();
    }
  });
});
