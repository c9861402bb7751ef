import type { BrowserContext, Page } from 'playwright-core';
import type { AnalyticsReport, CreatedSession } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import {
  fitsTheScreen as fits,
  giveIdentity,
  RETURNING_QUESTION as QUESTION,
} from './support/lab-day.js';
import { answerQuiz } from './support/quiz.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const ADMIN_KEY = 'kunci-admin-universitas-Lb4Wq8Tz2M';

const SCREENS = [
  { label: 'laptop', viewport: { width: 1366, height: 768 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

(browser ? describe : describe.skip)('a lab day in Chromium: returning students and codes', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  /** A new browser context: another computer, with nothing of the last one's tab. */
  const newComputer = async (viewport: { width: number; height: number }): Promise<Page> => {
    const context = await browser!.newContext({ baseURL: server.url, viewport });
    contexts.push(context);
    return context.newPage();
  };
  const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-teacher-key': ADMIN_KEY, ...init.headers },
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as T;
  };
  const createSession = (name: string) =>
    api<CreatedSession>('/sessions', {
      method: 'POST',
      body: JSON.stringify({ name, consent_confirmed_by: 'Bu Sari, guru BK' }),
    });

  /** Takes the quiz from home; returns the heading the quiz page opened with. */
  const takeQuiz = async (page: Page, correct: number): Promise<string> => {
    await page.getByRole('link', { name: 'Mulai Quiz' }).click();
    await page.waitForURL('**/questions');
    // The address changes before the quiz's own code has drawn it: read the quiz's heading.
    const quizHeading = page.getByRole('heading', { level: 1, name: /Jawab pertanyaan/ });
    await quizHeading.waitFor();
    const heading = (await quizHeading.innerText()).trim();
    await answerQuiz(page, correct);
    await page.getByRole('button', { name: 'Submit' }).click();
    const score = page.getByRole('dialog', { name: 'Your Score' });
    await score.getByText(`Score: ${correct}/10`).waitFor();
    await page.getByText('Hasilmu sudah tersimpan.').waitFor();
    await score.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
    return heading;
  };

  const fitsTheScreen = async (page: Page) => expect(await fits(page)).toBe(true);

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: ADMIN_KEY });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  describe.each(SCREENS)('on a $label', ({ label, viewport }) => {
    it('pairs a post-test taken on another computer with the pre-test taken on the first', async () => {
      const session = await createSession(`SMP Harapan — kelas 8 (${label})`);
      const joinLink = `/s/${session.code}`;

      // The first lab day: the pre-test.
      const first = await newComputer(viewport);
      await first.goto(joinLink);
      const identity = await giveIdentity(first, 'Dewi Lestari', '8B');
      await identity.waitFor({ state: 'hidden' });
      await first.getByText(`Sesi: ${session.name}`).waitFor();
      expect(await first.getByRole('dialog', { name: QUESTION }).count()).toBe(0);
      expect(await takeQuiz(first, 4)).toBe('Pretest - Jawab pertanyaan dengan seksama');
      await first.context().close();

      // Another computer, another day: the same student, the same name and class.
      const second = await newComputer(viewport);
      await second.goto(joinLink);
      await giveIdentity(second, 'Dewi Lestari', '8B');
      const question = second.getByRole('dialog', { name: QUESTION });
      await question.waitFor();
      // Nothing about that pre-test: no score, no time.
      expect(await question.innerText()).not.toMatch(/\d/);
      await fitsTheScreen(second);
      await screenshot(second, `lab-day-01-returning-${label}`);
      await question.getByRole('button', { name: 'Lanjutkan ke posttest' }).click();
      await question.waitFor({ state: 'hidden' });
      await second.getByRole('dialog', { name: 'Masukkan Identitasmu' }).waitFor({
        state: 'hidden',
      });
      expect(await takeQuiz(second, 9)).toBe('Post Test - Jawab pertanyaan dengan seksama');

      const report = await api<AnalyticsReport>(`/analytics?session=${session.code}`);
      expect(report.overall).toMatchObject({
        pretestStudents: 1,
        posttestStudents: 1,
        pairedStudents: 1,
      });
      expect(report.pairs).toEqual([
        expect.objectContaining({ name: 'Dewi Lestari', class_room: '8B', pre: 40, post: 90 }),
      ]);
      expect(report.withoutPosttest).toEqual([]);
    });

    it('joins a student on home by the code typed in "Kode sesi"', async () => {
      const session = await createSession(`SMP Harapan — kelas 7 (${label})`);
      const page = await newComputer(viewport);
      await page.goto('/');
      const identity = await giveIdentity(page, 'Citra Ayu', '7C');
      await identity.waitFor({ state: 'hidden' });
      const field = page.getByRole('textbox', { name: 'Kode sesi' });
      await field.fill(session.code.toLowerCase());
      await fitsTheScreen(page);
      await screenshot(page, `lab-day-03-home-kode-sesi-${label}`);
      await field.press('Enter');
      await page.getByText(`Sesi: ${session.name}`).waitFor();
      await page.getByText('Berhasil bergabung ke sesi.').waitFor();
      expect(await field.count()).toBe(0);
      expect(await takeQuiz(page, 5)).toBe('Pretest - Jawab pertanyaan dengan seksama');
      const saved = await api<{ data: Array<{ name: string; session_code: string }> }>(
        `/history?session=${session.code}`,
      );
      expect(saved.data.map((row) => [row.name, row.session_code])).toEqual([
        ['Citra Ayu', session.code],
      ]);
    });

    it('joins a student who opened a stale link by the code typed in "Kode sesi"', async () => {
      const session = await createSession(`SMP Harapan — kelas 9 (${label})`);
      const page = await newComputer(viewport);
      await page.goto('/s/ZZZZZZ');
      await page
        .getByRole('heading', { name: 'Sesi dengan kode ZZZZZZ tidak ditemukan' })
        .waitFor();
      // As a student copies it from the board: lower case, with a dash. By keyboard only.
      const typed = `${session.code.slice(0, 3)}-${session.code.slice(3)}`.toLowerCase();
      await page.getByLabel('Kode sesi').fill(typed);
      await fitsTheScreen(page);
      await screenshot(page, `lab-day-02-kode-sesi-${label}`);
      await page.getByLabel('Kode sesi').press('Enter');
      await page.waitForURL(`${server.url}/`);
      await page.getByText(`Sesi: ${session.name}`).waitFor();
      await giveIdentity(page, 'Bima Saputra', '9A');
      expect(await takeQuiz(page, 6)).toBe('Pretest - Jawab pertanyaan dengan seksama');
      const saved = await api<{ data: Array<{ name: string; session_code: string }> }>(
        `/history?session=${session.code}`,
      );
      expect(saved.data.map((row) => [row.name, row.session_code])).toEqual([
        ['Bima Saputra', session.code],
      ]);
    });
  });
});
