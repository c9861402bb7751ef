import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { answerQuiz, answerQuizAtOnce } from './quiz.js';
import { REPO_ROOT } from './server.js';

/** The students' side of a lab day, as the lab-day browser specs drive it. */
export const PRETEST = 'Pretest - Jawab pertanyaan dengan seksama';
export const POSTTEST = 'Post Test - Jawab pertanyaan dengan seksama';
export const SAVED = 'Hasilmu sudah tersimpan.';
export const RETURNING_QUESTION =
  'Kamu sudah mengerjakan pretest di sesi ini. Lanjutkan ke posttest?';

/** What this tab keeps in sessionStorage. */
export const tabStorage = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));

/** Types a name and a class into the open name-and-class dialog and submits it. */
export async function giveIdentity(page: Page, name: string, classRoom: string) {
  const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
  await identity.getByLabel('Nama').fill(name);
  await identity.getByLabel('Kelas').fill(classRoom);
  await identity.getByRole('button', { name: 'Submit' }).click();
  return identity;
}

/**
 * Answers and submits the quiz page open at `heading`; returns the score dialog. `atOnce` clicks
 * the answers in one step (answerQuizAtOnce).
 */
export async function submitQuiz(page: Page, heading: string, correct: number, atOnce = false) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await (atOnce ? answerQuizAtOnce : answerQuiz)(page, correct);
  await page.getByRole('button', { name: 'Submit' }).click();
  const score = page.getByRole('dialog', { name: 'Your Score' });
  await score.getByText(`Score: ${correct}/10`).waitFor();
  return score;
}

/** From home: 'Mulai Quiz', the quiz at `heading`, saved, and back home with 'Close'. */
export async function takeQuizFromHome(
  page: Page,
  heading: string,
  correct: number,
  atOnce = false,
) {
  await page.getByRole('link', { name: 'Mulai Quiz' }).click();
  const score = await submitQuiz(page, heading, correct, atOnce);
  await score.getByText(SAVED).waitFor();
  await score.getByRole('button', { name: 'Close' }).click();
  await score.waitFor({ state: 'hidden' });
}

/**
 * "Bukan kamu?" and its confirmation: the tab forgets its student and asks for the next one.
 * `whileAsked` runs while the confirmation is open.
 */
export async function changeStudent(page: Page, whileAsked?: () => Promise<void> | undefined) {
  await page.getByRole('button', { name: 'Bukan kamu?' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ganti siswa?' });
  await confirm.getByRole('button', { name: 'Ya, ganti siswa' }).waitFor();
  await whileAsked?.();
  await confirm.getByRole('button', { name: 'Ya, ganti siswa' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await page.getByRole('dialog', { name: 'Masukkan Identitasmu' }).waitFor();
}

export const fitsTheScreen = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const DOC_IMAGES = resolve(REPO_ROOT, 'docs/images/lab-day');

/**
 * With PIBA_SCREENSHOTS=1, saves what the screen shows (not the whole page, to keep the files
 * small) as docs/images/lab-day/<name>.png, for docs/product.md; otherwise does nothing.
 */
export async function docScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.PIBA_SCREENSHOTS !== '1') return;
  mkdirSync(DOC_IMAGES, { recursive: true });
  await page.screenshot({ path: resolve(DOC_IMAGES, `${name}.png`), animations: 'disabled' });
}
