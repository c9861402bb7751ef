import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import {
  type AnalyticsReport,
  answerKeyVersion,
  defaultPackDocument,
  type PackDocument,
  questions,
} from '@piba/shared';
import { createMysqlDatabase, createSqliteDatabase } from '@piba/test-support/databases';
import { browserAxeViolations } from './support/axe.js';
import { launchChromium } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { giveIdentity, POSTTEST, PRETEST, SAVED } from './support/lab-day.js';
import { networkSwitch } from './support/network-switch.js';
import { withPageState } from './support/page-state.js';
import { scrollToReportRest } from './support/report.js';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.js';
import { cachedPaths, serviceWorkerReady } from './support/service-worker.js';

/*
 * The whole loop of a lesson pack, in Chromium against the built server: the administrator
 * duplicates the default pack, adds a slide with a drawing and a question the instrument check
 * first refuses, publishes the version; a class takes it through a session's join link (one
 * student offline between the tests); the analysis flags the new question and "Revisi soal"
 * opens its pack's draft on it, with its figures beside it; the version moves to another server
 * as a .zip; the default pack's screens stay as they were. Run on the embedded database and on MariaDB.
 */

const browser = await launchChromium();
afterAll(() => browser?.close());

const KEY = 'kunci-admin-paket-Rv7Lm2Qx9Tb5';
/** The editor's pictures for docs/content.md are taken at this size. */
const SCREEN = { width: 1280, height: 800 };
const LAB_PC = { width: 1366, height: 768 };
const WAITING = 'Hasilmu belum terkirim dan akan dikirim otomatis saat koneksi kembali.';

const TITLE = 'PIBA dengan soal serat';
const NOTE = 'Slide dan soal baru tentang serat sayur dan buah';
/** The deck the new slide joins: "Pengenalan Senam RAS", five slides, and now a sixth. */
const DECK = defaultPackDocument.topics[1];
const NEW_SLIDE = {
  heading: 'Serat dari sayur dan buah',
  body:
    'Sayur dan buah mengandung serat. Serat membantu usus mencerna makanan dengan lancar.\n\n' +
    'Makanlah sayur dan buah setiap hari.',
  alt: 'Sebuah piring hijau dengan sepotong buah berwarna jingga.',
};
const NEW_QUESTION = {
  name: 'question11',
  topic: 'Serat sayur dan buah',
  question: 'Zat apa dalam sayur dan buah yang membantu usus mencerna makanan dengan lancar?',
  options: ['Serat', 'Garam', 'Hanya minyak'],
  key: 1,
  explanation: 'Sayur dan buah mengandung serat, yang membantu usus bekerja dengan lancar.',
  keyFact: 'Serat membantu usus mencerna makanan dengan lancar',
};
const REVISE = `Revisi soal: Soal 11 (${NEW_QUESTION.topic})`;
/** The new version's keys: the default pack's ten questions, then the new one. */
const KEYS = [...questions.map((question) => question.correctAnswer), NEW_QUESTION.key];

/**
 * Ten students, each with a tab of their own. Student s answers `pre` (then `post`) of the ten
 * old questions right, starting at question s, a wrong answer taking one of the two wrong options
 * by turns; everyone knows the new question before the lesson, which the analysis must flag.
 */
const STUDENTS = Array.from({ length: 10 }, (_, s) => ({
  name: `Siswa Paket ${s + 1}`,
  classRoom: '8C',
  pre: 3 + (s % 4),
  post: 6 + (s % 5),
}));
const OFFLINE = STUDENTS.length - 1;

function choicesOf(student: number, right: number): number[] {
  return KEYS.map((key, index) =>
    index === KEYS.length - 1 || (index - student + 10) % 10 < right
      ? key
      : ((key + (student % 2)) % 3) + 1,
  );
}

/** A 320×200 PNG, made here: a green plate with an orange fruit on a pale background. */
function drawingPng(): Buffer {
  const [width, height] = [320, 200];
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const plate = (x - 160) ** 2 + (y - 100) ** 2 < 85 ** 2;
      const fruit = (x - 185) ** 2 + (y - 85) ** 2 < 30 ** 2;
      const colour = fruit ? [240, 140, 30] : plate ? [60, 150, 70] : [245, 242, 230];
      colour.forEach((value, c) => (rows[y * (width * 3 + 1) + 1 + x * 3 + c] = value));
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** With PIBA_SCREENSHOTS=1, what the screen shows, as docs/images/packs/<name>.png. */
const DOC_IMAGES = resolve(REPO_ROOT, 'docs/images/packs');
async function docImage(page: Page, name: string): Promise<void> {
  if (process.env.PIBA_SCREENSHOTS !== '1') return;
  mkdirSync(DOC_IMAGES, { recursive: true });
  await page.screenshot({ path: resolve(DOC_IMAGES, `${name}.png`), animations: 'disabled' });
}

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

interface PackVersionBody {
  version: string;
  answer_key_version: string;
  document: PackDocument;
}

const TARGETS = [
  { label: 'the embedded database', open: createSqliteDatabase, pictures: true },
  { label: 'MariaDB', open: createMysqlDatabase, pictures: false },
];

for (const target of TARGETS) {
  const database = browser ? await target.open() : null;

  (database ? describe : describe.skip)(`a lesson pack's whole loop on ${target.label}`, () => {
    let server: RunningServer;
    let admin: Page;
    let defaultVersion: PackVersionBody;
    let published: PackVersionBody;
    let draftId: string;
    let session: { code: string; join_url: string };
    const contexts: BrowserContext[] = [];
    const blocked: string[] = [];
    const picture = (page: Page, name: string) =>
      target.pictures ? docImage(page, name) : Promise.resolve();

    const call = async <T>(path: string, init: RequestInit = {}, base = server.url) => {
      const response = await fetch(`${base}/api${path}`, {
        ...init,
        headers: { 'x-teacher-key': KEY, ...init.headers },
      });
      return { status: response.status, body: (await response.json()) as T };
    };

    async function newPage(viewport = LAB_PC, options: BrowserContextOptions = {}) {
      const context = await browser!.newContext({
        baseURL: server.url,
        viewport,
        reducedMotion: 'reduce',
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    }

    beforeAll(async () => {
      server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: KEY });
      defaultVersion = (await call<PackVersionBody>('/pack-versions/default')).body;
      admin = await newPage(SCREEN);
      // A drawing the page's Content-Security-Policy blocks would show as a broken image.
      admin.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
      });
    });

    afterAll(async () => {
      for (const context of contexts) await context.close();
      await server?.stop();
      await database?.drop();
    });

    it('duplicates the default pack, adds a slide with a drawing and a question the check first refuses, and publishes it', async () => {
      await admin.goto('/history/packs');
      const keyDialog = admin.getByRole('dialog', { name: 'Kunci akses guru' });
      await keyDialog.getByLabel('Kunci akses').fill(KEY);
      await keyDialog.getByRole('button', { name: 'Buka tabel' }).click();
      await keyDialog.waitFor({ state: 'hidden' });
      const defaultPack = admin.getByRole('region', { name: defaultPackDocument.title });
      await defaultPack.getByText('bawaan, hanya baca').waitFor();
      expect(await browserAxeViolations(admin)).toEqual([]);
      await picture(admin, '01-daftar-paket');
      await defaultPack
        .getByRole('button', { name: `Duplikat versi ${defaultVersion.version.slice(0, 8)}` })
        .click();
      await admin.waitForURL(/\/history\/packs\/[^/?]+$/);
      draftId = decodeURIComponent(new URL(admin.url()).pathname.split('/').pop()!);
      await admin
        .getByRole('heading', { level: 1, name: `Draf: ${defaultPackDocument.title}` })
        .waitFor();
      const saved = admin.getByTestId('save-status');
      await admin.getByLabel('Judul paket').fill(TITLE);
      await admin.getByRole('heading', { level: 1, name: `Draf: ${TITLE}` }).waitFor();

      // A sixth slide in the second deck, with a drawing uploaded from the computer.
      // The title is saved first: the writer's pause, as the autosave waits for one.
      await eventually(async () => expect(await saved.innerText()).toBe('Tersimpan'));
      const deckSummary = admin.getByRole('button', {
        name: new RegExp(`^Topik 2: ${DECK.title}`),
      });
      await deckSummary.click();
      const slide = admin.getByRole('region', { name: 'Slide 6' });
      await withPageState(admin, async () => {
        await eventually(async () =>
          expect(await deckSummary.getAttribute('aria-expanded')).toBe('true'),
        );
        await admin.getByRole('button', { name: 'Tambah slide' }).click();
        // The deck's heading counts the new slide, and the slide's fields show.
        await admin.getByRole('button', { name: /^Topik 2: .* · 6 slide$/ }).waitFor();
        await slide.getByLabel('Judul slide').fill(NEW_SLIDE.heading);
      });
      await slide.getByLabel('Isi slide', { exact: true }).fill(NEW_SLIDE.body);
      await slide.getByLabel('Gambar slide 6: berkas').setInputFiles({
        name: 'piring-sayur-buah.png',
        mimeType: 'image/png',
        buffer: drawingPng(),
      });
      // The server keeps a raster as WebP.
      await slide.getByText(/^Berkas: .+\.webp$/).waitFor();
      // Its preview, drawn from the draft's copy of the file.
      await eventually(async () =>
        expect(
          await slide.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
        ).toBe(320),
      );
      await slide.getByLabel('Teks alternatif (apa yang digambar)').fill(NEW_SLIDE.alt);
      await slide.getByLabel('Judul slide').focus();
      await admin
        .frameLocator('iframe[title="Pratinjau: Ponsel (390 px)"]')
        .getByRole('heading', { name: NEW_SLIDE.heading })
        .waitFor();
      await picture(admin, '02-slide-baru-dengan-gambar');
      // The same slide on a lab's laptop screen, then back to the phone.
      // From the keyboard, as every control of the editor.
      await admin.getByRole('button', { name: 'Lab (1366×768)' }).focus();
      await admin.keyboard.press('Enter');
      await admin
        .frameLocator('iframe[title="Pratinjau: Lab (1366×768)"]')
        .getByRole('heading', { name: NEW_SLIDE.heading })
        .waitFor();
      await picture(admin, '03-pratinjau-lab');
      await admin.getByRole('button', { name: 'Ponsel (390 px)' }).click();

      // The eleventh question, first with two identical options: the check says so at once.
      await admin.getByRole('button', { name: 'Tambah soal' }).click();
      const question = admin.locator(`#soal-${NEW_QUESTION.name}`);
      await question.getByRole('button', { name: /^Soal 11/ }).focus();
      await admin.keyboard.press('Enter');
      await question.getByLabel('Pertanyaan', { exact: true }).fill(NEW_QUESTION.question);
      await question.getByLabel('Pilihan A').fill(NEW_QUESTION.options[0]);
      await question.getByLabel('Pilihan B').fill(NEW_QUESTION.options[1]);
      await question.getByLabel('Pilihan C').fill(NEW_QUESTION.options[1]);
      await question.getByRole('radio', { name: 'A' }).check();
      await question.getByLabel('Pembahasan').fill(NEW_QUESTION.explanation);
      await question.getByLabel('Label topik').fill(NEW_QUESTION.topic);
      await question.getByLabel('Diajarkan di').selectOption(`${DECK.id}::5`);
      await question.getByLabel('Fakta kunci').fill(NEW_QUESTION.keyFact);
      const identical = question.getByText(/Pilihan B dan C bertulisan sama\./);
      await identical.waitFor();
      await question.getByText('1 kesalahan').waitFor();
      await identical.scrollIntoViewIfNeeded();
      await picture(admin, '04-pemeriksaan-soal-kesalahan');

      // Fixed: the error goes; the new distractor's absolute word is a warning, reviewed.
      await question.getByLabel('Pilihan C').fill(NEW_QUESTION.options[2]);
      await identical.waitFor({ state: 'hidden' });
      const absolute = question.getByText(/Pengecoh C memakai kata mutlak "hanya"\./);
      await absolute.waitFor();
      expect(await question.getByText(/kesalahan$/).count()).toBe(0);
      await absolute.scrollIntoViewIfNeeded();
      await picture(admin, '05-peringatan-soal');
      // The check's summary counts it; the default pack's reviewed warnings stay reviewed.
      const summary = admin.getByTestId('check-summary');
      await eventually(async () =>
        expect(await summary.innerText()).toMatch(
          /^0 kesalahan · 1 peringatan · \d+ sudah ditinjau$/,
        ),
      );
      await summary.scrollIntoViewIfNeeded();
      await picture(admin, '06-ringkasan-pemeriksaan');
      // Reviewed from the keyboard: Space ticks it, Tab reaches the reason.
      await question.getByRole('checkbox', { name: 'Sudah ditinjau' }).focus();
      await admin.keyboard.press('Space');
      await admin.keyboard.press('Tab');
      const reason = question.getByLabel(/^Alasan singkat/);
      expect(await reason.evaluate((field) => field === document.activeElement)).toBe(true);
      await admin.keyboard.type(
        'Pengecoh ini menguji salah paham bahwa minyak melancarkan pencernaan.',
      );
      await question.getByText('1 peringatan').waitFor({ state: 'hidden' });
      await eventually(async () =>
        expect(await admin.getByTestId('check-summary').innerText()).toBe(
          'Pemeriksaan soal tidak menemukan masalah.',
        ),
      );
      await question.getByRole('checkbox', { name: 'Sudah ditinjau' }).scrollIntoViewIfNeeded();
      await picture(admin, '07-peringatan-sudah-ditinjau');
      await eventually(async () => expect(await saved.innerText()).toBe('Tersimpan'));
      // The editor with its preview, colour contrast included, as Chromium draws it.
      expect(await browserAxeViolations(admin)).toEqual([]);

      // Published with a note: a new version, listed in the draft's version history.
      await admin.getByRole('button', { name: 'Terbitkan', exact: true }).click();
      const publishing = admin.getByRole('dialog', { name: 'Terbitkan draf' });
      await publishing.getByLabel(/^Catatan versi/).fill(NOTE);
      await publishing.getByRole('button', { name: 'Terbitkan' }).click();
      const done = admin.getByRole('dialog', { name: 'Versi baru diterbitkan' });
      const text = await done
        .getByText(/^Versi [0-9a-f]{16} dengan versi kunci jawaban/)
        .innerText();
      const [, version, keyVersion] = /^Versi ([0-9a-f]{16}) .* ([0-9a-f]{8})\.$/.exec(text)!;
      await done.getByText('Ini versi pertama paket ini.').waitFor();
      await picture(admin, '08-versi-baru-diterbitkan');
      await done.getByRole('button', { name: 'Selesai' }).click();
      await done.waitFor({ state: 'hidden' });
      await eventually(async () =>
        expect((await rowsOf(admin, 'Riwayat versi')).map((row) => row.slice(0, 3))).toEqual([
          [version.slice(0, 8), keyVersion, NOTE],
        ]),
      );

      // What students will be given: the version as published, its key that of its questions.
      published = (await call<PackVersionBody>(`/pack-versions/${version}`)).body;
      expect(published).toMatchObject({ version, answer_key_version: keyVersion });
      expect(keyVersion).not.toBe(defaultVersion.answer_key_version);
      expect(answerKeyVersion(published.document.questions)).toBe(keyVersion);
      expect(published.document.title).toBe(TITLE);
      expect(published.document.questions.at(-1)).toMatchObject({
        name: NEW_QUESTION.name,
        question: NEW_QUESTION.question,
        options: NEW_QUESTION.options.map((option, index) => ({ text: option, value: index + 1 })),
        correctAnswer: NEW_QUESTION.key,
        taughtIn: { topic: DECK.id, slide: 5 },
        reviewed: { 'absolute-word': expect.any(String) },
      });
      expect(blocked).toEqual([]);
      const deck = published.document.topics[1];
      expect(deck.kind === 'deck' && deck.slides[5]).toMatchObject({
        heading: NEW_SLIDE.heading,
        drawing: { file: expect.stringMatching(/\.webp$/), alt: NEW_SLIDE.alt },
      });
    });

    it('gives a session that version: ten students take both tests through its join link, one offline between them', async () => {
      // The sessions page offers no choice of version yet, so the session is made through the API.
      const created = await call<{ code: string; join_url: string; pack_version: string }>(
        '/sessions',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'SMP Serat — kelas 8C',
            pack_version: published.version,
            consent_confirmed_by: 'Bu Wulan, kepala sekolah',
          }),
        },
      );
      expect(created.status).toBe(201);
      expect(created.body.pack_version).toBe(published.version);
      session = created.body;
      const joinPath = new URL(session.join_url, server.url).pathname;
      const deck = published.document.topics[1];
      const drawing = deck.kind === 'deck' ? deck.slides[5].drawing.file : '';

      const join = async (page: Page, student: (typeof STUDENTS)[number]) => {
        await page.goto(joinPath);
        await page.waitForURL((url) => url.pathname === '/');
        await giveIdentity(page, student.name, student.classRoom);
        await page.getByText(`Kamu: ${student.name} — ${student.classRoom}`).waitFor();
      };
      /** From `link` (home's "Mulai Quiz", a topic's "Ambil quiz"): the test, answered and sent. */
      const takeTest = async (
        page: Page,
        link: string,
        heading: string,
        choices: number[],
        outcome: string,
      ) => {
        await page.getByRole('link', { name: link }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // The version's own test: the default pack's ten questions, then the new one.
        await page.getByRole('radiogroup', { name: `11. ${NEW_QUESTION.question}` }).waitFor();
        expect(await page.getByRole('radiogroup').count()).toBe(11);
        await page.evaluate((picked) => {
          const groups = document.querySelectorAll('[role="radiogroup"]');
          picked.forEach((choice, index) => {
            const radios = groups[index].querySelectorAll<HTMLInputElement>('input[type="radio"]');
            radios[choice - 1].click();
          });
        }, choices);
        await page.getByRole('button', { name: 'Submit' }).click();
        const score = page.getByRole('dialog', { name: 'Your Score' });
        const right = choices.filter((choice, index) => choice === KEYS[index]).length;
        await score.getByText(`Score: ${right}/11`).waitFor();
        await score.getByText(outcome).waitFor();
        await score.getByRole('button', { name: 'Close' }).click();
        await score.waitFor({ state: 'hidden' });
      };

      const online = async (indexes: number[]) => {
        for (const index of indexes) {
          const student = STUDENTS[index];
          const page = await newPage();
          await join(page, student);
          await takeTest(page, 'Mulai Quiz', PRETEST, choicesOf(index, student.pre), SAVED);
          await takeTest(page, 'Mulai Quiz', POSTTEST, choicesOf(index, student.post), SAVED);
          await page.context().close();
        }
      };

      // The offline student's tab reaches the server through a cable the test can pull.
      const offline = async () => {
        const student = STUDENTS[OFFLINE];
        const network = await networkSwitch(server.url);
        const page = await newPage(LAB_PC, { baseURL: network.url, serviceWorkers: 'allow' });
        const context = page.context();
        try {
          await join(page, student);
          await serviceWorkerReady(page);
          // The session's version and its drawings, the uploaded one too, are kept for offline.
          const kept = [
            `/api/pack-versions/${published.version}`,
            `/api/pack-versions/${published.version}/drawings/${drawing}`,
          ];
          await eventually(
            async () => expect(await cachedPaths(page)).toEqual(expect.arrayContaining(kept)),
            30_000,
          );
          await takeTest(page, 'Mulai Quiz', PRETEST, choicesOf(OFFLINE, student.pre), SAVED);

          await context.setOffline(true);
          network.set(false);
          await page.goto(`/topics/${DECK.id}`);
          await page.getByRole('group', { name: '1 dari 6' }).waitFor();
          await page.getByRole('button', { name: 'Slide 6 dari 6' }).click();
          const shown = page.getByRole('group', { name: '6 dari 6' });
          await shown.getByRole('heading', { name: NEW_SLIDE.heading }).waitFor();
          const image = shown.getByRole('img', { name: NEW_SLIDE.alt });
          await eventually(async () =>
            expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320),
          );
          await takeTest(page, 'Ambil quiz', POSTTEST, choicesOf(OFFLINE, student.post), WAITING);
          await page.getByText('1 hasil kuis menunggu dikirim…').waitFor();

          network.set(true);
          await context.setOffline(false);
          await page.getByText('Semua hasil kuis sudah terkirim.').waitFor({ timeout: 30_000 });
        } finally {
          await context.close();
          await network.close();
        }
      };

      await Promise.all([offline(), online([0, 1, 2]), online([3, 4, 5]), online([6, 7, 8])]);

      // Every student's two results, scored with the new version's key.
      const { body } = await call<{
        data: { name: string; score: string; is_pretest: boolean; answer_key_version: string }[];
      }>(`/history?session=${session.code}&pageSize=100`);
      expect(body.data).toHaveLength(20);
      expect(new Set(body.data.map((record) => record.answer_key_version))).toEqual(
        new Set([published.answer_key_version]),
      );
      const offlineStudent = STUDENTS[OFFLINE];
      expect(
        body.data
          .filter((record) => record.name === offlineStudent.name)
          .map((record) => [record.is_pretest, record.score])
          .sort(),
      ).toEqual([
        [false, `${offlineStudent.post + 1}/11`],
        [true, `${offlineStudent.pre + 1}/11`],
      ]);
    }, 240_000);

    it("shows the new question's figures in the session's analysis, flags it as known before the lesson, and 'Revisi soal' opens a draft on it", async () => {
      const report = await call<AnalyticsReport>(`/analytics?session=${session.code}`);
      const item = report.body.questions.at(-1)!;
      expect(item).toMatchObject({ name: NEW_QUESTION.name, topic: NEW_QUESTION.topic });
      expect(item.flags).toContain('known-before');

      await admin.goto(`/history/analytics?sesi=${session.code}`);
      await scrollToReportRest(admin);
      await admin.getByRole('button', { name: 'Tampilkan tabel angka' }).click();
      const rows = await rowsOf(admin, /Gain per topik; indeks kesukaran dan daya pembeda/);
      expect(rows).toHaveLength(11);
      // No, topic, topic gain, then the pre-test's p and band, …, the post-test's p and band.
      const row = rows[10];
      expect([row[0], row[1], row[3], row[4], row[7], row[8]]).toEqual([
        '11',
        NEW_QUESTION.topic,
        '1,00',
        'mudah',
        '1,00',
        'mudah',
      ]);
      await admin
        .getByText(`Soal 11 (${NEW_QUESTION.topic}): sudah diketahui sebelum pelajaran.`, {
          exact: false,
        })
        .first()
        .waitFor();
      const revise = admin.getByRole('button', { name: REVISE });
      await revise.scrollIntoViewIfNeeded();
      await picture(admin, '09-analisis-revisi-soal');
      await revise.click();
      await admin.waitForURL(/\/history\/packs\/[^/?]+\?question=question11&sesi=/);
      // The session's own pack's draft, not a copy of it.
      const revision = decodeURIComponent(new URL(admin.url()).pathname.split('/').pop()!);
      expect(revision).toBe(draftId);
      expect(new URL(admin.url()).searchParams.get('sesi')).toBe(session.code);
      await admin.getByRole('heading', { level: 1, name: `Draf: ${TITLE}` }).waitFor();
      // Beside it, its figures from the analysis and why it was flagged.
      const figures = admin.getByRole('region', { name: 'Angka uji coba soal ini' });
      const figureRows = await figures.getByRole('row').allTextContents();
      expect(figureRows[1]).toMatch(/^Pretest1,00 \(mudah\)/);
      expect(figureRows[2]).toMatch(/^Posttest1,00 \(mudah\)/);
      expect(await figures.textContent()).toContain(
        `Soal 11 (${NEW_QUESTION.topic}): sudah diketahui sebelum pelajaran.`,
      );
      expect(await browserAxeViolations(admin)).toEqual([]);
      const question = admin.locator(`#soal-${NEW_QUESTION.name}`);
      expect(await question.getByLabel('Pertanyaan', { exact: true }).inputValue()).toBe(
        NEW_QUESTION.question,
      );
      // Opened, scrolled to and focused.
      expect(
        await question.getByRole('button', { name: /^Soal 11/ }).getAttribute('aria-expanded'),
      ).toBe('true');
      await eventually(async () =>
        expect(await question.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        ),
      );
      expect(await question.getByRole('button', { name: /^Soal 11/ }).isVisible()).toBe(true);
      await picture(admin, '10-draf-revisi-soal');
    });

    it('exports the version as a .zip that a server on a fresh database imports as the same version', async () => {
      const exported = await fetch(
        `${server.url}/api/pack-versions/${published.version}/export.zip`,
        {
          headers: { 'x-teacher-key': KEY },
        },
      );
      expect(exported.status).toBe(200);
      const zip = await exported.arrayBuffer();
      const fresh = await target.open();
      const other = await startServer({ ...fresh!.env, TEACHER_ACCESS_KEY: KEY });
      try {
        const form = new FormData();
        form.append('file', new Blob([zip], { type: 'application/zip' }), 'paket.zip');
        const imported = await call<{ id: string; version: string; answer_key_version: string }>(
          '/packs/import',
          { method: 'POST', body: form },
          other.url,
        );
        expect(imported.status).toBe(201);
        expect(imported.body).toMatchObject({
          version: published.version,
          answer_key_version: published.answer_key_version,
        });
        const there = await call<PackVersionBody>(
          `/pack-versions/${published.version}`,
          {},
          other.url,
        );
        expect(there.body).toEqual(published);
      } finally {
        await other.stop();
        await fresh!.drop();
      }
    });

    it("leaves the default pack's screens as they were for a tab with no session", async () => {
      expect((await call<PackVersionBody>('/pack-versions/default')).body.version).toBe(
        defaultVersion.version,
      );
      const page = await newPage();
      await page.goto('/topics/slide-1');
      await page.getByRole('group', { name: '1 dari 3' }).waitFor();
      expect(await page.getByRole('button', { name: /^Slide \d+ dari \d+$/ }).count()).toBe(3);
      await page.goto('/topics/slide-2');
      await page.getByRole('group', { name: '1 dari 5' }).waitFor();
      expect(await page.getByRole('button', { name: /^Slide \d+ dari \d+$/ }).count()).toBe(5);
      const video = defaultPackDocument.topics[2];
      await page.goto('/topics/video-1');
      await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
      await page.getByText(video.kind === 'video' ? video.summary : '', { exact: false }).waitFor();
      await page.goto('/questions');
      await page.getByRole('radiogroup').first().waitFor();
      const names = await page
        .getByRole('radiogroup')
        .evaluateAll((groups) =>
          groups.map((group) =>
            document
              .getElementById(group.getAttribute('aria-labelledby')!)!
              .textContent.replace(/\s*\*$/, ''),
          ),
        );
      expect(names).toEqual(
        questions.map((question, index) => `${index + 1}. ${question.question}`),
      );
    });
  });
}
