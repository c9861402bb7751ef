import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { type AnalyticsReport, TEACHER_KEY_HEADER } from '@piba/shared';
import { convertToFlatOds, itWithLibreOffice, readFlatOds } from '@piba/test-support/libreoffice';
import { AuditEntryEntity } from '../../src/audit/audit-entry.entity.js';
import { CURRENT_ANSWER_KEY_VERSION } from '../../src/history/index.js';
import { answersScoring } from '../support/answers.js';
import { type Cases, http, seedRows } from '../support/history-api.js';

const SESSION = 'K7P3QX';
const SHEETS = [
  'Data berpasangan',
  'Peserta',
  'Deskriptif',
  'Normalitas',
  'Uji beda',
  'N-gain',
  'Tingkat pengetahuan',
  'Per kelas',
  'Per topik',
];

/** Right answers out of 10 before and after, per class: 14 pairs with gains, losses and a 100%. */
const SCORES: Record<string, Array<[number, number]>> = {
  '8A': [
    [3, 7],
    [4, 6],
    [5, 9],
    [2, 5],
    [6, 6],
    [4, 8],
    [7, 9],
  ],
  '8B': [
    [1, 4],
    [5, 7],
    [3, 3],
    [6, 10],
    [2, 6],
    [8, 7],
    [10, 10],
  ],
};

/**
 * The session's pairs, one more left out of the tests, a student without a post-test, and pairs
 * of another session.
 */
async function seedSession(testApp: Parameters<Cases>[0]) {
  const pre: Array<Record<string, unknown>> = [];
  const post: Array<Record<string, unknown>> = [];
  const student = (
    session: string,
    classRoom: string,
    name: string,
    scores: number[],
    materialsFirst = false,
  ) => {
    const participant_id = randomUUID();
    scores.forEach((correct, i) =>
      (i === 0 ? pre : post).push({
        materials_seen_first: i === 0 && materialsFirst,
        participant_id,
        name,
        class_room: classRoom,
        session_code: session,
        score: `${correct}/10`,
        percentage: correct * 10,
        is_pretest: i === 0,
        is_posttest: i === 1,
        answers: answersScoring(correct),
        answer_key_version: CURRENT_ANSWER_KEY_VERSION,
      }),
    );
  };
  for (const [classRoom, pairs] of Object.entries(SCORES)) {
    pairs.forEach((scores, i) =>
      student(SESSION, classRoom, `Siswa ${classRoom}-${i + 1}`, scores),
    );
  }
  student(SESSION, '8A', 'Belum Posttest', [4]);
  // Opened the materials before the pre-test: listed, but left out of the tests.
  student(SESSION, '8B', 'Lihat Materi Dulu', [2, 9], true);
  for (const i of [1, 2, 3]) student('M4N8RT', '8A', `Sekolah Lain ${i}`, [2, 9]);
  await seedRows(testApp(), [...pre, ...post]);
}

/** A figure the workbook shows: in which sheet, on the row labelled so, in which column. */
interface Expected {
  sheet: string;
  label: string;
  column: number;
  value: number | null;
}

/**
 * Every figure of the workbook, as GET /api/analytics gives it for the same selection; each pair
 * found by its participant code (the default), or by its name.
 */
function expectedFigures(
  report: AnalyticsReport,
  labelOf: (pair: AnalyticsReport['pairs'][number]) => string = (pair) => pair.participant_code!,
): Expected[] {
  const { evidence, overall, classes } = report;
  const levels = evidence.knowledgeLevels!;
  const { tTest, wilcoxon, normality, nGain } = evidence;
  const from = (
    first: number,
    sheet: string,
    label: string,
    ...values: Array<number | null | undefined>
  ) => values.map((value, i) => ({ sheet, label, column: first + i, value: value ?? null }));
  const at = (sheet: string, label: string, ...values: Array<number | null | undefined>) =>
    from(2, sheet, label, ...values);
  const descriptives = (label: string, key: keyof typeof evidence.descriptives) => {
    const d = evidence.descriptives[key];
    return at('Deskriptif', label, d.n, d.mean, d.sd, d.median, d.q1, d.q3, d.iqr, d.min, d.max);
  };
  return [
    ...report.pairs.flatMap((pair) => [
      { sheet: 'Data berpasangan', label: labelOf(pair), column: 4, value: pair.pre },
      { sheet: 'Data berpasangan', label: labelOf(pair), column: 5, value: pair.post },
      { sheet: 'Data berpasangan', label: labelOf(pair), column: 6, value: pair.post - pair.pre },
      {
        sheet: 'Data berpasangan',
        label: labelOf(pair),
        column: 7,
        value: pair.pre === 100 ? null : (pair.post - pair.pre) / (100 - pair.pre),
      },
    ]),
    ...[
      ...classes.map((group) => ({ label: group.class_room!, group })),
      { label: 'Semua kelas', group: overall },
    ].flatMap(({ label, group }) => [
      ...from(
        3,
        'Peserta',
        label,
        group.pretestStudents,
        group.posttestStudents,
        group.pairedStudents,
        group.pretestOnly,
        group.posttestOnly,
        group.attritionRate! * 100,
        group.testedPairs,
      ),
      ...from(
        3,
        'Per kelas',
        label,
        group.testedPairs,
        group.meanPre,
        group.meanPost,
        group.hakeGain,
      ),
      { sheet: 'Per kelas', label, column: 8, value: group.hakeGain! * 100 },
      { sheet: 'Per kelas', label, column: 10, value: group.meanG ?? null },
    ]),
    ...at(
      'Per kelas',
      'Semua pretest',
      overall.allResults!.pretestStudents,
      overall.allResults!.meanPre,
    ),
    ...at(
      'Per kelas',
      'Semua posttest',
      overall.allResults!.posttestStudents,
      overall.allResults!.meanPost,
    ),
    ...descriptives('Pretest', 'pre'),
    ...descriptives('Posttest', 'post'),
    ...descriptives('Selisih (post − pre)', 'difference'),
    ...at('Deskriptif', 'Pasangan dalam uji', evidence.pairs),
    ...at('Deskriptif', 'Hanya pretest', evidence.pretestOnly),
    ...at(
      'Deskriptif',
      `${evidence.flaggedIncluded ? 'Ditandai, tetap diuji' : 'Tidak diuji'}: materi dibuka sebelum pretest`,
      evidence.excludedMaterialsFirst,
    ),
    ...at('Normalitas', 'Selisih (post − pre)', normality?.w, normality?.p),
    ...at('Uji beda', 't', tTest?.t),
    ...at('Uji beda', 'df', tTest?.df),
    ...at('Uji beda', 'p uji t (dua sisi)', tTest?.p),
    ...at('Uji beda', 'Rata-rata selisih (poin)', tTest?.meanDifference),
    ...at('Uji beda', 'IK 95% rata-rata selisih (bawah, atas)', tTest?.ciLow, tTest?.ciHigh),
    ...at('Uji beda', 'd_z (Cohen)', tTest?.dz),
    ...at('Uji beda', 'IK 95% d_z (bawah, atas)', tTest?.dzCiLow, tTest?.dzCiHigh),
    ...at('Uji beda', 'V', wilcoxon?.v),
    ...at('Uji beda', 'z', wilcoxon?.z),
    ...at('Uji beda', 'p Wilcoxon (dua sisi)', wilcoxon?.p),
    ...at('Uji beda', 'Selisih bukan nol (n)', wilcoxon?.nonZero),
    ...at('Uji beda', 'r = z / √n', wilcoxon?.r),
    ...at('Uji beda', 'Korelasi rank-biserial', wilcoxon?.rankBiserial),
    ...at('N-gain', '⟨g⟩ Hake (dari rata-rata)', nGain.hake),
    ...at('N-gain', 'N-gain (%) = ⟨g⟩ × 100', nGain.hakePercent),
    ...at('N-gain', 'Rata-rata g per siswa', nGain.meanG),
    ...at('N-gain', 'Siswa dengan g', nGain.gStudents),
    ...at('N-gain', 'Tidak dihitung (pretest 100%)', nGain.excludedFullPretest),
    ...at('N-gain', 'Tinggi (g ≥ 0,7)', nGain.shares.high * 100),
    ...at('N-gain', 'Sedang (0,3 ≤ g < 0,7)', nGain.shares.medium * 100),
    ...at('N-gain', 'Rendah (g < 0,3)', nGain.shares.low * 100),
    ...(
      [
        ['good', 'Baik (≥ 76%)'],
        ['fair', 'Cukup (56–75%)'],
        ['poor', 'Kurang (≤ 55%)'],
      ] as const
    ).flatMap(([level, label]) =>
      at(
        'Tingkat pengetahuan',
        label,
        levels.pre.counts[level],
        levels.pre.shares[level] * 100,
        levels.post.counts[level],
        levels.post.shares[level] * 100,
      ),
    ),
    ...report.questions.flatMap((question) => [
      { sheet: 'Per topik', label: question.topic, column: 4, value: question.pre.p },
      { sheet: 'Per topik', label: question.topic, column: 5, value: question.post.p },
      { sheet: 'Per topik', label: question.topic, column: 6, value: question.gain },
      // After its flags, each question's change between the tests as numbers: the counts,
      // McNemar's p and Holm's.
      {
        sheet: 'Per topik',
        label: question.topic,
        column: 8,
        value: question.mcnemar!.wrongToRight,
      },
      {
        sheet: 'Per topik',
        label: question.topic,
        column: 9,
        value: question.mcnemar!.rightToWrong,
      },
      { sheet: 'Per topik', label: question.topic, column: 10, value: question.mcnemar!.p },
      { sheet: 'Per topik', label: question.topic, column: 11, value: question.mcnemar!.pHolm },
    ]),
  ];
}

/** A cell as a spreadsheet holds it: a number, or text, or nothing; exceljs also gives the format. */
interface SheetCell {
  number: number | null;
  text: string | null;
  format?: string;
}
type Sheets = Map<string, SheetCell[][]>;

function excelSheets(workbook: ExcelJS.Workbook): Sheets {
  const sheets: Sheets = new Map();
  workbook.eachSheet((sheet) => {
    const rows: SheetCell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      rows[rowNumber - 1] = Array.from({ length: row.cellCount }, (_, i) => {
        const cell = row.getCell(i + 1);
        return {
          number: cell.type === ExcelJS.ValueType.Number ? (cell.value as number) : null,
          text: cell.type === ExcelJS.ValueType.String ? (cell.value as string) : null,
          ...(cell.type === ExcelJS.ValueType.Number ? { format: cell.numFmt } : {}),
        };
      });
    });
    sheets.set(
      sheet.name,
      Array.from(rows, (row) => row ?? []),
    );
  });
  return sheets;
}

function libreOfficeSheets(xml: string): Sheets {
  return new Map(
    [...readFlatOds(xml)].map(([name, rows]) => [
      name,
      rows.map((row) =>
        row.map((cell) => ({
          number: cell.type === 'float' ? cell.value : null,
          text: cell.type === 'string' ? cell.text : null,
        })),
      ),
    ]),
  );
}

/**
 * Every expected figure is a number cell of that value on its row; an undefined one is empty.
 * Where the reader gives the cells' formats (exceljs), each figure's is checked too.
 */
function expectFigures(sheets: Sheets, expected: Expected[], formats: 'read' | 'not read') {
  for (const { sheet, label, column, value } of expected) {
    const rows = sheets.get(sheet)?.filter((row) => row.slice(0, 2).some((c) => c.text === label));
    expect({ sheet, label, rows: rows?.length }).toEqual({ sheet, label, rows: 1 });
    const cell = rows![0][column - 1] ?? { number: null, text: null };
    if (value === null) {
      expect({ sheet, label, column, cell }).toEqual({
        sheet,
        label,
        column,
        cell: { number: null, text: null },
      });
    } else {
      expect({ sheet, label, column, text: cell.text }).toEqual({
        sheet,
        label,
        column,
        text: null,
      });
      expect(cell.number).toBeCloseTo(value, 9);
      // A fixed number of decimals ('0', '0.00', '0.0000'), never the General format.
      expect({ label, column, format: cell.format }).toEqual({
        label,
        column,
        format: formats === 'read' ? expect.stringMatching(/^0(\.0+)?$/) : undefined,
      });
    }
  }
}

const download = (testApp: Parameters<Cases>[0], query: string) =>
  http(testApp()).get(`/api/analytics/export.xlsx?${query}`).responseType('blob').expect(200);

async function excelWorkbook(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook;
}

export const analysisWorkbookCases: Cases = (testApp) => {
  describe('GET /api/analytics/export.xlsx', () => {
    beforeEach(() => seedSession(testApp));

    it("downloads the session's analysis: each table a sheet, every figure a number equal to the analysis's", async () => {
      const { body: report } = await http(testApp())
        .get(`/api/analytics?session=${SESSION}`)
        .expect(200);
      const response = await download(testApp, `session=${SESSION}`);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="piba-analisis-${SESSION}-pseudonim-\\d{4}-\\d\\d-\\d\\d\\.xlsx"$`,
        ),
      );
      const workbook = await excelWorkbook(response.body as Buffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(SHEETS);
      // Fifteen pairs of this session only; the tests ran on the fourteen they count.
      expect(report.pairs).toHaveLength(15);
      expect(report.evidence.pairs).toBe(14);
      expect(report.evidence.excludedMaterialsFirst).toBe(1);
      expect(report.evidence.tTest).not.toBeNull();
      expect(report.evidence.wilcoxon).not.toBeNull();
      const sheets = excelSheets(workbook);
      const pairRows = sheets.get('Data berpasangan')!.slice(1);
      expect(pairRows).toHaveLength(15);
      expect(pairRows.map((row) => row[7].text)).toEqual(
        report.pairs.map((pair: { name: string }) =>
          pair.name === 'Lihat Materi Dulu' ? 'tidak: materi dibuka sebelum pretest' : 'ya',
        ),
      );
      expectFigures(sheets, expectedFigures(report), 'read');
      // The comparing figures are over the fourteen tested pairs, by hand and R: 8A
      // 310 / 7 → 500 / 7, ⟨g⟩ = 190 / 390; 8B 350 / 7 → 470 / 7, ⟨g⟩ = 0.3428571; both
      // 660 / 14 → 970 / 14, ⟨g⟩ = 0.4189189. The lone pre-test (40) and the flagged pair
      // (20 → 90) only in the counts and "Semua hasil": 720 / 16 and 1060 / 15.
      const perClass = (label: string) =>
        sheets
          .get('Per kelas')!
          .find((row) => row[0]?.text === label)!
          .map((cell) => cell.number ?? cell.text);
      expect(perClass('8A')).toEqual([
        '8A',
        SESSION,
        7,
        44.29,
        71.43,
        0.487,
        'Sedang (0,3 ≤ g < 0,7)',
        expect.closeTo(48.7, 9),
        'Kurang efektif (40–55%)',
        0.488,
      ]);
      expect(perClass('8B')).toEqual([
        '8B',
        SESSION,
        7,
        50,
        67.14,
        0.343,
        'Sedang (0,3 ≤ g < 0,7)',
        expect.closeTo(34.3, 9),
        'Tidak efektif (< 40%)',
        0.289,
      ]);
      expect(perClass('Semua kelas')).toEqual([
        'Semua kelas',
        null,
        14,
        47.14,
        69.29,
        0.419,
        'Sedang (0,3 ≤ g < 0,7)',
        expect.closeTo(41.9, 9),
        'Kurang efektif (40–55%)',
        0.396,
      ]);
      expect(perClass('Semua pretest')).toEqual(['Semua pretest', 16, 45]);
      expect(perClass('Semua posttest')).toEqual(['Semua posttest', 15, 70.67]);
      const participants = (label: string) =>
        sheets
          .get('Peserta')!
          .find((row) => row[0]?.text === label)!
          .slice(2)
          .map((cell) => cell.number);
      expect(participants('8A')).toEqual([8, 7, 7, 1, 0, 12.5, 7]);
      expect(participants('8B')).toEqual([8, 8, 8, 0, 0, 0, 7]);
      expect(participants('Semua kelas')).toEqual([16, 15, 15, 1, 0, 6.25, 14]);
      // Before: 80 and 100 baik, 60, 70, 60 cukup, 9 kurang; after: 90, 80, 90, 100, 100 baik,
      // 70, 60, 60, 70, 60, 70 cukup, 50, 40, 30 kurang.
      expect(report.evidence.knowledgeLevels).toMatchObject({
        pre: { counts: { good: 2, fair: 3, poor: 9 } },
        post: { counts: { good: 5, fair: 6, poor: 3 } },
      });
      expect(report.evidence.nGain.hakePercent).toBeCloseTo(41.89189, 4);
      const pValue = workbook
        .getWorksheet('Uji beda')!
        .getColumn(1)
        .values.indexOf('p uji t (dua sisi)');
      expect(workbook.getWorksheet('Uji beda')!.getCell(pValue, 2).numFmt).toBe('0.0000');
      const audit = await testApp().dataSource.getRepository(AuditEntryEntity).find();
      expect(audit.map(({ action, target }) => ({ action, target }))).toEqual([
        {
          action: 'export',
          target: `analysis (session=${SESSION}) as Excel with participant codes`,
        },
      ]);
    });

    it('with includeFlagged, tests the flagged pair too and says so in "Dalam uji"', async () => {
      const { body: report } = await http(testApp())
        .get(`/api/analytics?session=${SESSION}&includeFlagged=true`)
        .expect(200);
      expect(report.evidence).toMatchObject({
        pairs: 15,
        excludedMaterialsFirst: 1,
        flaggedIncluded: true,
      });
      const response = await download(testApp, `session=${SESSION}&includeFlagged=true`);
      const sheets = excelSheets(await excelWorkbook(response.body as Buffer));
      const pairRows = sheets.get('Data berpasangan')!.slice(1);
      expect(pairRows.map((row) => row[7].text)).toEqual(
        report.pairs.map((pair: { name: string }) =>
          pair.name === 'Lihat Materi Dulu' ? 'ya, ditandai: materi dibuka sebelum pretest' : 'ya',
        ),
      );
      expectFigures(sheets, expectedFigures(report), 'read');
      const audit = await testApp().dataSource.getRepository(AuditEntryEntity).find();
      expect(audit.map(({ target }) => target)).toEqual([
        `analysis (session=${SESSION}, includeFlagged) as Excel with participant codes`,
      ]);
      const bad = await http(testApp())
        .get(`/api/analytics/export.xlsx?session=${SESSION}&includeFlagged=ya`)
        .expect(400);
      expect(JSON.stringify(bad.body)).toMatch(/includeFlagged must be true, false, 1 or 0/);
    });

    it('gives participant codes and never a name unless names=true, and says which in the audit log', async () => {
      const { body: report } = await http(testApp())
        .get(`/api/analytics?session=${SESSION}&classRoom=8B`)
        .expect(200);
      for (const query of ['', '&pseudonymous=true', '&names=false']) {
        const response = await download(testApp, `session=${SESSION}&classRoom=8B${query}`);
        expect(response.headers['content-disposition']).toMatch(/piba-analisis-K7P3QX-pseudonim-/);
        const sheet = (await excelWorkbook(response.body as Buffer)).getWorksheet(
          'Data berpasangan',
        )!;
        const first = sheet.getColumn(1).values.slice(1);
        expect(first).toEqual([
          'Kode peserta',
          ...report.pairs.map((pair: { participant_code: string }) => pair.participant_code),
        ]);
        expect(first).toHaveLength(9);
        expect(JSON.stringify(sheet.getSheetValues())).not.toMatch(/Siswa/);
      }
      const named = await download(testApp, `session=${SESSION}&classRoom=8B&names=true`);
      expect(named.headers['content-disposition']).toMatch(
        /filename="piba-analisis-K7P3QX-\d{4}-\d\d-\d\d\.xlsx"/,
      );
      const sheet = (await excelWorkbook(named.body as Buffer)).getWorksheet('Data berpasangan')!;
      expect(sheet.getColumn(1).values.slice(1)).toEqual([
        'Nama',
        ...report.pairs.map((pair: { name: string }) => pair.name),
      ]);
      const audit = await testApp().dataSource.getRepository(AuditEntryEntity).find();
      expect(audit.map(({ target }) => target)).toEqual([
        ...Array.from(
          { length: 3 },
          () => `analysis (session=${SESSION}, classRoom=8B) as Excel with participant codes`,
        ),
        `analysis (session=${SESSION}, classRoom=8B) as Excel with names`,
      ]);
      const both = await http(testApp())
        .get(`/api/analytics/export.xlsx?session=${SESSION}&names=true&pseudonymous=true`)
        .expect(400);
      expect(JSON.stringify(both.body)).toMatch(/names=true cannot go with pseudonymous=true/);
    });

    it('names the file for every session or none, and refuses a bad query with the reason', async () => {
      const all = await download(testApp, '');
      expect(all.headers['content-disposition']).toMatch(/filename="piba-analisis-semua-/);
      const withoutSession = await download(testApp, 'session=none');
      expect(withoutSession.headers['content-disposition']).toMatch(
        /filename="piba-analisis-tanpa-sesi-/,
      );
      const bad = await http(testApp())
        .get('/api/analytics/export.xlsx?pseudonymous=ya&session=K7P3QX!')
        .expect(400);
      expect(JSON.stringify(bad.body)).toMatch(/pseudonymous must be true or false/);
      expect(JSON.stringify(bad.body)).toMatch(/session must be a join code/);
      const badNames = await http(testApp()).get('/api/analytics/export.xlsx?names=1').expect(400);
      expect(JSON.stringify(badNames.body)).toMatch(/names must be true or false/);
    });

    it('gives a session key its own session only, whatever the query asks', async () => {
      const { body: own } = await http(testApp())
        .post('/api/sessions')
        .send({ name: 'SMP Uji — kelas 8' })
        .expect(201);
      const names = ['Dewi', 'Eko', 'Fajar'];
      await seedRows(
        testApp(),
        [true, false].flatMap((isPretest) =>
          names.map((name) => ({
            name,
            class_room: '8C',
            session_code: own.code,
            percentage: isPretest ? 30 : 80,
            score: isPretest ? '3/10' : '8/10',
            is_pretest: isPretest,
            is_posttest: !isPretest,
          })),
        ),
      );
      const response = await http(testApp())
        .get(`/api/analytics/export.xlsx?session=${SESSION}&names=true`)
        .set(TEACHER_KEY_HEADER, own.teacher_key)
        .responseType('blob')
        .expect(200);
      expect(response.headers['content-disposition']).toMatch(`piba-analisis-${own.code}-`);
      const workbook = await excelWorkbook(response.body as Buffer);
      const sheet = workbook.getWorksheet('Data berpasangan')!;
      expect(sheet.getColumn(1).values.slice(2)).toEqual(names);
      expect(sheet.getColumn(3).values.slice(2)).toEqual(names.map(() => own.code));
      const exports = await testApp()
        .dataSource.getRepository(AuditEntryEntity)
        .findBy({ action: 'export' });
      expect(exports.map(({ actor }) => actor)).toEqual([`session ${own.code}`]);
    });

    it('holds every pair of a large selection, past the 1,000 the analysis lists', async () => {
      const count = 1_005;
      const rows = Array.from({ length: count }, (_, i) => ({
        participant_id: randomUUID(),
        name: `Murid ${i + 1}`,
        class_room: '9Z',
        session_code: SESSION,
        score: `${i % 10}/10`,
        percentage: (i % 10) * 10,
      }));
      await seedRows(testApp(), [
        ...rows,
        ...rows.map((row) => ({ ...row, percentage: 100, is_pretest: false, is_posttest: true })),
      ]);
      const { body: report } = await http(testApp())
        .get(`/api/analytics?session=${SESSION}&classRoom=9Z`)
        .expect(200);
      expect(report.pairs).toHaveLength(1_000);
      expect(report.evidence.pairs).toBe(count);
      const response = await download(testApp, `session=${SESSION}&classRoom=9Z&names=true`);
      const sheet = (await excelWorkbook(response.body as Buffer)).getWorksheet(
        'Data berpasangan',
      )!;
      const names = sheet.getColumn(1).values.slice(2) as string[];
      expect(new Set(names)).toEqual(new Set(rows.map((row) => row.name)));
      expect(names).toHaveLength(count);
    });

    itWithLibreOffice(
      'opens in LibreOffice with every sheet and every figure a number of the same value',
      async (soffice) => {
        const { body: report } = await http(testApp())
          .get(`/api/analytics?session=${SESSION}`)
          .expect(200);
        const response = await download(testApp, `session=${SESSION}`);
        const folder = mkdtempSync(join(tmpdir(), 'piba-workbook-'));
        try {
          const file = join(folder, 'analisis.xlsx');
          writeFileSync(file, response.body as Buffer);
          const { xml } = await convertToFlatOds(soffice, file);
          const sheets = libreOfficeSheets(xml);
          expect([...sheets.keys()]).toEqual(SHEETS);
          expectFigures(sheets, expectedFigures(report), 'not read');
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
      180_000,
    );
  });
};
