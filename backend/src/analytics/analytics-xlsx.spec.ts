import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import type { Descriptives, Evidence, GroupMeasures } from '@piba/shared';
import type { AnalysisOfWorkbook } from './analytics-xlsx-cells.js';
import { designSheetNames } from './analytics-xlsx-designs.js';
import { analysisWorkbook } from './analytics-xlsx.js';

const descriptives = (n: number): Descriptives => ({
  n,
  mean: null,
  sd: null,
  median: null,
  q1: null,
  q3: null,
  iqr: null,
  min: null,
  max: null,
});

/** Two pairs: too few for a test, so every test figure is undefined. */
const evidence: Evidence = {
  pairs: 2,
  pretestOnly: 1,
  posttestOnly: 0,
  excludedOtherKey: 0,
  excludedMaterialsFirst: 0,
  flaggedIncluded: false,
  descriptives: { pre: descriptives(2), post: descriptives(2), difference: descriptives(2) },
  normality: null,
  tTest: null,
  wilcoxon: null,
  chosen: null,
  notes: ['too-few-pairs', 'small-sample'],
  sentence: null,
  nGain: {
    hake: 0.5,
    hakeBand: 'medium',
    meanG: null,
    meanGBand: null,
    gStudents: 1,
    excludedFullPretest: 1,
    shares: { high: 0, medium: 1, low: 0 },
    meanC: 0.5,
  },
};

/** Class 8A: one pair tested and one pre-test alone; the whole selection the same. */
const group: GroupMeasures = {
  pretestStudents: 2,
  posttestStudents: 1,
  pairedStudents: 1,
  pretestOnly: 1,
  posttestOnly: 0,
  attritionRate: 0.5,
  testedPairs: 1,
  meanPre: 40,
  meanPost: 70,
  hakeGain: 0.5,
  hakeBand: 'medium',
  effectiveness: 'less-effective',
  meanG: 0.5,
  meanGBand: 'medium',
  meanNormalizedChange: 0.5,
  allResults: { pretestStudents: 2, posttestStudents: 1, meanPre: 45, meanPost: 70 },
};

const analysis: AnalysisOfWorkbook = {
  session: 'K7P3QX',
  classRoom: null,
  overall: group,
  classes: [{ ...group, session_code: 'K7P3QX', class_room: '8A' }],
  pairs: [
    {
      name: '=SUM(A1)',
      participant_code: 'K7P3QXBD',
      session_code: 'K7P3QX',
      class_room: '8A',
      pre: 40,
      post: 70,
      flag: null,
    },
    {
      name: 'Budi',
      participant_code: 'B2C3D4F5',
      session_code: 'K7P3QX',
      class_room: '8B',
      pre: 100,
      post: 90,
      flag: 'materials-first',
    },
  ],
  evidence,
  questions: [],
};

/** The rows of the tests' figures ('Uji beda'), undefined when no test was run. */
const UNDEFINED_FIGURES = [
  't',
  'df',
  'p uji t (dua sisi)',
  'Rata-rata selisih (poin)',
  'IK 95% rata-rata selisih (bawah, atas)',
  'd_z (Cohen)',
  'IK 95% d_z (bawah, atas)',
  'V',
  'z',
  'p Wilcoxon (dua sisi)',
  'Cara menghitung p',
  'Selisih bukan nol (n)',
  'Selisih nol (tidak dihitung)',
  'r = z / √n',
  'Korelasi rank-biserial',
];

async function load(withNames: boolean, of: AnalysisOfWorkbook = analysis) {
  const errors: unknown[] = [];
  const file = await buffer(analysisWorkbook(of, withNames, (error) => errors.push(error)));
  expect(errors).toEqual([]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook;
}

describe('analysisWorkbook', () => {
  it('writes each pair with numbers as numbers and a name as text, never a formula', async () => {
    const sheet = (await load(true)).getWorksheet('Data berpasangan')!;
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '=SUM(A1)',
      '8A',
      'K7P3QX',
      40,
      70,
      30,
      0.5,
      'ya',
    ]);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('G2').numFmt).toBe('0.000');
    // A 100% pre-test has no g: an empty cell, not a zero or a dash.
    expect(sheet.getCell('G3').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('H3').value).toBe('tidak: materi dibuka sebelum pretest');
  });

  it('writes the participant code and never the name unless asked for names', async () => {
    const sheet = (await load(false)).getWorksheet('Data berpasangan')!;
    expect(sheet.getColumn(1).values.slice(1)).toEqual(['Kode peserta', 'K7P3QXBD', 'B2C3D4F5']);
    expect(JSON.stringify(sheet.getSheetValues())).not.toMatch(/Budi/);
  });

  it('writes the participants of each class and the whole, with the attrition rate', async () => {
    const sheet = (await load(false)).getWorksheet('Peserta')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const byLabel = (label: string) => rows.find((row) => row[1] === label)!.slice(1);
    expect(byLabel('8A')).toEqual(['8A', 'K7P3QX', 2, 1, 1, 1, 0, 50, 1]);
    expect(byLabel('Semua kelas')).toEqual(['Semua kelas', undefined, 2, 1, 1, 1, 0, 50, 1]);
  });

  it('leaves the knowledge levels empty for an answer made before them', async () => {
    const sheet = (await load(false)).getWorksheet('Tingkat pengetahuan')!;
    expect(sheet.getColumn(1).values).toContain('Baik (≥ 76%)');
    expect(sheet.getRow(5).getCell(2).type).toBe(ExcelJS.ValueType.Null);
  });

  it('says in words why no test was run, and leaves the undefined figures empty', async () => {
    const sheet = (await load(false)).getWorksheet('Uji beda')!;
    const texts = sheet.getColumn(1).values.filter((value) => typeof value === 'string');
    expect(texts).toEqual(
      expect.arrayContaining([
        'Tidak ada uji yang dijalankan.',
        'Kurang dari 3 pasangan: uji statistik tidak dijalankan.',
      ]),
    );
    const figures: Record<string, unknown[]> = {};
    sheet.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string') figures[label] = [row.getCell(2).type, row.getCell(3).type];
    });
    const empty = [ExcelJS.ValueType.Null, ExcelJS.ValueType.Null];
    // Every row of the two tests is there, each with its figures left empty.
    expect(Object.fromEntries(UNDEFINED_FIGURES.map((label) => [label, figures[label]]))).toEqual(
      Object.fromEntries(UNDEFINED_FIGURES.map((label) => [label, empty])),
    );
  });

  it('writes a comparison sheet for each answer-key version, saying which, with numbers as numbers', async () => {
    const comparisonOf = (version: string, t: number) => ({
      sentence: `Kelas yang diajar naik lebih tinggi (${version}).`,
      taught: { students: 4, sessions: 1 },
      welch: { t, p: 0.0123 },
      answerKeyVersion: version,
      otherGroups: 2,
    });
    const comparisons = [
      comparisonOf('kunci-satu', 2.5),
      comparisonOf('kunci-dua', -1.25),
      comparisonOf('kunci-tiga', 0.75),
    ];
    const workbook = await load(false, {
      ...analysis,
      designs: { comparison: comparisons[0] },
      comparisons,
    });
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names.filter((name) => name.startsWith('Kelas pembanding'))).toEqual([
      'Kelas pembanding',
      'Kelas pembanding 2',
      'Kelas pembanding 3',
    ]);
    for (const [i, name] of [
      'Kelas pembanding',
      'Kelas pembanding 2',
      'Kelas pembanding 3',
    ].entries()) {
      const sheet = workbook.getWorksheet(name)!;
      expect(sheet.getRow(2).getCell(1).value).toBe('Versi kunci jawaban');
      expect(sheet.getRow(2).getCell(2).value).toBe(comparisons[i].answerKeyVersion);
      const cells = new Map<string, ExcelJS.Cell>();
      sheet.eachRow((row) => cells.set(row.getCell(1).text, row.getCell(2)));
      expect(cells.get('Kesimpulan')!.value).toBe(comparisons[i].sentence);
      for (const [path, value] of [
        ['welch.t', comparisons[i].welch.t],
        ['welch.p', 0.0123],
        ['taught.students', 4],
      ] as const) {
        expect([path, cells.get(path)!.type]).toEqual([path, ExcelJS.ValueType.Number]);
        expect(cells.get(path)!.value).toBe(value);
      }
    }
  });

  it('writes the one comparison it is given when no group list comes with it', async () => {
    const workbook = await load(false, {
      ...analysis,
      designs: { comparison: { sentence: null, welch: { t: 1 } } },
    });
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names.filter((name) => name.startsWith('Kelas pembanding'))).toEqual([
      'Kelas pembanding',
    ]);
  });
});

describe('designSheetNames', () => {
  it('keeps every name unique and at most 31 characters', () => {
    const long = 'Perbandingan kelas pembanding diajar';
    const names = designSheetNames(long, 12);
    expect(new Set(names).size).toBe(12);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
    expect(names[11].endsWith(' 12')).toBe(true);
    expect(designSheetNames('Kelas pembanding', 2)).toEqual([
      'Kelas pembanding',
      'Kelas pembanding 2',
    ]);
  });
});
