import type { Locator, Page } from 'playwright-core';
import { questions } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { answerQuiz } from './support/quiz.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

/** Whether the whole of `locator` is within the window, not scrolled out of it. */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

const optionText = (index: number, value: number) =>
  questions[index].options.find((option) => option.value === value)!.text;

async function takeQuiz(page: Page, heading: string, correct: number) {
  await page.goto('/questions');
  await page
    .getByRole('heading', { name: `${heading} - Jawab pertanyaan dengan seksama` })
    .waitFor();
  await answerQuiz(page, correct);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Score' });
  await dialog.getByText('Hasilmu sudah tersimpan.').waitFor();
  return dialog;
}

(browser ? describe : describe.skip)('the review after the post-test in Chromium', () => {
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    server = await startServer(database!.env);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it.each([
    [1366, 768],
    [390, 844],
  ])(
    'at %i×%i: none after the pre-test, every question after the post-test',
    async (width, height) => {
      page = await browser!.newPage({ viewport: { width, height }, baseURL: server.url });
      await page.goto('/');
      const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
      await identity.getByLabel('Nama').fill(`Review ${width}`);
      await identity.getByLabel('Kelas').fill('8B');
      await identity.getByRole('button', { name: 'Submit' }).click();
      await identity.waitFor({ state: 'hidden' });

      const pretest = await takeQuiz(page, 'Pretest', 3);
      await pretest.getByText('Score: 3/10').waitFor();
      expect(await pretest.getByRole('button', { name: 'Lihat pembahasan' }).count()).toBe(0);
      await pretest.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('heading', { name: 'Selamat datang di PIBA!' }).waitFor();

      const posttest = await takeQuiz(page, 'Post Test', 7);
      await posttest.getByText('Pretest 30% → Posttest 70%').waitFor();
      // By keyboard: Close has the focus, the review button is just before it.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      const review = page.getByRole('dialog', { name: 'Pembahasan' });
      await review.waitFor();
      await screenshot(page, `review-01-${width}x${height}`);
      const back = review.getByRole('button', { name: 'Kembali ke nilai' });
      expect(await back.evaluate((button) => button === document.activeElement)).toBe(true);
      // A phone gives the review its whole screen; a computer a column of 900 px, centred.
      const box = (await review.boundingBox())!;
      expect(box).toMatchObject(
        width < 600 ? { x: 0, y: 0, width, height } : { x: (width - 900) / 2, width: 900 },
      );

      const items = review.getByRole('listitem');
      expect(await items.count()).toBe(10);
      for (const [index, question] of questions.entries()) {
        const right = index < 7;
        const chosen = right ? question.correctAnswer : (question.correctAnswer % 3) + 1;
        const item = items.nth(index);
        expect(await item.getByTestId('review-chosen').innerText()).toContain(
          optionText(index, chosen),
        );
        expect(await item.getByTestId('review-key').innerText()).toContain(
          optionText(index, question.correctAnswer),
        );
        expect(await item.getByText(right ? 'Benar' : 'Salah', { exact: true }).count()).toBe(1);
      }
      // The whole review is reachable on a phone: the last explanation scrolls into view.
      const last = items.nth(9).getByText(questions[9].explanation);
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
      // The questions scroll between the title and the way back, which stay on the screen.
      for (const stays of [review.getByRole('heading', { name: 'Pembahasan' }), back]) {
        expect(await onScreen(stays)).toBe(true);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await page.keyboard.press('Escape');
      await posttest.getByText('Score: 7/10').waitFor();
      await posttest.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('heading', { name: 'Selamat datang di PIBA!' }).waitFor();
      await page.close();
    },
  );
});
