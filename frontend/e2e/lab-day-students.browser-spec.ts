import type { BrowserContext, Page } from 'playwright-core';
import { type CreatedSession, type HistoryRecord, questions } from '@piba/shared';
import { openBrowserSuite, screenshot } from './support/browser.js';
import { eventually } from './support/eventually.js';
import {
  fitsTheScreen as fits,
  giveIdentity as typeIdentity,
  POSTTEST,
  PRETEST,
  SAVED,
  submitQuiz,
  tabStorage,
} from './support/lab-day.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const ADMIN_KEY = 'kunci-admin-universitas-Hr7Nc2Xw5K';
const WAITING = 'Hasilmu belum terkirim dan akan dikirim otomatis saat koneksi kembali.';

const SCREENS = [
  { label: 'laptop', viewport: { width: 1366, height: 768 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

(browser ? describe : describe.skip)('a lab day in Chromium: students taking turns', () => {
  let server: RunningServer;
  let session: CreatedSession;
  const contexts: BrowserContext[] = [];

  /** A lab computer with one tab, as the first student of the day finds it. */
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
  const recordsOf = async (name: string) =>
    (await api<{ data: HistoryRecord[] }>('/history?pageSize=500')).data.filter(
      (record) => record.name === name,
    );

  const giveIdentity = async (page: Page, name: string, classRoom: string) => {
    const identity = await typeIdentity(page, name, classRoom);
    await identity.waitFor({ state: 'hidden' });
    await page.getByText(`Kamu: ${name} — ${classRoom}`).waitFor();
  };

  const journeyStatus = (page: Page) => page.getByTestId('journey-status');

  const fitsTheScreen = async (page: Page) => expect(await fits(page)).toBe(true);

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: ADMIN_KEY });
    session = await api<CreatedSession>('/sessions', {
      method: 'POST',
      body: JSON.stringify({ name: 'SMPN 3 Depok — kelas 8', consent_confirmed_by: 'Pak Budi' }),
    });
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it.each(SCREENS)(
    'on a $label: the next student at the same tab starts afresh, and the last one keeps their result',
    async ({ label, viewport }) => {
      const ani = `Ani ${label}`;
      const budi = `Budi ${label}`;
      const page = await newComputer(viewport);
      await page.goto(`/s/${session.code}`);
      await page.waitForURL(`${server.url}/`);
      await giveIdentity(page, ani, '8A');
      await page.getByText(`Sesi: ${session.name}`).waitFor();
      const aniId = (await tabStorage(page)).participantId;
      expect(aniId).toMatch(/^[0-9a-f-]{36}$/);

      // The lab's network drops as Ani submits her pre-test: it waits in the outbox.
      await page.route('**/api/history', (route) => route.abort('internetdisconnected'));
      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      const score = await submitQuiz(page, PRETEST, 6);
      await score.getByText(WAITING).waitFor();
      await score.getByRole('button', { name: 'Pelajari materi' }).click();
      await page.getByRole('heading', { name: 'Materi Belajar' }).waitFor();
      await journeyStatus(page)
        .getByText(
          'Pretest selesai (60%) — pelajari materinya dulu. Posttest bisa dikerjakan setelah hasil pretest terkirim.',
        )
        .waitFor();
      await page.getByText('1 hasil kuis menunggu dikirim…').waitFor();

      // A teacher opened the results in this tab earlier; that key is not the student's.
      await page.evaluate(() => sessionStorage.setItem('teacherKey', 'kunci-guru-tab'));
      await page.getByRole('link', { name: /Pengenalan Tubuh Manusia/ }).click();
      await page.waitForURL('**/topics/slide-1');
      await page.getByText(`Kamu: ${ani} — 8A`).waitFor();
      await fitsTheScreen(page);
      await screenshot(page, `lab-day-01-topic-signed-in-${label}`);

      // Ani leaves; Budi sits down at her tab.
      await page.getByRole('button', { name: 'Bukan kamu?' }).click();
      const confirm = page.getByRole('dialog', { name: 'Ganti siswa?' });
      await confirm.getByText(/jawaban kuis Ani .* akan dihapus/).waitFor();
      await screenshot(page, `lab-day-02-confirm-${label}`);
      await confirm.getByRole('button', { name: 'Ya, ganti siswa' }).click();
      await page.waitForURL(`${server.url}/`);
      const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
      await identity.waitFor();
      expect(await identity.getByLabel('Nama').inputValue()).toBe('');
      expect(await identity.getByLabel('Kelas').inputValue()).toBe('');
      expect(await tabStorage(page)).toEqual({
        isPretest: '1',
        teacherKey: 'kunci-guru-tab',
        joinedSessionCode: session.code,
        joinedSessionName: session.name,
        // The session's lesson, as the join link bound it: the next student learns the same.
        packVersion: session.pack_version,
      });
      await giveIdentity(page, budi, '8B');
      await page.getByText(`Sesi: ${session.name}`).waitFor();
      await journeyStatus(page)
        .getByText(/^Langkah pertama: kerjakan pretest/)
        .waitFor();
      await screenshot(page, `lab-day-03-next-student-${label}`);

      // The network comes back: Ani's pre-test goes out under Ani, and Budi stays at his pre-test.
      await page.unroute('**/api/history');
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.getByText('Semua hasil kuis sudah terkirim.').waitFor({ timeout: 30_000 });
      await eventually(async () =>
        expect(await recordsOf(ani)).toEqual([
          expect.objectContaining({
            class_room: '8A',
            participant_id: aniId,
            session_code: session.code,
            score: '6/10',
            is_pretest: true,
          }),
        ]),
      );
      expect((await tabStorage(page)).isPretest).toBe('1');
      await journeyStatus(page)
        .getByText(/^Langkah pertama: kerjakan pretest/)
        .waitFor();

      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      await page.getByText(`Kamu: ${budi} — 8B`).waitFor();
      const budiScore = await submitQuiz(page, PRETEST, 8);
      await budiScore.getByText(SAVED).waitFor();
      await budiScore.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(`${server.url}/`);
      const [budiPretest] = await recordsOf(budi);
      expect(budiPretest).toEqual(
        expect.objectContaining({ class_room: '8B', score: '8/10', is_pretest: true }),
      );
      expect(budiPretest.participant_id).not.toBe(aniId);
      expect(await recordsOf(ani)).toHaveLength(1);
    },
  );

  it('gives the next student a participant of their own when the last one skipped the name form', async () => {
    const page = await newComputer(SCREENS[0].viewport);
    await page.goto(`/s/${session.code}`);
    await page.waitForURL(`${server.url}/`);
    // The first student closes the name form and takes the pre-test without a name.
    const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    await identity.waitFor();
    await page.keyboard.press('Escape');
    await identity.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Mulai Quiz' }).click();
    const skipped = await submitQuiz(page, PRETEST, 3);
    await skipped.getByText(SAVED).waitFor();
    const skippedId = (await tabStorage(page)).participantId;
    await skipped.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.url}/`);

    // The next student finds the name form on home and types a name.
    const eko = 'Eko tanpa pendahulu';
    await giveIdentity(page, eko, '8C');
    expect((await tabStorage(page)).participantId).not.toBe(skippedId);
    await page.getByRole('link', { name: 'Mulai Quiz' }).click();
    const score = await submitQuiz(page, PRETEST, 7);
    await score.getByText(SAVED).waitFor();
    const [ekoPretest] = await recordsOf(eko);
    expect(ekoPretest).toEqual(expect.objectContaining({ is_pretest: true, score: '7/10' }));
    const nameless = (await api<{ data: HistoryRecord[] }>('/history?pageSize=500')).data.filter(
      (record) => record.name === null,
    );
    expect(nameless.map((record) => record.participant_id)).toEqual([skippedId]);
    expect(ekoPretest.participant_id).not.toBe(skippedId);
  });

  it.each(SCREENS)(
    'on a $label: a reload in the middle of the quiz keeps the answers given',
    async ({ label, viewport }) => {
      const name = `Citra ${label}`;
      const page = await newComputer(viewport);
      await page.goto('/');
      await giveIdentity(page, name, '9A');
      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      await page.getByRole('heading', { name: PRETEST }).waitFor();
      await page.getByText(`Kamu: ${name} — 9A`).waitFor();
      await fitsTheScreen(page);

      // Four answers, all right; then the page reloads (a new version, a slip of the finger).
      const groups = page.getByRole('radiogroup');
      const radio = (index: number, value: number) =>
        groups
          .nth(index)
          .getByRole('radio')
          .nth(value - 1);
      for (const [index, question] of questions.slice(0, 4).entries()) {
        await radio(index, question.correctAnswer).check();
      }
      await page.reload();
      await page.getByRole('heading', { name: PRETEST }).waitFor();
      await screenshot(page, `lab-day-04-after-reload-${label}`);
      // Each question: how many options are chosen, and whether the one chosen is the key.
      const kept: Array<[number, boolean]> = [];
      for (const [index, question] of questions.entries()) {
        kept.push([
          await groups.nth(index).getByRole('radio', { checked: true }).count(),
          await radio(index, question.correctAnswer).isChecked(),
        ]);
      }
      expect(kept).toEqual(questions.map((_, index) => (index < 4 ? [1, true] : [0, false])));
      // In the tab's storage only: the next student on this computer finds nothing.
      expect(Object.keys(JSON.parse((await tabStorage(page)).answersInProgress))).toHaveLength(4);
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

      // The rest answered wrong: the four kept answers are the four points.
      for (const [index, question] of questions.entries()) {
        if (index >= 4) await radio(index, (question.correctAnswer % 3) + 1).check();
      }
      await page.getByRole('button', { name: 'Submit' }).click();
      const score = page.getByRole('dialog', { name: 'Your Score' });
      await score.getByText('Score: 4/10').waitFor();
      await score.getByText(SAVED).waitFor();
      expect((await tabStorage(page)).answersInProgress).toBeUndefined();
    },
  );

  it.each(SCREENS)(
    'on a $label: the score dialog says what comes next, and home says where the student is',
    async ({ label, viewport }) => {
      const name = `Dewi ${label}`;
      const page = await newComputer(viewport);
      await page.goto('/');
      await giveIdentity(page, name, '7C');
      await journeyStatus(page)
        .getByText(/^Langkah pertama: kerjakan pretest/)
        .waitFor();

      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      const pretest = await submitQuiz(page, PRETEST, 5);
      await pretest.getByText(SAVED).waitFor();
      await pretest
        .getByText(/^Pretest selesai! Sekarang pelajari materinya: slide dan video/)
        .waitFor();
      const study = pretest.getByRole('button', { name: 'Pelajari materi' });
      expect(await study.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await pretest.getByRole('button', { name: 'Close' }).count()).toBe(1);
      await fitsTheScreen(page);
      await screenshot(page, `lab-day-05-pretest-next-step-${label}`);
      await study.click();

      // Home, scrolled to the materials, with the score cleared as Close clears it.
      const topics = page.getByRole('heading', { name: 'Materi Belajar' });
      await topics.waitFor();
      await eventually(async () => {
        const box = await topics.boundingBox();
        expect(box && box.y >= 0 && box.y < viewport.height / 2).toBe(true);
      });
      const stored = await tabStorage(page);
      expect([stored.score, stored.percentage]).toEqual([undefined, undefined]);
      await journeyStatus(page)
        .getByText('Pretest selesai (50%) — pelajari materinya, lalu kerjakan posttest.')
        .waitFor();
      await screenshot(page, `lab-day-06-home-after-pretest-${label}`);

      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      const posttest = await submitQuiz(page, POSTTEST, 9);
      await posttest.getByText(SAVED).waitFor();
      await posttest.getByText('Pretest 50% → Posttest 90%').waitFor();
      await posttest
        .getByText(
          'Posttest selesai! Semua langkah belajarmu di PIBA sudah lengkap. Terima kasih! Nilaimu naik 40 poin. Hebat!',
        )
        .waitFor();
      expect(await posttest.getByRole('button', { name: 'Pelajari materi' }).count()).toBe(0);
      await fitsTheScreen(page);
      await screenshot(page, `lab-day-07-posttest-done-${label}`);
      await posttest.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(`${server.url}/`);
      await journeyStatus(page)
        .getByText('Posttest selesai — terima kasih! Nilaimu: Pretest 50% → Posttest 90%.')
        .waitFor();
      await fitsTheScreen(page);
      await screenshot(page, `lab-day-08-home-done-${label}`);
      expect((await recordsOf(name)).map((record) => record.is_pretest)).toEqual([false, true]);
    },
  );
});
