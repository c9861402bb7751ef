import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { type AnalyticsReport, type HistoryRecord, questions } from '@piba/shared';
import { openBrowserSuite, waitShowingPage } from './support/browser.js';
import { parseCsv } from './support/csv.js';
import { eventually } from './support/eventually.js';
import {
  changeStudent,
  docScreenshot,
  fitsTheScreen,
  giveIdentity,
  POSTTEST,
  PRETEST,
  RETURNING_QUESTION,
  SAVED,
  submitQuiz,
  takeQuizFromHome,
} from './support/lab-day.js';
import { type RunningServer, startServer } from './support/server.js';

const { database, browser } = await openBrowserSuite();

const ADMIN_KEY = 'kunci-admin-hari-lab-Wn6Qs3Zt8Pd4';
const LAB_PC = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const COMPUTERS = 12;
const SESSION = 'SMPN 5 Bekasi — kelas 8, praktik di lab';

const NAMES = [
  'Adit Pratama', 'Bella Safitri', 'Citra Lestari', 'Dimas Saputra', 'Eka Wulandari',
  'Fajar Nugroho', 'Gita Permata', 'Hana Rahmawati', 'Indra Kusuma', 'Joko Santoso',
  'Kiki Amelia', 'Lutfi Hakim', 'Maya Anggraini', 'Nanda Putri', 'Oki Setiawan',
  'Putri Ayu', 'Rafi Ramadhan', 'Sari Indah', 'Tegar Wijaya', 'Umi Kalsum',
  'Vina Oktaviani', 'Wahyu Hidayat', 'Yuni Astuti', 'Zaki Maulana', 'Agus Salim',
  'Bunga Melati', 'Cahya Purnama', 'Dewi Anjani', 'Eko Prasetyo', 'Fitri Handayani',
]; // prettier-ignore

/** Thirty students of two classes, each with their own scores (the post-test the better). */
const STUDENTS = NAMES.map((name, i) => ({
  name,
  classRoom: i % 2 === 0 ? '8A' : '8B',
  pre: 2 + (i % 6),
  post: Math.min(questions.length, 5 + (i % 6)),
  // The first lesson at one computer, the second at another.
  firstComputer: i % COMPUTERS,
  secondComputer: (i + 5) % COMPUTERS,
}));
type Student = (typeof STUDENTS)[number];

(browser ? describe : describe.skip)('a whole lab day in Chromium', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  const newPage = async (viewport: typeof LAB_PC): Promise<Page> => {
    const context = await browser!.newContext({ baseURL: server.url, viewport });
    contexts.push(context);
    return context.newPage();
  };
  const api = async <T>(path: string, key = ADMIN_KEY): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, { headers: { 'x-teacher-key': key } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const summary = (page: Page) => page.getByTestId('history-summary');

  beforeAll(async () => {
    server = await startServer({ ...database!.env, TEACHER_ACCESS_KEY: ADMIN_KEY });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('admin, teacher and thirty students over two lessons: every pre-test pairs with its own post-test', async () => {
    const started = Date.now();
    const phase = (name: string) =>
      console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The administrator makes the session, with the parents' consent, on the sessions page.
    const admin = await newPage(LAB_PC);
    await admin.goto('/history/sessions');
    const keyDialog = admin.getByRole('dialog', { name: 'Kunci akses guru' });
    await keyDialog.getByLabel('Kunci akses').fill(ADMIN_KEY);
    await keyDialog.getByRole('button', { name: 'Buka tabel' }).click();
    await admin.getByRole('heading', { name: 'Sesi sekolah' }).waitFor();
    await admin.getByLabel('Nama sesi').fill(SESSION);
    await admin.getByLabel(/^Sekolah sudah memegang persetujuan tertulis/).check();
    await admin.getByLabel('Dikonfirmasi oleh').fill('Bu Ratna, wakil kepala sekolah');
    await docScreenshot(admin, '01-admin-buat-sesi');
    await admin.getByRole('button', { name: 'Buat sesi' }).click();
    const created = admin.getByRole('dialog', { name: SESSION });
    const firstKey = (await created.getByTestId('session-key').innerText()).trim();
    const code = firstKey.split('-')[0];
    await created.getByRole('button', { name: 'Tutup' }).click();
    await created.waitFor({ state: 'hidden' });

    // What the class is shown: the students' link, QR and code, and no key.
    const row = admin.getByRole('row', { name: new RegExp(SESSION) });
    await row.getByRole('button', { name: 'Tautan & QR' }).click();
    const share = admin.getByRole('dialog', { name: SESSION });
    await share.getByRole('img', { name: /^Kode QR untuk .*\/s\// }).waitFor();
    await share.getByText(code, { exact: true }).waitFor();
    expect(await share.getByTestId('session-key').count()).toBe(0);
    await docScreenshot(admin, '02-admin-tautan-qr');
    await share.getByRole('button', { name: 'Tutup' }).click();
    await share.waitFor({ state: 'hidden' });

    // The key of the first dialog was projected by mistake: a new one, and the teacher's link.
    await row.getByRole('button', { name: 'Kunci baru' }).click();
    const renewing = admin.getByRole('dialog', { name: 'Buat kunci baru?' });
    await renewing.getByRole('button', { name: 'Buat kunci baru' }).click();
    const renewed = admin.getByRole('dialog', { name: SESSION });
    const teacherLink = (await renewed.getByTestId('teacher-link').innerText()).trim();
    const teacherKey = (await renewed.getByTestId('session-key').innerText()).trim();
    expect(teacherKey).not.toBe(firstKey);
    expect(teacherLink).toBe(`${server.url}/history#kunci=${teacherKey}`);
    await renewed.getByTestId('teacher-link').scrollIntoViewIfNeeded();
    await docScreenshot(admin, '03-admin-tautan-guru');
    const refused = await fetch(`${server.url}/api/history`, {
      headers: { 'x-teacher-key': firstKey },
    });
    expect(refused.status).toBe(401);

    // The teacher opens the link on a phone: the session's table, empty, signed in.
    const teacher = await newPage(PHONE);
    await teacher.goto(teacherLink);
    await teacher.getByText(`Sesi: ${SESSION} (${code})`).waitFor();
    await eventually(async () =>
      expect(await summary(teacher).innerText()).toMatch(/^Jumlah hasil: 0 ·/),
    );

    phase('session made, teacher signed in');
    // Twelve lab computers, each one tab; the students take turns at them.
    const computers = await Promise.all(Array.from({ length: COMPUTERS }, () => newPage(LAB_PC)));
    const turns = (computer: number, which: 'firstComputer' | 'secondComputer') =>
      STUDENTS.filter((student) => student[which] === computer);

    // The first lesson: the pre-test. The next student at a computer starts with "Bukan kamu?".
    const pretest = async (page: Page, student: Student, first: boolean) => {
      if (first) {
        await page.goto(`/s/${code}`);
        await page.waitForURL(`${server.url}/`);
        await page.getByRole('dialog', { name: 'Masukkan Identitasmu' }).waitFor();
      } else {
        await changeStudent(page, () =>
          student === STUDENTS[COMPUTERS] ? docScreenshot(page, '05-siswa-ganti') : undefined,
        );
      }
      const identity = await giveIdentity(page, student.name, student.classRoom);
      await identity.waitFor({ state: 'hidden' });
      await page.getByText(`Kamu: ${student.name} — ${student.classRoom}`).waitFor();
      if (student === STUDENTS[0]) await docScreenshot(page, '04-siswa-beranda');
      await takeQuizFromHome(page, PRETEST, student.pre, true);
    };
    await Promise.all(
      computers.map(async (page, computer) => {
        for (const [turn, student] of turns(computer, 'firstComputer').entries()) {
          await pretest(page, student, turn === 0);
        }
      }),
    );

    phase('first lesson');
    // The teacher's table has filled: thirty pre-tests, fifteen of them in 8A.
    await eventually(
      async () =>
        expect(await summary(teacher).innerText()).toMatch(
          /^Jumlah hasil: 30 · Pre Test: 30 · Post Test: 0 ·/,
        ),
      25_000,
    );
    // The class list is read again as the teacher taps it: the classes came after the page.
    const classes = teacher.getByRole('combobox', { name: 'Kelas' });
    await classes.focus();
    await classes.locator('option', { hasText: '8A' }).waitFor({ state: 'attached' });
    await classes.selectOption({ label: '8A' });
    await eventually(async () =>
      expect(await summary(teacher).innerText()).toMatch(/^Jumlah hasil: 15 · Pre Test: 15 ·/),
    );
    expect(await fitsTheScreen(teacher)).toBe(true);
    await docScreenshot(teacher, '06-guru-kelas-8a');

    // The second lesson, each student at another computer: the post-test, paired with their own.
    const posttest = async (page: Page, student: Student) => {
      await changeStudent(page);
      await giveIdentity(page, student.name, student.classRoom);
      const question = page.getByRole('dialog', { name: RETURNING_QUESTION });
      // On a timeout, says what the page showed (a student let through as a new one, when the
      // server's answer took longer than the few seconds the page waits for it).
      await waitShowingPage(question);
      if (student === STUDENTS[0]) await docScreenshot(page, '07-siswa-lanjutkan');
      await question.getByRole('button', { name: 'Lanjutkan ke posttest' }).click();
      await page.getByRole('dialog', { name: 'Masukkan Identitasmu' }).waitFor({ state: 'hidden' });
      await page.getByRole('link', { name: 'Mulai Quiz' }).click();
      const score = await submitQuiz(page, POSTTEST, student.post, true);
      await score.getByText(SAVED).waitFor();
      if (student === STUDENTS[0]) await docScreenshot(page, '08-siswa-post-test');
      await score.getByRole('button', { name: 'Close' }).click();
      await score.waitFor({ state: 'hidden' });
    };
    await Promise.all(
      computers.map(async (page, computer) => {
        for (const student of turns(computer, 'secondComputer')) await posttest(page, student);
      }),
    );

    phase('second lesson');
    // The teacher sees both classes again, every student twice, and prints the whole list.
    await classes.selectOption({ label: 'Semua kelas' });
    await eventually(
      async () =>
        expect(await summary(teacher).innerText()).toMatch(
          /^Jumlah hasil: 60 · Pre Test: 30 · Post Test: 30 ·/,
        ),
      25_000,
    );
    await docScreenshot(teacher, '09-guru-semua-hasil');
    await teacher.getByRole('combobox', { name: /^Baris per halaman/ }).selectOption('100');
    await teacher.getByText('1–60 dari 60').waitFor();
    await teacher.emulateMedia({ media: 'print' });
    const printed = teacher.getByTestId('print-table');
    await printed.waitFor();
    const readPrinted = () =>
      printed
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim())),
        );
    // The printed list follows the page of 100 once its answer is in; on a busy machine the
    // pager's label can come a moment before it, with the page of 50 still printed.
    let printedRows = await readPrinted();
    await eventually(async () => {
      printedRows = await readPrinted();
      expect(printedRows).toHaveLength(60);
    }, 10_000);
    expect(printedRows).toHaveLength(60);
    for (const student of STUDENTS) {
      const own = printedRows.filter(([name]) => name === student.name);
      expect(own.map(([, classRoom, score, , type]) => [type, classRoom, score]).sort()).toEqual([
        ['Post Test', student.classRoom, `${student.post}/10`],
        ['Pre Test', student.classRoom, `${student.pre}/10`],
      ]);
    }
    // Paper is wider than the phone: the picture shows the list at about an A4 page's width.
    await teacher.setViewportSize({ width: 794, height: 1123 });
    await docScreenshot(teacher, '10-guru-cetak');
    await teacher.setViewportSize(PHONE);
    await teacher.emulateMedia({ media: 'screen' });

    phase('printed');
    // The downloads hold the same sixty results, each under its own student's name.
    const [csvDownload] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Unduh CSV', exact: true }).click(),
    ]);
    const [header, ...csvRows] = parseCsv(
      (await readFile(await csvDownload.path(), 'utf8')).replace(/^\uFEFF/, ''),
    );
    expect(header.slice(0, 6)).toEqual([
      'Nama',
      'Kelas',
      'Benar',
      'Jumlah soal',
      'Persentase',
      'Jenis',
    ]);
    const [xlsxDownload] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Unduh Excel', exact: true }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxDownload.path());
    const sheetRows: string[][] = [];
    workbook.worksheets[0].eachRow((sheetRow) => {
      sheetRows.push((sheetRow.values as unknown[]).slice(1, 7).map((cell) => String(cell)));
    });
    for (const rows of [csvRows, sheetRows.slice(1)]) {
      expect(rows).toHaveLength(60);
      for (const student of STUDENTS) {
        const own = rows.filter(([name]) => name === student.name);
        expect(
          own.map(([, classRoom, correct, , , type]) => [type, classRoom, correct]).sort(),
        ).toEqual([
          ['Post Test', student.classRoom, String(student.post)],
          ['Pre Test', student.classRoom, String(student.pre)],
        ]);
      }
    }

    phase('downloaded');
    // Each student's two results carry one participant of their own, and the analysis pairs all.
    const records = (
      await api<{ data: HistoryRecord[] }>(`/history?session=${code}&pageSize=100`, teacherKey)
    ).data;
    const participants = new Map<string, Set<string | null>>();
    for (const record of records) {
      const seen = participants.get(record.name ?? '') ?? new Set();
      participants.set(record.name ?? '', seen.add(record.participant_id));
    }
    expect(participants.size).toBe(30);
    const ids = [...participants.values()].map((seen) => [...seen]);
    expect(ids.every((one) => one.length === 1 && one[0] !== null)).toBe(true);
    expect(new Set(ids.flat()).size).toBe(30);
    const report = await api<AnalyticsReport>(`/analytics?session=${code}`, teacherKey);
    expect(report.overall).toMatchObject({
      pretestStudents: 30,
      posttestStudents: 30,
      pairedStudents: 30,
    });
    expect(report.withoutPosttest).toEqual([]);
    expect(
      report.pairs.map(({ name, class_room, pre, post }) => [name, class_room, pre, post]).sort(),
    ).toEqual(
      STUDENTS.map((student) => [
        student.name,
        student.classRoom,
        student.pre * 10,
        student.post * 10,
      ]).sort(),
    );
  }, 300_000);
});
