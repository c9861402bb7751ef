import type { Page } from 'playwright-core';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

interface AudioLog {
  contexts: AudioContext[];
  /** Each oscillator start: the time it was booked for, and the audio clock when it was booked. */
  starts: { when: number; bookedAt: number }[];
}

declare global {
  interface Window {
    audioLog: AudioLog;
  }
}

/** Wraps Web Audio in the page, so the clicks are really played and also written down. */
function logAudio() {
  const log: AudioLog = { contexts: [], starts: [] };
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      log.contexts.push(this);
    }
  };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its node as `this`
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, when = 0) {
    log.starts.push({ when, bookedAt: this.context.currentTime });
    return start.call(this, when);
  };
  window.audioLog = log;
}

const audio = (page: Page) =>
  page.evaluate(() => ({
    states: window.audioLog.contexts.map((context) => context.state),
    starts: [...window.audioLog.starts],
  }));

const count = (page: Page) => page.getByTestId('beat-count').locator('[data-current]');

/**
 * The lit number's animation, found and read in one step: a locator's element, found first and
 * read after, may be the number of the beat before by then (a beat is 667 ms at 90 a minute).
 */
const litPulse = (page: Page) =>
  page.evaluate(() => {
    const lit = document.querySelector('[data-testid="beat-count"] [data-current]');
    return lit ? getComputedStyle(lit).animationName : null;
  });

/**
 * The numbers lit in the count over `ms`, with repeats run together: each one the page draws,
 * written down in the page as it is drawn. Read from the test every 50 ms instead (three round
 * trips to the browser a read), the reads missed a beat the page had drawn on a busy machine.
 */
const watchCount = (page: Page, ms: number): Promise<string[]> =>
  page.evaluate(async (ms) => {
    const seen: string[] = [];
    const box = document.querySelector('[data-testid="beat-count"]');
    const note = () => {
      const lit = box?.querySelector('[data-current]')?.textContent ?? '';
      if (lit && lit !== seen.at(-1)) seen.push(lit);
    };
    const observer = new MutationObserver(note);
    if (box) observer.observe(box, { subtree: true, attributes: true, childList: true });
    note();
    await new Promise((done) => setTimeout(done, ms));
    observer.disconnect();
    return seen;
  }, ms);

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

(browser ? describe : describe.skip)('the Senam RAS beat in Chromium', () => {
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    server = await startServer(database!.env);
    page = await browser!.newPage({ viewport: { width: 1366, height: 768 }, baseURL: server.url });
    await page.addInitScript(logAudio);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('plays nothing until pressed, then books steady clicks ahead and counts along', async () => {
    await page.goto('/topics/slide-2');
    const startButton = page.getByRole('button', { name: 'Mulai ketukan' });
    await startButton.waitFor();
    await pause(page, 500);
    expect((await audio(page)).states).toEqual([]);

    await startButton.click();
    await eventually(async () => {
      const { states, starts } = await audio(page);
      expect(states).toEqual(['running']);
      expect(starts.length).toBeGreaterThanOrEqual(4);
    });
    const { starts } = await audio(page);
    expect(starts.length).toBeGreaterThanOrEqual(4);
    for (const click of starts) expect(click.when).toBeGreaterThan(click.bookedAt);
    // 90 a minute is the tempo until another is chosen.
    for (const [i, click] of starts.slice(1).entries()) {
      expect(click.when - starts[i].when).toBeCloseTo(60 / 90, 3);
    }
    const seen = await watchCount(page, 3_000);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    // Each number is followed by the next, 4 by 1: no beat is skipped or shown twice.
    expect(seen.slice(1)).toEqual(seen.slice(0, -1).map((lit) => String((Number(lit) % 4) + 1)));
    await screenshot(page, 'metronome-01-running');
  });

  it('pulses the lit number, but only changes it when the student prefers less motion', async () => {
    await eventually(async () => {
      const pulse = await litPulse(page);
      expect(pulse).not.toBeNull();
      expect(pulse).not.toBe('none');
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await eventually(async () => expect(await litPulse(page)).toBe('none'));
    expect((await watchCount(page, 1_500)).length).toBeGreaterThanOrEqual(2);
    await page.emulateMedia({ reducedMotion: null });
  });

  it('stops booking clicks and closes its audio when stopped', async () => {
    await page.getByRole('button', { name: 'Hentikan ketukan' }).click();
    await eventually(async () => expect((await audio(page)).states).toEqual(['closed']));
    const booked = (await audio(page)).starts.length;
    await pause(page, 1_000);
    expect((await audio(page)).starts).toHaveLength(booked);
    expect(await count(page).count()).toBe(0);
  });

  it('closes its audio when the student goes back while it plays', async () => {
    await page.getByRole('button', { name: '120 ketukan per menit' }).click();
    await page.getByRole('button', { name: 'Mulai ketukan' }).click();
    await eventually(async () => expect((await audio(page)).states).toEqual(['closed', 'running']));
    await page.getByRole('link', { name: 'Kembali' }).click();
    await page.waitForURL(`${server.url}/`);
    await eventually(async () => expect((await audio(page)).states).toEqual(['closed', 'closed']));
    const booked = (await audio(page)).starts.length;
    await pause(page, 1_000);
    expect((await audio(page)).starts).toHaveLength(booked);
  });

  it.each([
    [1366, 768],
    [390, 844],
  ])('fits beside the carousel at %i×%i', async (width, height) => {
    await page.setViewportSize({ width, height });
    await page.goto('/topics/slide-2');
    const region = page.getByRole('region', { name: 'Ketukan Senam RAS' });
    const header = page.locator('header');
    const slide = page.getByRole('group', { name: '1 dari 5' });
    const next = page.getByRole('button', { name: 'Gambar berikutnya' });
    await slide.locator('img').waitFor();
    const [headerBox, regionBox, slideBox, nextBox] = await Promise.all(
      [header, region, slide, next].map(async (part) => (await part.boundingBox())!),
    );
    expect(regionBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(slideBox.y).toBeGreaterThanOrEqual(regionBox.y + regionBox.height);
    expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(height);
    expect(slideBox.height).toBeGreaterThan(height / 3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `metronome-02-${width}x${height}`);
  });
});
