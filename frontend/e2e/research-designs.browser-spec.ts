import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  answerKeyVersion,
  defaultPackDocument,
  type DesignsReport,
  formFor,
  optionsInOrder,
  type PackAttitudeItem,
  type PackDocument,
  type PackQuestion,
  wibDate,
} from '@piba/shared';
import { createSqliteDatabase } from '@piba/test-support/databases';
import { launchChromium } from './support/browser.js';
import { giveIdentity, POSTTEST, PRETEST, SAVED } from './support/lab-day.js';
import { scrollToReportRest } from './support/report.js';
import { type RunningServer, startServer } from './support/server.js';

/*
 * The research designs in Chromium against the built server, on the embedded database only (to
 * keep the run short): a pack version with a parallel form B and an attitude scale; the
 * administrator creating, with the keyboard on the sessions form, an AB-BA session with shuffled
 * options and a delayed test open from its first day, a taught session and a comparison class;
 * two students taking the AB-BA session in the browser (forms by their arrival, Likert
 * statements, their own option order kept on the review, and "Lanjutkan ke tes tunda?" when
 * they come back), the rest of the class sent through the API; one comparison student finding
 * the lesson closed until the post-test; the teacher's analysis, programme view, printed report
 * (its "Metode analisis" too) and workbook of those designs.
 */

const browser = await launchChromium();
const database = browser ? await createSqliteDatabase() : null;

const KEY = 'kunci-desain-penelitian-Zc4Vb8Ns1Lq6';
const LAB_PC = { width: 1366, height: 768 };
const DELAYED = 'Tes Tunda - Jawab pertanyaan dengan seksama';
const DELAYED_QUESTION = 'Kamu sudah mengerjakan posttest di sesi ini. Lanjutkan ke tes tunda?';
const WAITING_LESSON =
  'Kelasmu adalah kelompok pembanding dalam penelitian ini. Materi belajar dibuka setelah kamu mengerjakan pretest dan posttest, agar hasilnya dapat dibandingkan dengan kelas lain.';
const OPENED_LESSON =
  'Terima kasih sudah mengerjakan posttest. Sekarang materi belajar terbuka untukmu: silakan pelajari.';

/** Four statements, two of them negative (reversed in the scale's total). */
const SCALE: PackAttitudeItem[] = [
  { id: 'suka-senam', text: 'Saya suka melakukan senam.', positive: true },
  { id: 'senam-membosankan', text: 'Senam itu membosankan bagi saya.', positive: false },
  { id: 'gerak-penting', text: 'Bergerak setiap hari itu penting.', positive: true },
  { id: 'malas-bergerak', text: 'Saya malas bergerak setelah sekolah.', positive: false },
];
const LIKERT = ['Sangat tidak setuju', 'Tidak setuju', 'Ragu-ragu', 'Setuju', 'Sangat setuju'];

interface PackVersionBody {
  version: string;
  answer_key_version: string;
  document: PackDocument;
}
type Key = ReadonlyArray<Pick<PackQuestion, 'name' | 'correctAnswer'>>;

/** A result of `key` with its first `right` questions right, a wrong one by turns otherwise. */
function result(key: Key, version: string, right: number, student: number) {
  return {
    answers: Object.fromEntries(
      key.map((question, index) => [
        question.name,
        index < right ? question.correctAnswer : ((question.correctAnswer + (student % 2)) % 3) + 1,
      ]),
    ),
    answer_key_version: version,
    score: `${right}/${key.length}`,
    percentage: Math.floor((100 * right) / key.length),
  };
}

/** The student's place in the AB-BA session's arrival order, as the server gave it to the tab. */
const arrivalOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.endsWith('arrival'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { arrival: number }).arrival : null;
  });

/** Whether `locator`'s element has the keyboard's focus. */
const focused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** A table's rows once drawn, each cell's text. */
async function rowsOf(page: Page, name: string | RegExp): Promise<string[][]> {
  const rows = page.getByRole('table', { name }).locator('tbody tr');
  await rows.first().waitFor();
  return rows.evaluateAll((drawn) =>
    drawn.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()),
    ),
  );
}

/** The server writes d_z; the page sets it as d with a subscript z, which reads "dz". */
const asSet = (text: string) => text.replace(/\b([A-Za-z])_([A-Za-z]+)\b/g, '$1$2');

const context = (page: Page) => page.context();

/** The text of a report section, by its id. */
const sectionText = (page: Page, id: string) =>
  page.locator(`section[aria-labelledby="${id}"]`).innerText();

(database ? describe : describe.skip)('research designs in Chromium', () => {
  let server: RunningServer;
  let pack: PackVersionBody;
  let formBVersion: string;
  let designed: { code: string; join_url: string };
  let taught: { code: string; join_url: string };
  let control: { code: string; join_url: string };
  const contexts: BrowserContext[] = [];
  const today = wibDate(new Date());

  const call = async <T>(path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-teacher-key': KEY },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };

  async function newPage() {
    const context = await browser!.newContext({
      baseURL: server.url,
      viewport: LAB_PC,
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    return context.newPage();
  }

  async function teacherPage(path: string) {
    const page = await newPage();
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
    await dialog.getByLabel('Kunci akses').fill(KEY);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await scrollToReportRest(page);
    return page;
  }

  const formOf = (letter: 'A' | 'B') =>
    letter === 'A'
      ? { key: pack.document.questions, version: pack.answer_key_version }
      : { key: pack.document.form_b!, version: formBVersion };

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: KEY });
    // The pack version, made through the API as the programme team's tools would.
    const standard = await call<PackVersionBody>('/pack-versions/default');
    const copy = await call<{ id: string; revision: number; document: PackDocument }>(
      '/packs',
      'POST',
      { from_version: standard.version },
    );
    const document: PackDocument = {
      ...copy.document,
      title: 'PIBA dengan bentuk paralel',
      // Form B: a parallel question per position (same topic and slide), asked in other words.
      form_b: copy.document.questions.map((question, index) => ({
        ...structuredClone(question),
        name: `bentukb${index + 1}`,
        question: `Bentuk B: ${question.question}`,
      })),
      attitude_scale: SCALE,
    };
    await call(`/packs/${copy.id}/draft`, 'PUT', { revision: copy.revision, document });
    const published = await call<{ version: string }>(`/packs/${copy.id}/publish`, 'POST', {
      note: 'Bentuk B dan skala sikap',
    });
    pack = await call<PackVersionBody>(`/pack-versions/${published.version}`);
    formBVersion = answerKeyVersion(pack.document.form_b!);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  /** Joins `session` by its link as `name` of class `classRoom`. */
  async function join(page: Page, session: { join_url: string }, name: string, classRoom: string) {
    await page.goto(new URL(session.join_url, server.url).pathname);
    await page.waitForURL((url) => url.pathname === '/');
    await giveIdentity(page, name, classRoom);
  }

  const participantOf = (page: Page) =>
    page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.endsWith('participantId'));
      return key ? sessionStorage.getItem(key)! : '';
    });

  /**
   * From home, the designed session's test at `heading`: checks the form and the option order the
   * student sees, answers the first `right` questions right and every statement with `ratings`,
   * and submits it. Answers the options' texts as shown, each question's in order.
   */
  async function takeDesignedTest(
    page: Page,
    heading: string,
    testIs: 'pre' | 'post' | 'delayed',
    right: number,
    ratings: number[],
  ) {
    await page.getByRole('link', { name: 'Mulai Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const participant = await participantOf(page);
    await page.getByRole('radiogroup').first().waitFor();
    const arrival = await arrivalOf(page);
    expect(arrival).not.toBeNull();
    const letter = formFor('AB-BA', arrival!, testIs === 'pre');
    const { key } = formOf(letter);
    const questions = letter === 'A' ? pack.document.questions : pack.document.form_b!;
    const groups = page.getByRole('radiogroup');
    await page.getByRole('radiogroup', { name: `1. ${questions[0].question}` }).waitFor();
    expect(await groups.count()).toBe(questions.length + SCALE.length);
    // The options in this student's own order: A, B and C stay, the texts move.
    const shown: string[][] = [];
    for (const [index, question] of questions.entries()) {
      const group = page.getByRole('radiogroup', {
        name: `${index + 1}. ${question.question}`,
        exact: true,
      });
      const labels = await group.locator('label').allInnerTexts();
      const expected = optionsInOrder(question.options, participant, question.name).map(
        (option, at) => `${'ABC'[at]}. ${option.text}`,
      );
      expect(labels.map((label) => label.trim())).toEqual(expected);
      shown.push(expected);
      const value =
        index < right ? key[index].correctAnswer : ((key[index].correctAnswer + 1) % 3) + 1;
      const text = question.options.find((option) => option.value === value)!.text;
      const at = expected.findIndex((label) => label.endsWith(`. ${text}`));
      await group.getByRole('radio', { name: expected[at], exact: true }).check();
    }
    // The attitude statements after the questions, each rated 1–5.
    await page
      .getByRole('heading', { name: 'Sikap: seberapa setuju kamu dengan pernyataan berikut?' })
      .waitFor();
    for (const [index, item] of SCALE.entries()) {
      await page
        .getByRole('radiogroup', { name: `${index + 1}. ${item.text}`, exact: true })
        .getByRole('radio', { name: LIKERT[ratings[index] - 1], exact: true })
        .check();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    const score = page.getByRole('dialog', { name: 'Your Score' });
    await score.getByText(`Score: ${right}/${questions.length}`).waitFor();
    await score.getByText(SAVED).waitFor();
    return { score, letter, shown, questions, participant, arrival };
  }

  /**
   * Creates a session on the sessions page's form with the keyboard alone (the pack version's
   * native select aside, and the date typed into its field): each control is reached by Tab or
   * focused, and worked by Space, Enter and the arrow keys. Answers its code and join link, as the
   * dialog after it shows them.
   */
  async function createSession(
    page: Page,
    session: {
      name: string;
      packVersion?: string;
      shuffle?: boolean;
      abba?: boolean;
      delayedFrom?: string;
      comparison?: boolean;
    },
  ): Promise<{ code: string; join_url: string }> {
    const name = page.getByLabel('Nama sesi');
    await name.focus();
    await page.keyboard.type(session.name);
    if (session.packVersion)
      await page.getByLabel('Paket materi').selectOption(session.packVersion);
    const toggle = page.getByRole('button', { name: 'Desain penelitian (opsional)' });
    await toggle.focus();
    // Open once; it stays open for the next session on the page, its fields reset.
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The section's first field follows its button in the Tab order.
    const shuffle = page.getByRole('checkbox', { name: 'Urutan pilihan diacak per siswa' });
    await page.keyboard.press('Tab');
    expect(await focused(shuffle)).toBe(true);
    if (session.shuffle) await page.keyboard.press('Space');
    expect(await shuffle.isChecked()).toBe(session.shuffle === true);
    if (session.abba) {
      await page.getByText('Paket materi sesi ini memiliki bentuk soal B.').waitFor();
      // Tab moves into the radio group at its chosen form; the arrows choose within it.
      await page.keyboard.press('Tab');
      expect(await focused(page.getByRole('radio', { name: /^A saja/ }))).toBe(true);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: /^AB-BA/ }).isChecked()).toBe(true);
    }
    if (session.delayedFrom) {
      const date = page.getByLabel('Tes tunda mulai');
      // The session's first day is the earliest the field offers.
      expect(await date.getAttribute('min')).toBe(session.delayedFrom);
      await date.fill(session.delayedFrom);
    }
    if (session.comparison) {
      const comparison = page.getByRole('checkbox', {
        name: 'Kelompok pembanding (tanpa materi sebelum posttest)',
      });
      await comparison.focus();
      await page.keyboard.press('Space');
      expect(await comparison.isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: 'Buat sesi' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: session.name });
    const key = (await dialog.getByTestId('session-key').innerText()).trim();
    const code = key.split('-')[0];
    await dialog.getByRole('button', { name: 'Tutup' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    return { code, join_url: `/s/${code}` };
  }

  it('the administrator creates the AB-BA session, a taught session and a comparison class on the sessions form with the keyboard', async () => {
    const page = await newPage();
    await page.goto('/history');
    const dialog = page.getByRole('dialog', { name: 'Kunci akses guru' });
    await dialog.getByLabel('Kunci akses').fill(KEY);
    await dialog.getByRole('button', { name: 'Buka tabel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Sesi sekolah' }).click();
    await page.waitForURL('**/history/sessions');
    designed = await createSession(page, {
      name: 'SMP Desain — Kelas 8D',
      packVersion: pack.version,
      shuffle: true,
      abba: true,
      delayedFrom: today,
    });
    taught = await createSession(page, { name: 'SMP Diajar — Kelas 8E' });
    control = await createSession(page, { name: 'SMP Pembanding — Kelas 8F', comparison: true });
    // The sessions list says each one's designs, and the server stored them as chosen.
    const designedRow = page.getByRole('row', { name: /SMP Desain — Kelas 8D/ });
    await designedRow
      .getByText(`Bentuk AB-BA · pilihan diacak · tes tunda ${today}`, { exact: false })
      .waitFor();
    await page
      .getByRole('row', { name: /SMP Pembanding — Kelas 8F/ })
      .getByText('kelompok pembanding', { exact: false })
      .waitFor();
    const { data } = await call<{
      data: Array<{
        code: string;
        pack_version: string;
        form_design?: string;
        shuffle_options?: boolean;
        delayed_test_from?: string | null;
        comparison?: boolean;
      }>;
    }>('/sessions');
    const byCode = new Map(data.map((row) => [row.code, row]));
    expect(byCode.get(designed.code)).toMatchObject({
      pack_version: pack.version,
      form_design: 'AB-BA',
      shuffle_options: true,
      delayed_test_from: today,
      comparison: false,
    });
    // A session without designs answers none of their fields.
    expect(byCode.get(taught.code)).not.toHaveProperty('form_design');
    expect(byCode.get(control.code)).toMatchObject({ form_design: 'A', comparison: true });
    await context(page).close();
  }, 90_000);

  it('an AB-BA session: two students take both tests in the browser with shuffled options and the attitude scale, then the delayed test', async () => {
    const browserStudents = [
      { name: 'Rina Lestari', classRoom: '8D', pre: 3, post: 8, delayed: 7 },
      { name: 'Bayu Saputra', classRoom: '8D', pre: 4, post: 9, delayed: 6 },
    ];
    const ratings = { pre: [2, 4, 3, 4], post: [4, 2, 5, 2], delayed: [4, 2, 4, 2] };
    const participants: string[] = [];
    for (const student of browserStudents) {
      const page = await newPage();
      await join(page, designed, student.name, student.classRoom);
      await page.getByText(`Kamu: ${student.name} — ${student.classRoom}`).waitFor();
      const pre = await takeDesignedTest(page, PRETEST, 'pre', student.pre, ratings.pre);
      // The students alternate by arrival: the first A then B, the second B then A.
      expect([pre.arrival, pre.letter]).toEqual(participants.length === 0 ? [0, 'A'] : [1, 'B']);
      await pre.score.getByRole('button', { name: 'Close' }).click();
      await pre.score.waitFor({ state: 'hidden' });
      const post = await takeDesignedTest(page, POSTTEST, 'post', student.post, ratings.post);
      // AB-BA: the post-test is the other form.
      expect(post.letter).not.toBe(pre.letter);
      // The review shows each question in the order this student saw it.
      await post.score.getByRole('button', { name: 'Lihat pembahasan' }).click();
      const review = page.getByRole('dialog', { name: 'Pembahasan' });
      const chosen = await review.getByTestId('review-chosen').allInnerTexts();
      const keys = await review.getByTestId('review-key').allInnerTexts();
      post.questions.forEach((question, index) => {
        const keyText = question.options.find(
          (option) => option.value === question.correctAnswer,
        )!.text;
        expect(keys[index]).toBe(
          `Jawaban benar: ${post.shown[index].find((label) => label.endsWith(`. ${keyText}`))}`,
        );
        expect(post.shown[index]).toContain(chosen[index].replace('Jawabanmu: ', ''));
      });
      participants.push(post.participant);
      await context(page).close();
    }

    // The rest of the class, through the API: pre, post, delayed (of 10) and the ratings.
    const seeded = [
      {
        pre: 2,
        post: 8,
        delayed: 7,
        first: 'A',
        r: [
          [2, 3, 4, 3],
          [4, 2, 5, 2],
        ],
      },
      {
        pre: 3,
        post: 9,
        delayed: 6,
        first: 'B',
        r: [
          [3, 3, 3, 3],
          [5, 1, 4, 2],
        ],
      },
      {
        pre: 1,
        post: 6,
        delayed: null,
        first: 'A',
        r: [
          [1, 4, 2, 5],
          [3, 3, 3, 4],
        ],
      },
      {
        pre: 4,
        post: 10,
        delayed: 8,
        first: 'B',
        r: [
          [3, 2, 4, 4],
          [5, 2, 5, 1],
        ],
      },
      {
        pre: 2,
        post: 7,
        delayed: null,
        first: 'A',
        r: [
          [2, 4, 3, 3],
          [4, 2, 4, 2],
        ],
      },
    ] as const;
    for (const [index, student] of seeded.entries()) {
      const identity = {
        participant_id: randomUUID(),
        name: `Siswa ${index + 1}`,
        class_room: '8D',
        session_code: designed.code,
      };
      const second: 'A' | 'B' = student.first === 'A' ? 'B' : 'A';
      const tests: Array<{
        form: 'A' | 'B';
        right: number;
        pre: boolean;
        ratings?: readonly number[];
        delayed?: true;
      }> = [
        { form: student.first, right: student.pre, pre: true, ratings: student.r[0] },
        { form: second, right: student.post, pre: false, ratings: student.r[1] },
        ...(student.delayed === null
          ? []
          : [{ form: second, right: student.delayed, pre: false, delayed: true as const }]),
      ];
      for (const test of tests) {
        const { key, version } = formOf(test.form);
        await call('/history', 'POST', {
          ...identity,
          submission_id: randomUUID(),
          ...result(key, version, test.right, index),
          test_form: test.form,
          ...(test.ratings
            ? { attitude: Object.fromEntries(SCALE.map((item, i) => [item.id, test.ratings![i]])) }
            : {}),
          is_pretest: test.pre,
          is_posttest: !test.pre,
          ...(test.delayed ? { is_delayed: true } : {}),
        });
      }
    }

    // Both browser students come back on another computer, by their name and class.
    for (const [index, student] of browserStudents.entries()) {
      const page = await newPage();
      await join(page, designed, student.name, student.classRoom);
      const asked = page.getByRole('dialog', { name: DELAYED_QUESTION });
      await asked.getByRole('button', { name: 'Lanjutkan ke tes tunda' }).click();
      await asked.waitFor({ state: 'hidden' });
      const delayed = await takeDesignedTest(
        page,
        DELAYED,
        'delayed',
        student.delayed,
        ratings.delayed,
      );
      // Their own id again, so the delayed test (the post-test's form) shows each question's
      // options in the order their post-test and its review showed them.
      expect(delayed.participant).toBe(participants[index]);
      await context(page).close();
    }

    const { data } = await call<{
      data: { name: string; is_delayed?: boolean; test_form?: string; attitude?: object }[];
    }>(`/history?session=${designed.code}&pageSize=100`);
    expect(data).toHaveLength(2 * 3 + 5 * 2 + 3);
    for (const student of browserStudents) {
      const own = data.filter((record) => record.name === student.name);
      expect(own).toHaveLength(3);
      expect(own.filter((record) => record.is_delayed)).toHaveLength(1);
      expect(own.every((record) => record.attitude)).toBe(true);
    }
  }, 150_000);

  it('a comparison student finds the lesson closed until the post-test, then open', async () => {
    const page = await newPage();
    await join(page, control, 'Dewi Anggraini', '8F');
    await page.getByText(WAITING_LESSON).waitFor();
    await page.goto(`/topics/${defaultPackDocument.topics[0].id}`);
    await page.getByText(WAITING_LESSON).waitFor();
    await page.goto('/');
    for (const [heading, right] of [
      [PRETEST, 3],
      [POSTTEST, 5],
    ] as const) {
      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.evaluate((count) => {
        document.querySelectorAll('[role="radiogroup"]').forEach((group, index) => {
          const radios = group.querySelectorAll<HTMLInputElement>('input[type="radio"]');
          radios[index < count ? 0 : 1].click();
        });
      }, right);
      await page.getByRole('button', { name: 'Submit' }).click();
      const score = page.getByRole('dialog', { name: 'Your Score' });
      await score.getByText(SAVED).waitFor();
      await score.getByRole('button', { name: 'Close' }).click();
      await score.waitFor({ state: 'hidden' });
      if (heading === PRETEST) await page.getByText(WAITING_LESSON).waitFor();
    }
    await page.getByText(OPENED_LESSON).waitFor();
    expect(await page.getByText(WAITING_LESSON).count()).toBe(0);
    await context(page).close();

    // The rest of both classes, through the API.
    const standard = await call<PackVersionBody>('/pack-versions/default');
    const scores = [
      [
        taught,
        [
          [2, 8],
          [3, 9],
          [1, 6],
          [4, 10],
          [3, 7],
        ],
      ],
      [
        control,
        [
          [2, 4],
          [3, 3],
          [1, 4],
          [5, 6],
          [2, 5],
        ],
      ],
    ] as const;
    for (const [session, pairs] of scores) {
      for (const [index, [pre, post]] of pairs.entries()) {
        const identity = {
          participant_id: randomUUID(),
          name: `Siswa ${index + 1}`,
          class_room: '8E',
          session_code: session.code,
        };
        for (const [right, pretest] of [
          [pre, true],
          [post, false],
        ] as const) {
          await call('/history', 'POST', {
            ...identity,
            submission_id: randomUUID(),
            ...result(standard.document.questions, standard.answer_key_version, right, index),
            is_pretest: pretest,
            is_posttest: !pretest,
          });
        }
      }
    }
  }, 60_000);

  it("shows the teacher the designed session's attitude, forms and delayed sections, in print and in the workbook", async () => {
    const report = await call<{ designs: DesignsReport; evidence: { pairs: number } }>(
      `/analytics?session=${designed.code}`,
    );
    expect(report.evidence.pairs).toBe(7);
    const page = await teacherPage(`/history/analytics?sesi=${designed.code}`);
    const sections = [
      ['analisis-sikap', 'attitude', /^Tabel \d+\. Skala sikap: skor total dan reliabilitas/],
      ['analisis-bentuk', 'forms', /^Tabel \d+\. Bentuk soal A dan B:/],
      ['analisis-tes-tunda', 'delayed', /^Tabel \d+\. Pretest, posttest dan tes tunda$/],
    ] as const;
    for (const [id, design, table] of sections) {
      const sentence = report.designs[design]?.sentence;
      expect(sentence).toBeTruthy();
      await page.getByRole('table', { name: table }).waitFor();
      expect(await sectionText(page, id)).toContain(asSet(sentence!));
    }
    const attitude = await rowsOf(page, /^Tabel \d+\. Skala sikap: pernyataan pada posttest$/);
    expect(attitude.map((row) => row.slice(0, 2))).toEqual(
      SCALE.map((item) => [item.id, item.positive ? 'positif' : 'negatif']),
    );
    expect(await page.locator('section[aria-labelledby="analisis-pembanding"]').count()).toBe(0);

    // "Unduh Excel": a sheet per design, its figures as number cells.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual(expect.arrayContaining(['Skala sikap', 'Bentuk paralel', 'Tes tunda']));
    expect(names).not.toContain('Kelas pembanding');
    for (const name of ['Skala sikap', 'Bentuk paralel', 'Tes tunda']) {
      const figures = new Map<string, ExcelJS.CellValue>();
      workbook.getWorksheet(name)!.eachRow((row) => {
        figures.set(row.getCell(1).text, row.getCell(2).value);
      });
      expect([...figures.values()].some((value) => typeof value === 'number')).toBe(true);
    }
    const delayedSheet = new Map<string, ExcelJS.CellValue>();
    workbook.getWorksheet('Tes tunda')!.eachRow((row) => {
      delayedSheet.set(row.getCell(1).text, row.getCell(2).value);
    });
    expect(delayedSheet.get('students')).toBe(5);

    // "Metode analisis" names each design and the tests the data chose.
    await page.getByRole('heading', { name: 'Metode analisis' }).waitFor();
    const method = await sectionText(page, 'analisis-metode');
    const chosen = (design: 'attitude' | 'forms') => {
      const section = report.designs[design] as {
        comparison?: { chosen: string | null };
        overall?: { comparison: { chosen: string | null } };
      };
      const test = (section.comparison ?? section.overall!.comparison).chosen;
      return test === 'paired-t' ? 'uji t berpasangan' : 'uji peringkat bertanda Wilcoxon';
    };
    for (const text of [
      'Skala sikap: 4 pernyataan Likert',
      `Selisih skor total posttest − pretest diuji dengan aturan yang sama seperti pengetahuan (Shapiro–Wilk, lalu uji t berpasangan atau uji Wilcoxon); pada data ini dipakai ${chosen('attitude')}.`,
      'Bentuk soal paralel: desain AB-BA (counterbalanced): siswa bergantian menurut urutan kedatangan',
      `perubahan semua pasangan diuji seperti pengetahuan, pada data ini dipakai ${chosen('forms')}.`,
      'Tes tunda: siswa mengerjakan tes lagi',
      'uji Friedman (Friedman, 1937)',
    ]) {
      expect(method).toContain(text);
    }
    expect(method).not.toContain('Kelompok pembanding:');

    // Printed: the design tables are on paper too.
    await page.emulateMedia({ media: 'print' });
    for (const [, , table] of sections) {
      expect(await page.getByRole('table', { name: table }).isVisible()).toBe(true);
    }
    expect(
      await page
        .getByRole('table', {
          name: /^Tabel \d+\. Uji Wilcoxon berpasangan dengan penyesuaian Holm$/,
        })
        .isVisible(),
    ).toBe(true);
    await page.close();
  }, 90_000);

  it('shows the administrator the taught and comparison classes side by side in the programme view', async () => {
    const programme = await call<{ designs?: DesignsReport }>('/analytics/programme');
    const sentence = programme.designs?.comparison?.sentence;
    expect(sentence).toBeTruthy();
    const page = await teacherPage('/history/analytics');
    const table = /^Tabel \d+\. Kelas yang diajar dan kelompok pembanding$/;
    await page.getByRole('table', { name: table }).waitFor();
    expect(await sectionText(page, 'analisis-pembanding')).toContain(asSet(sentence!));
    await page.getByRole('heading', { name: 'Metode analisis' }).waitFor();
    const method = await sectionText(page, 'analisis-metode');
    expect(method).toContain(
      'Kelompok pembanding: desain kelompok pembanding tidak setara (nonequivalent control group design) dengan 2 kelas yang diajar dan 1 kelas pembanding',
    );
    expect(method).toContain('uji t Welch (Welch, 1947) dan besar efek g Hedges');
    expect(method).toContain('ANCOVA posttest atas pretest dan kelompok');

    // "Unduh Excel" of every session: the comparison's own sheet, its figures as number cells.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const figures = new Map<string, ExcelJS.Cell>();
    workbook.getWorksheet('Kelas pembanding')!.eachRow((row) => {
      figures.set(row.getCell(1).text, row.getCell(2));
    });
    const comparison = programme.designs!.comparison as unknown as {
      taught: { sessions: number };
      welch: { t: number };
      ancova: { difference: number };
    };
    expect(figures.get('Kesimpulan')!.value).toBe(sentence);
    expect(figures.get('taught.sessions')!.value).toBe(comparison.taught.sessions);
    for (const [path, value] of [
      ['welch.t', comparison.welch.t],
      ['ancova.difference', comparison.ancova.difference],
    ] as const) {
      expect(figures.get(path)!.type).toBe(ExcelJS.ValueType.Number);
      expect(figures.get(path)!.value).toBe(value);
    }

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('table', { name: table }).isVisible()).toBe(true);
    await page.close();
  }, 60_000);
});
