import ExcelJS from 'exceljs';
import {
  type CreatedSession,
  type PackAttitudeItem,
  type PackDocument,
  wibDate,
} from '@piba/shared';
import { attitudeAnalysis, type AttitudeResult } from '../../src/analytics/designs/index.js';
import { type Cases, http } from '../support/history-api.js';
import { TEACHER_KEY } from '../support/teacher-key.js';
import { publishCopy } from '../support/test-pack.js';

const SCALE: PackAttitudeItem[] = [
  { id: 'suka-olahraga', text: 'Saya suka berolahraga.', positive: true },
  { id: 'senam-mudah', text: 'Senam mudah saya ikuti.', positive: true },
  { id: 'senam-membosankan', text: 'Senam itu membosankan.', positive: false },
];

const PRETEST = { is_pretest: true, is_posttest: false } as const;
const POSTTEST = { is_pretest: false, is_posttest: true } as const;
const DELAYED = { is_pretest: false, is_posttest: true, is_delayed: true } as const;

/** JSON as the API answers it. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every cell's text of every sheet of a workbook. */
function textsOf(workbook: ExcelJS.Workbook): string[] {
  const texts: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => texts.push(cell.text))),
  );
  return texts;
}

/**
 * The research designs' sections name no student: a report and the nameless workbook carry
 * participant codes, and the attitude scale is read from the same attempts as the knowledge
 * test's pairs; the results' exports carry what the designs' analyses read. For an app started
 * with TEACHER_ACCESS_KEY=TEACHER_KEY (the admin key).
 */
export const designPrivacyCases: Cases = (testApp) => {
  const admin = { 'X-Teacher-Key': TEACHER_KEY };
  const api = () => http(testApp());
  let pack: { version: string; answerKeyVersion: string; document: PackDocument };
  beforeAll(async () => {
    pack = await publishCopy(testApp(), 'Paket Sikap Tunda', undefined, (document) => ({
      ...document,
      attitude_scale: SCALE,
    }));
  });
  const create = async (body: object): Promise<CreatedSession> =>
    (await api().post('/api/sessions').set(admin).send(body).expect(201)).body;
  /** A result with its first `right` questions answered right and the rest wrong. */
  const result = (right: number) => {
    const key = pack.document.questions;
    return {
      answers: Object.fromEntries(
        key.map((q, i) => [q.name, i < right ? q.correctAnswer : (q.correctAnswer % 3) + 1]),
      ),
      answer_key_version: pack.answerKeyVersion,
      score: `${right}/${key.length}`,
      percentage: Math.floor((100 * right) / key.length),
    };
  };
  const save = (code: string, body: object) =>
    api()
      .post('/api/history')
      .send({ ...body, session_code: code })
      .expect(201);
  const ratingsOf = (ratings: readonly number[]) =>
    Object.fromEntries(SCALE.map((item, i) => [item.id, ratings[i]]));
  const workbookOf = async (query: object) => {
    const file = await api()
      .get('/api/analytics/export.xlsx')
      .query(query)
      .set(admin)
      .responseType('blob')
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as Parameters<typeof workbook.xlsx.load>[0]);
    return workbook;
  };

  it('names no student of results without a participant id in the delayed test’s section or the nameless workbook', async () => {
    const session = await create({
      name: 'SMPN Tunda',
      pack_version: pack.version,
      delayed_test_from: wibDate(new Date()),
    });
    // Results saved before a tab made participant ids: the students are known by name and class.
    const names = ['Ayu Lestari Rahmawati', 'Bagus Prasetyo Wibowo', 'Citra Dewi Anggraini'];
    for (const [i, name] of names.entries()) {
      const student = { name, class_room: '8F' };
      await save(session.code, { ...student, ...result(2 + i), ...PRETEST });
      await save(session.code, { ...student, ...result(7 + i), ...POSTTEST });
      await save(session.code, { ...student, ...result(6 + i), ...DELAYED });
    }
    const report = (
      await api().get('/api/analytics').query({ session: session.code }).set(admin).expect(200)
    ).body;
    expect(report.designs.delayed.students).toBe(3);
    const designsText = JSON.stringify(report.designs);
    for (const name of names) expect(designsText).not.toContain(name);
    // Each student of the retention is the participant code the paired students carry.
    const codes = report.pairs.map((pair: { participant_code: string }) => pair.participant_code);
    expect(codes).toHaveLength(3);
    expect(
      report.designs.delayed.retention.map((r: { participant_code: string }) => r.participant_code),
    ).toEqual(codes);

    const nameless = textsOf(await workbookOf({ session: session.code }));
    expect(nameless).toContain('students');
    for (const name of names) {
      expect(nameless.filter((text) => text.includes(name))).toEqual([]);
    }
    for (const code of codes) expect(nameless.filter((text) => text === code)).toHaveLength(2);

    // Names only when asked for.
    const named = await workbookOf({ session: session.code, names: true });
    const retention = new Map<string, string>();
    named.getWorksheet('Tes tunda')!.eachRow((row) => {
      retention.set(row.getCell(1).text, row.getCell(2).text);
    });
    expect(names.map((_, i) => retention.get(`retention[${i}].name`))).toEqual(names);
    expect(textsOf(named).filter((text) => codes.includes(text))).toEqual([]);
  });

  it('reads the attitude scale from the knowledge test’s attempts: the first pre-test, flagged pairs only with includeFlagged', async () => {
    const session = await create({ name: 'SMPN Sikap', pack_version: pack.version });
    const students = [
      { name: 'Siswa 1', pre: [2, 2, 4], post: [4, 4, 2] },
      { name: 'Siswa 2', pre: [3, 2, 3], post: [4, 5, 1] },
      { name: 'Siswa 3', pre: [1, 2, 5], post: [3, 3, 3] },
      { name: 'Siswa 4', pre: [2, 3, 4], post: [5, 4, 2] },
    ];
    for (const [i, student] of students.entries()) {
      const identity = {
        name: student.name,
        class_room: '8G',
        participant_id: `00000000-0000-4000-8000-00000000001${i}`,
      };
      await save(session.code, {
        ...identity,
        ...result(3),
        attitude: ratingsOf(student.pre),
        ...PRETEST,
      });
      if (i === 0) {
        // The pre-test again: the knowledge test's pair keeps the first.
        await save(session.code, {
          ...identity,
          ...result(9),
          attitude: ratingsOf([5, 5, 1]),
          ...PRETEST,
        });
      }
      await save(session.code, {
        ...identity,
        ...result(8),
        attitude: ratingsOf(student.post),
        ...POSTTEST,
      });
    }
    // A student who opened the materials before the pre-test: a flagged pair.
    const flagged = {
      name: 'Siswa 5',
      class_room: '8G',
      participant_id: '00000000-0000-4000-8000-000000000020',
    };
    const flaggedRatings = { pre: [1, 1, 5], post: [5, 5, 1] };
    await save(session.code, {
      ...flagged,
      ...result(6),
      attitude: ratingsOf(flaggedRatings.pre),
      materials_seen_first: true,
      ...PRETEST,
    });
    await save(session.code, {
      ...flagged,
      ...result(9),
      attitude: ratingsOf(flaggedRatings.post),
      ...POSTTEST,
    });

    const expected = (withFlagged: boolean) => {
      const rows = withFlagged ? [...students, { name: 'Siswa 5', ...flaggedRatings }] : students;
      const results: AttitudeResult[] = rows.flatMap((student) => [
        { student: student.name, isPretest: true, attitude: ratingsOf(student.pre) },
        { student: student.name, isPretest: false, attitude: ratingsOf(student.post) },
      ]);
      return asJson(attitudeAnalysis(SCALE, results));
    };
    for (const includeFlagged of [false, true]) {
      const report = (
        await api()
          .get('/api/analytics')
          .query({ session: session.code, includeFlagged })
          .set(admin)
          .expect(200)
      ).body;
      expect(report.evidence.pairs).toBe(includeFlagged ? 5 : 4);
      expect(report.designs.attitude.pairs).toBe(report.evidence.pairs);
      expect(report.designs.attitude).toEqual(expected(includeFlagged));
    }
  });

  it('exports a delayed test as "Tes tunda", and each result’s delayed flag, form and attitude ratings after the older columns', async () => {
    const session = await create({
      name: 'SMPN Ekspor',
      pack_version: pack.version,
      delayed_test_from: wibDate(new Date()),
    });
    const student = { name: 'Dewi', class_room: '8H' };
    await save(session.code, {
      ...student,
      ...result(3),
      attitude: ratingsOf([2, 3, 4]),
      ...PRETEST,
    });
    await save(session.code, {
      ...student,
      ...result(8),
      attitude: ratingsOf([4, 5, 1]),
      ...POSTTEST,
    });
    await save(session.code, { ...student, ...result(7), ...DELAYED });
    const csv = await api()
      .get('/api/history/export.csv')
      .query({ session: session.code, sort: 'created_at' })
      .set(admin)
      .expect(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.map((line) => line.split(',').slice(5, 6)[0])).toEqual([
      'Jenis',
      'Pre Test',
      'Post Test',
      'Tes tunda',
    ]);
    expect(lines[0].split(',').slice(8)).toEqual([
      'Persetujuan orang tua',
      'Tes tunda',
      'Bentuk tes',
      'Skala sikap',
    ]);
    expect(lines.slice(1).map((line) => line.split(',').slice(9).join(','))).toEqual([
      // A cell with a semicolon is quoted: a spreadsheet of a semicolon locale keeps it whole.
      'tidak,A,"suka-olahraga=2; senam-mudah=3; senam-membosankan=4"',
      'tidak,A,"suka-olahraga=4; senam-mudah=5; senam-membosankan=1"',
      'ya,A,',
    ]);
    const file = await api()
      .get('/api/history/export.xlsx')
      .query({ session: session.code, sort: 'created_at' })
      .set(admin)
      .responseType('blob')
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as Parameters<typeof workbook.xlsx.load>[0]);
    const rows: string[][] = [];
    workbook.getWorksheet('Hasil')!.eachRow((row) => {
      rows.push([6, 10, 11, 12].map((column) => row.getCell(column).text));
    });
    expect(rows).toEqual([
      ['Jenis', 'Tes tunda', 'Bentuk tes', 'Skala sikap'],
      ['Pre Test', 'tidak', 'A', 'suka-olahraga=2; senam-mudah=3; senam-membosankan=4'],
      ['Post Test', 'tidak', 'A', 'suka-olahraga=4; senam-mudah=5; senam-membosankan=1'],
      ['Tes tunda', 'ya', 'A', ''],
    ]);
  });
};
