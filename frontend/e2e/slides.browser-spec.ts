import type { Browser, Locator, Page } from 'playwright-core';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { answerQuiz } from './support/quiz.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const decks = [
  { deck: 'slide-1', count: 3 },
  { deck: 'slide-2', count: 5 },
];

/**
 * A browser with an Indonesian voice, so that every slide shows its "Dengarkan" button (headless
 * Chromium has no voices): the layouts are checked with everything a slide can hold.
 */
function withIndonesianVoice() {
  const voice = { lang: 'id-ID', name: 'Bahasa Indonesia', localService: true, default: true };
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      getVoices: () => [voice],
      speak() {},
      cancel() {},
    }),
  });
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface SlideLayout {
  viewport: { width: number; height: number };
  page: { scrollWidth: number; scrollHeight: number };
  drawing: Box;
  heading: Box;
  slide: Box & { scrollWidth: number; clientWidth: number };
  /** Each element with words of its own: its font size and where it is. */
  words: Array<{ text: string; fontSize: number } & Box>;
}

function layoutOf(slide: Locator): Promise<SlideLayout> {
  return slide.evaluate((group) => {
    const box = (element: Element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    // What is on screen: a closed "Selengkapnya" is not.
    const words = [...group.querySelectorAll('*')].filter(
      (element) =>
        element.checkVisibility() &&
        [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
    );
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      page: {
        scrollWidth: document.documentElement.scrollWidth,
        scrollHeight: document.documentElement.scrollHeight,
      },
      drawing: box(group.querySelector('img')!),
      heading: box(group.querySelector('h2')!),
      slide: { ...box(group), scrollWidth: group.scrollWidth, clientWidth: group.clientWidth },
      words: words.map((element) => ({
        text: element.textContent.trim().slice(0, 40),
        fontSize: parseFloat(getComputedStyle(element).fontSize),
        ...box(element),
      })),
    };
  });
}

/** Every slide of a deck, reached with its dot, and its layout. */
async function eachSlide(
  page: Page,
  deck: string,
  count: number,
  check: (layout: SlideLayout, name: string) => void,
  { openMore = false } = {},
) {
  await page.goto(`/topics/${deck}`);
  for (let number = 1; number <= count; number += 1) {
    await page.getByRole('button', { name: `Slide ${number} dari ${count}` }).click();
    const slide = page.getByRole('group', { name: `${number} dari ${count}` });
    await slide.getByRole('heading', { level: 2 }).waitFor();
    await slide.getByRole('button', { name: 'Dengarkan' }).waitFor();
    await slide.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    const more = slide.getByRole('button', { name: 'Selengkapnya' });
    if (openMore && (await more.count())) await more.click();
    const layout = await layoutOf(slide);
    check(layout, `${deck} ${number}`);
    if (number === 1) await screenshot(page, `slides-${deck}-${layout.viewport.width}`);
  }
}

async function studentPage(
  browserInstance: Browser,
  server: RunningServer,
  size: { width: number; height: number },
) {
  const page = await browserInstance.newPage({ viewport: size, baseURL: server.url });
  await page.addInitScript(withIndonesianVoice);
  return page;
}

/** A tab whose student has taken the pre-test: the slides open without the reminder. */
async function afterPretest(page: Page) {
  await page.goto('/topics/slide-1');
  await page.evaluate(() => window.sessionStorage.setItem('isPretest', '0'));
}

(browser ? describe : describe.skip)('the materials in Chromium', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(database!.env);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  describe('slides as text', () => {
    it.each(decks)(
      'on a 390×844 phone, every slide of $deck, "Selengkapnya" open, has words of 16 px or more under its drawing, and nothing scrolls sideways',
      async ({ deck, count }) => {
        const page = await studentPage(browser!, server, { width: 390, height: 844 });
        // Before the pre-test: the reminder is on screen too, and must not push anything sideways.
        await eachSlide(
          page,
          deck,
          count,
          (layout, name) => {
            expect({ name, width: layout.page.scrollWidth }).toEqual({ name, width: 390 });
            expect(layout.slide.scrollWidth).toBeLessThanOrEqual(layout.slide.clientWidth);
            expect(layout.words.length).toBeGreaterThan(2);
            for (const word of layout.words) {
              expect({ name, text: word.text, big: word.fontSize >= 16 }).toEqual({
                name,
                text: word.text,
                big: true,
              });
              expect(word.right).toBeLessThanOrEqual(390);
              expect(word.left).toBeGreaterThanOrEqual(0);
            }
            expect(layout.heading.top).toBeGreaterThanOrEqual(layout.drawing.bottom);
          },
          { openMore: true },
        );
        const reminder = page.getByRole('alert', { name: 'Kerjakan pretest dulu' });
        const reminderFont = await reminder.evaluate((alert) =>
          Math.min(
            ...[...alert.querySelectorAll('*')].map((element) =>
              parseFloat(getComputedStyle(element).fontSize),
            ),
          ),
        );
        expect(reminderFont).toBeGreaterThanOrEqual(16);
        await page.close();
      },
    );

    it.each(decks)(
      'on a 1366×768 lab screen, every slide of $deck sits beside its drawing and shows whole, without scrolling',
      async ({ deck, count }) => {
        const page = await studentPage(browser!, server, { width: 1366, height: 768 });
        await afterPretest(page);
        await eachSlide(page, deck, count, (layout, name) => {
          expect(layout.heading.left).toBeGreaterThanOrEqual(layout.drawing.right);
          expect(layout.heading.top).toBeLessThan(layout.drawing.bottom);
          expect(layout.page).toEqual({ scrollWidth: 1366, scrollHeight: 768 });
          for (const word of layout.words) {
            const shown = word.top >= layout.slide.top && word.bottom <= layout.slide.bottom + 1;
            expect({ name, text: word.text, shown, big: word.fontSize >= 16 }).toEqual({
              name,
              text: word.text,
              shown: true,
              big: true,
            });
          }
          expect(layout.drawing.top).toBeGreaterThanOrEqual(layout.slide.top);
          expect(layout.drawing.bottom).toBeLessThanOrEqual(layout.slide.bottom + 1);
        });
        await page.close();
      },
    );

    it('moves with the keyboard, each slide under a real heading', async () => {
      const page = await studentPage(browser!, server, { width: 1366, height: 768 });
      await afterPretest(page);
      await page.goto('/topics/slide-2');
      const first = await page.getByRole('heading', { level: 2 }).innerText();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('group', { name: '2 dari 5' }).waitFor();
      const second = await page.getByRole('heading', { level: 2 }).innerText();
      expect(second).not.toBe(first);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page
        .getByRole('group', { name: '5 dari 5' })
        .getByRole('heading', { level: 2 })
        .waitFor();
      // The dots are buttons a keyboard reaches and presses.
      await page.getByRole('button', { name: 'Slide 1 dari 5' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('group', { name: '1 dari 5' }).waitFor();
      expect(await page.getByRole('heading', { level: 2 }).innerText()).toBe(first);
      await page.close();
    });
  });

  describe('"Kerjakan pretest dulu"', () => {
    async function signIn(page: Page, name: string) {
      await page.goto('/');
      const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
      await identity.getByLabel('Nama').fill(name);
      await identity.getByLabel('Kelas').fill('9C');
      await identity.getByRole('button', { name: 'Submit' }).click();
      await identity.waitFor({ state: 'hidden' });
    }

    async function takeQuiz(page: Page, heading: RegExp) {
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await answerQuiz(page, 5);
      await page.getByRole('button', { name: 'Submit' }).click();
      const score = page.getByRole('dialog', { name: 'Your Score' });
      await score.getByText('Hasilmu sudah tersimpan.').waitFor();
      await score.getByRole('button', { name: 'Close' }).click();
    }

    /** The student's results as the teacher's API returns them (this server is an open demo). */
    async function resultsOf(name: string) {
      const response = await fetch(`${server.url}/api/history?q=${encodeURIComponent(name)}`);
      const page = (await response.json()) as {
        data: Array<{ name: string; is_pretest: boolean; materials_seen_first: boolean }>;
      };
      return page.data.map(({ is_pretest, materials_seen_first }) => ({
        is_pretest,
        materials_seen_first,
      }));
    }

    it('asks for the pre-test first; a student who reads on has that pre-test saved as taken after the materials', async () => {
      const page = await browser!.newPage({
        viewport: { width: 390, height: 844 },
        baseURL: server.url,
      });
      await signIn(page, 'Rina Baca Dulu');
      await page.goto('/topics/slide-1');
      const reminder = page.getByRole('alert', { name: 'Kerjakan pretest dulu' });
      await reminder.waitFor();
      await screenshot(page, 'slides-pretest-first');
      await reminder.getByRole('button', { name: 'Lanjut membaca' }).click();
      await reminder.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 2 }).waitFor();

      await page.getByRole('link', { name: 'Ambil quiz' }).click();
      await takeQuiz(page, /^Pretest/);
      expect(await resultsOf('Rina Baca Dulu')).toEqual([
        { is_pretest: true, materials_seen_first: true },
      ]);
      // After the pre-test, the materials say nothing more, and the post-test carries no mark.
      await page.goto('/topics/slide-1');
      await page.getByRole('heading', { level: 2 }).waitFor();
      expect(await page.getByRole('alert', { name: 'Kerjakan pretest dulu' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Ambil quiz' }).click();
      await takeQuiz(page, /^Post Test/);
      expect(await resultsOf('Rina Baca Dulu')).toEqual(
        expect.arrayContaining([
          { is_pretest: true, materials_seen_first: true },
          { is_pretest: false, materials_seen_first: false },
        ]),
      );
      await page.close();
    });

    it('takes the student from the reminder to the pre-test; one taken before the materials is saved as such', async () => {
      const page = await browser!.newPage({
        viewport: { width: 1366, height: 768 },
        baseURL: server.url,
      });
      await signIn(page, 'Dodi Kuis Dulu');
      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      await takeQuiz(page, /^Pretest/);
      expect(await resultsOf('Dodi Kuis Dulu')).toEqual([
        { is_pretest: true, materials_seen_first: false },
      ]);
      await page.close();

      const next = await browser!.newPage({
        viewport: { width: 1366, height: 768 },
        baseURL: server.url,
      });
      await signIn(next, 'Wulan Pengingat');
      await next.goto('/topics/slide-2');
      await next
        .getByRole('alert', { name: 'Kerjakan pretest dulu' })
        .getByRole('link', { name: 'Kerjakan pretest' })
        .click();
      await next.waitForURL('**/questions');
      await next.getByRole('heading', { level: 1, name: /^Pretest/ }).waitFor();
      await next.close();
    });
  });
});
