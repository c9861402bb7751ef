import type { Page } from 'playwright-core';
import { questions } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

interface Said {
  text: string;
  lang: string;
  voice: string | null;
}

declare global {
  interface Window {
    speechLog: { said: Said[]; cancels: number; finishOne: () => void };
  }
}

/**
 * The browser's speech synthesis replaced in the page (headless Chromium has no voices): it
 * writes down what it is asked to say and plays nothing. Its voices arrive a moment after the
 * page loads, as a real browser's do.
 */
function fakeSpeech(voices: Array<{ lang: string; name: string }>) {
  const log: Window['speechLog'] = { said: [], cancels: 0, finishOne: () => {} };
  let loaded: typeof voices = [];
  let queue: SpeechSynthesisUtterance[] = [];
  const synth = Object.assign(new EventTarget(), {
    getVoices: () => loaded,
    speak(utterance: SpeechSynthesisUtterance) {
      log.said.push({
        text: utterance.text,
        lang: utterance.lang,
        voice: utterance.voice?.name ?? null,
      });
      queue.push(utterance);
      if (queue.length === 1) utterance.onstart?.(new Event('start') as SpeechSynthesisEvent);
    },
    cancel() {
      log.cancels += 1;
      const dropped = queue;
      queue = [];
      for (const utterance of dropped) {
        utterance.onerror?.(
          Object.assign(new Event('error'), { error: 'interrupted' }) as SpeechSynthesisErrorEvent,
        );
      }
    },
  });
  Object.defineProperties(synth, {
    speaking: { get: () => queue.length > 0 },
    pending: { get: () => queue.length > 1 },
  });
  log.finishOne = () => {
    queue.shift()?.onend?.(new Event('end') as SpeechSynthesisEvent);
    queue[0]?.onstart?.(new Event('start') as SpeechSynthesisEvent);
  };
  // Chromium's own utterance accepts only its own voices; this one takes the fake's.
  class Utterance extends EventTarget {
    lang = '';
    voice: { name: string } | null = null;
    onstart: ((event: Event) => void) | null = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(readonly text: string) {
      super();
    }
  }
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    configurable: true,
    value: Utterance,
  });
  window.speechLog = log;
  setTimeout(() => {
    loaded = voices;
    synth.dispatchEvent(new Event('voiceschanged'));
  }, 300);
}

const said = (page: Page) => page.evaluate(() => window.speechLog.said);
const cancels = (page: Page) => page.evaluate(() => window.speechLog.cancels);
const finishOne = (page: Page) => page.evaluate(() => window.speechLog.finishOne());
const HIGHLIGHT = 'rgb(255, 241, 184)';
const background = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .evaluate((element) => getComputedStyle(element).backgroundColor);

async function pageWith(server: RunningServer, voices: Array<{ lang: string; name: string }>) {
  const page = await browser!.newPage({
    viewport: { width: 1366, height: 768 },
    baseURL: server.url,
  });
  await page.addInitScript(fakeSpeech, voices);
  // A student after the pre-test: the slides open without the reminder.
  await page.addInitScript(() => window.sessionStorage.setItem('isPretest', '0'));
  return page;
}

(browser ? describe : describe.skip)('"Dengarkan" in Chromium', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(database!.env);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('reads a slide aloud in Indonesian, marking what it reads, and stops at "Berhenti" and at the next slide', async () => {
    const page = await pageWith(server, [
      { lang: 'en-US', name: 'English' },
      { lang: 'id-ID', name: 'Bahasa Indonesia' },
    ]);
    await page.goto('/topics/slide-2');
    const slide = page.getByRole('group', { name: '1 dari 5' });
    const heading = await slide.getByRole('heading', { level: 2 }).innerText();
    const paragraphs = await slide.locator('p:visible, li:visible').allInnerTexts();
    await slide.getByRole('button', { name: 'Dengarkan' }).click();
    const spoken = await said(page);
    expect(spoken.map(({ text }) => text)).toEqual([heading, ...paragraphs]);
    expect(new Set(spoken.map(({ lang, voice }) => `${lang} ${voice}`))).toEqual(
      new Set(['id-ID Bahasa Indonesia']),
    );
    expect(await background(page, heading)).toBe(HIGHLIGHT);
    await finishOne(page);
    await eventually(async () => expect(await background(page, paragraphs[0])).toBe(HIGHLIGHT));
    expect(await background(page, heading)).not.toBe(HIGHLIGHT);
    await screenshot(page, 'read-aloud-slide');

    const before = await cancels(page);
    await slide.getByRole('button', { name: 'Berhenti' }).click();
    await slide.getByRole('button', { name: 'Dengarkan' }).waitFor();
    expect(await cancels(page)).toBeGreaterThan(before);
    expect(await background(page, paragraphs[0])).not.toBe(HIGHLIGHT);

    await slide.getByRole('button', { name: 'Dengarkan' }).click();
    const reading = await cancels(page);
    await page.getByRole('button', { name: 'Gambar berikutnya' }).click();
    const next = page.getByRole('group', { name: '2 dari 5' });
    await next.getByRole('button', { name: 'Dengarkan' }).waitFor();
    expect(await cancels(page)).toBeGreaterThan(reading);
    await page.close();
  });

  it('reads a quiz question and its options, gives way to another question, and falls silent when the student leaves the page', async () => {
    const page = await pageWith(server, [{ lang: 'id_ID', name: 'Suara Indonesia' }]);
    await page.goto('/questions');
    const [first] = questions;
    await page.getByRole('button', { name: 'Dengarkan soal 1', exact: true }).click();
    expect(await said(page)).toEqual(
      [
        `Soal 1. ${first.question}`,
        ...first.options.map((option, index) => `Pilihan ${'ABC'[index]}: ${option.text}`),
      ].map((text) => ({ text, lang: 'id-ID', voice: 'Suara Indonesia' })),
    );
    await finishOne(page);
    const optionA = page
      .getByText(`A. ${first.options[0].text}`, { exact: true })
      .locator('xpath=ancestor::label');
    await eventually(async () =>
      expect(await optionA.evaluate((label) => getComputedStyle(label).backgroundColor)).toBe(
        HIGHLIGHT,
      ),
    );
    await page.getByRole('button', { name: 'Berhenti soal 1', exact: true }).waitFor();
    await screenshot(page, 'read-aloud-question');

    // Another question's "Dengarkan" stops the first, then reads its own.
    const second = questions[1];
    const firstStopped = await cancels(page);
    await page.getByRole('button', { name: 'Dengarkan soal 2', exact: true }).click();
    await page.getByRole('button', { name: 'Dengarkan soal 1', exact: true }).waitFor();
    expect(await cancels(page)).toBeGreaterThan(firstStopped);
    await eventually(async () =>
      expect((await said(page)).map(({ text }) => text)).toContain(`Soal 2. ${second.question}`),
    );
    const reading = await cancels(page);
    await page.getByRole('link', { name: 'Kembali' }).click();
    // Home asks a student who has not given a name for it at once; the open dialog hides the
    // page's heading from a search by role, so home counts as reached once the dialog is up.
    await page.getByRole('dialog', { name: 'Masukkan Identitasmu' }).waitFor();
    await page
      .getByRole('heading', { name: 'Selamat datang di PIBA!', includeHidden: true })
      .waitFor({ state: 'attached' });
    expect(await cancels(page)).toBeGreaterThan(reading);
    await page.close();
  });

  it('is not offered where the browser has no Indonesian voice', async () => {
    const page = await pageWith(server, [
      { lang: 'en-US', name: 'English' },
      { lang: 'ms-MY', name: 'Melayu' },
    ]);
    await page.goto('/topics/slide-1');
    await page.getByRole('heading', { level: 2 }).waitFor();
    // The voices have arrived, in other languages.
    await page.waitForFunction(() => window.speechSynthesis.getVoices().length === 2);
    expect(await page.getByRole('button', { name: /^Dengarkan/ }).count()).toBe(0);
    await page.goto('/questions');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => window.speechSynthesis.getVoices().length === 2);
    expect(await page.getByRole('button', { name: /^Dengarkan/ }).count()).toBe(0);
    await page.close();

    // Chromium's own speech synthesis here has no voices at all.
    const plain = await browser!.newPage({ baseURL: server.url });
    await plain.goto('/topics/slide-1');
    await plain.getByRole('heading', { level: 2 }).waitFor();
    await plain.waitForTimeout(500);
    expect(await plain.getByRole('button', { name: /^Dengarkan/ }).count()).toBe(0);
    await plain.close();
  });
});
