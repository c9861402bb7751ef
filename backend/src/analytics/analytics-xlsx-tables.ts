import {
  type ChosenTest,
  type Descriptives,
  type EvidenceNote,
  type GainBand,
  type GroupMeasures,
  type KnowledgeLevel,
  type NGainEffectiveness,
  type QuestionFlag,
} from '@piba/shared';
import {
  type AnalysisOfWorkbook,
  type Cell,
  figure,
  FORMAT,
  type SheetWriter,
} from './analytics-xlsx-cells.js';

/** A question's flags as the page words them. */
const QUESTION_FLAGS: Record<QuestionFlag, string> = {
  'known-before': 'sudah diketahui sebelum pelajaran',
};

const TEST_NAMES: Record<ChosenTest, string> = {
  'paired-t': 'Uji t berpasangan',
  wilcoxon: 'Uji peringkat bertanda Wilcoxon',
};

const BANDS: Record<GainBand, string> = {
  high: 'Tinggi (g ≥ 0,7)',
  medium: 'Sedang (0,3 ≤ g < 0,7)',
  low: 'Rendah (g < 0,3)',
};

const NOTES: Record<EvidenceNote, string> = {
  'too-few-pairs': 'Kurang dari 3 pasangan: uji statistik tidak dijalankan.',
  'all-differences-zero': 'Semua selisih bernilai nol: uji statistik tidak dijalankan.',
  'small-sample': 'Kurang dari 10 pasangan: tafsirkan hasil uji dengan hati-hati.',
  'normality-not-run-large':
    'Lebih dari 5.000 pasangan: uji Shapiro–Wilk tidak dijalankan dan uji Wilcoxon dipilih.',
};

const bandOf = (band: GainBand | null) => (band ? BANDS[band] : null);

/** "Tafsiran efektivitas N-gain" (after Hake 1999), as Indonesian reports cite it. */
const EFFECTIVENESS: Record<NGainEffectiveness, string> = {
  effective: 'Efektif (> 75%)',
  'fairly-effective': 'Cukup efektif (56–75%)',
  'less-effective': 'Kurang efektif (40–55%)',
  'not-effective': 'Tidak efektif (< 40%)',
};
const effectivenessOf = (category: NGainEffectiveness | null | undefined) =>
  category ? EFFECTIVENESS[category] : null;

/** Knowledge levels after Arikunto (2010), Prosedur Penelitian. */
const LEVELS: Record<KnowledgeLevel, string> = {
  good: 'Baik (≥ 76%)',
  fair: 'Cukup (56–75%)',
  poor: 'Kurang (≤ 55%)',
};

/** A class's row of the participants' table: every student of it, paired or not. */
const participantRow = (session: string | null, classRoom: string, group: GroupMeasures) => [
  classRoom,
  session,
  figure(group.pretestStudents, FORMAT.count),
  figure(group.posttestStudents, FORMAT.count),
  figure(group.pairedStudents, FORMAT.count),
  figure(group.pretestOnly, FORMAT.count),
  figure(group.posttestOnly, FORMAT.count),
  figure(
    group.attritionRate === null || group.attritionRate === undefined
      ? null
      : group.attritionRate * 100,
    FORMAT.percent,
  ),
  figure(group.testedPairs, FORMAT.count),
];

/** A class's row of the comparison: over the pairs the tests use. */
const comparisonRow = (session: string | null, classRoom: string, group: GroupMeasures) => [
  classRoom,
  session,
  figure(group.testedPairs, FORMAT.count),
  figure(group.meanPre, FORMAT.percent),
  figure(group.meanPost, FORMAT.percent),
  figure(group.hakeGain, FORMAT.statistic),
  bandOf(group.hakeBand),
  figure(group.hakeGain === null ? null : group.hakeGain * 100, FORMAT.share),
  effectivenessOf(group.effectiveness),
  figure(group.meanG, FORMAT.statistic),
];

/** Every class of the selection, then the whole selection ('Semua kelas'). */
function byClass(
  { classes, overall }: AnalysisOfWorkbook,
  row: (session: string | null, classRoom: string, group: GroupMeasures) => Cell[],
) {
  return [
    ...classes.map((group) => row(group.session_code, group.class_room ?? '(tanpa kelas)', group)),
    row(null, 'Semua kelas', overall),
  ];
}

/** The title of a table and what it covers, then an empty row. */
function heading(write: SheetWriter, title: string, { session, classRoom }: AnalysisOfWorkbook) {
  write([title], true);
  const sessionText = session === null ? 'semua sesi' : session === 'none' ? 'tanpa sesi' : session;
  write([`Sesi: ${sessionText}; kelas: ${classRoom ?? 'semua kelas'}`]);
  write([]);
}

function notes(write: SheetWriter, { notes }: AnalysisOfWorkbook['evidence']) {
  if (notes.length === 0) return;
  write([]);
  write(['Catatan'], true);
  for (const note of notes) write([NOTES[note]]);
}

const descriptiveRow = (label: string, d: Descriptives): Cell[] => [
  label,
  figure(d.n, FORMAT.count),
  ...[d.mean, d.sd, d.median, d.q1, d.q3, d.iqr, d.min, d.max].map((value) =>
    figure(value, FORMAT.percent),
  ),
];

/**
 * Each sheet of the tables, in the report's order: the participants, Tabel 1–4, the knowledge
 * levels and the classes' comparison, Tabel 5. Every figure comparing the pretest with the
 * posttest is over the pairs the tests use; the participants' counts and "Semua hasil" are over
 * every result.
 */
export const TABLE_SHEETS: Array<{
  name: string;
  widths: number[];
  write: (analysis: AnalysisOfWorkbook, write: SheetWriter) => void;
}> = [
  {
    name: 'Peserta',
    widths: [16, 10, 12, 12, 12, 14, 14, 12, 18],
    write(analysis, write) {
      heading(write, 'Peserta: pretest, posttest, pasangan dan attrisi per kelas', analysis);
      write(
        [
          'Kelas',
          'Sesi',
          'Pretest (n)',
          'Posttest (n)',
          'Berpasangan',
          'Hanya pretest',
          'Hanya posttest',
          'Attrisi (%)',
          'Pasangan dalam uji',
        ],
        true,
      );
      for (const row of byClass(analysis, participantRow)) write(row);
      write([]);
      write(['Attrisi = siswa yang hanya mengerjakan pretest / siswa yang mengerjakan pretest.']);
    },
  },
  {
    name: 'Deskriptif',
    widths: [44, 8, 11, 11, 11, 11, 11, 11, 11, 11],
    write(analysis, write) {
      const { evidence } = analysis;
      heading(write, 'Tabel 1. Statistik deskriptif nilai (%) dan selisihnya (poin)', analysis);
      write(['Data', 'n', 'Rata-rata', 'SD', 'Median', 'Q1', 'Q3', 'IQR', 'Min', 'Maks'], true);
      write(descriptiveRow('Pretest', evidence.descriptives.pre));
      write(descriptiveRow('Posttest', evidence.descriptives.post));
      write(descriptiveRow('Selisih (post − pre)', evidence.descriptives.difference));
      write([]);
      write(['Pasangan dalam uji', figure(evidence.pairs, FORMAT.count)]);
      write(['Hanya pretest', figure(evidence.pretestOnly, FORMAT.count)]);
      write(['Hanya posttest', figure(evidence.posttestOnly, FORMAT.count)]);
      const flagged = evidence.flaggedIncluded ? 'Ditandai, tetap diuji' : 'Tidak diuji';
      write([`${flagged}: kunci jawaban berbeda`, figure(evidence.excludedOtherKey, FORMAT.count)]);
      write([
        `${flagged}: materi dibuka sebelum pretest`,
        figure(evidence.excludedMaterialsFirst, FORMAT.count),
      ]);
      notes(write, evidence);
    },
  },
  {
    name: 'Normalitas',
    widths: [24, 10, 10, 46],
    write(analysis, write) {
      const { normality } = analysis.evidence;
      heading(write, 'Tabel 2. Uji normalitas Shapiro–Wilk pada selisih', analysis);
      write(['Data', 'W', 'p', 'Kesimpulan'], true);
      if (normality) {
        write([
          'Selisih (post − pre)',
          figure(normality.w, FORMAT.statistic),
          figure(normality.p, FORMAT.p),
          normality.normal
            ? 'Tidak menyimpang bermakna dari normal (p ≥ 0,05)'
            : 'Menyimpang bermakna dari normal (p < 0,05)',
        ]);
      } else {
        write(['Selisih (post − pre)', null, null, 'Tidak diuji']);
      }
      notes(write, analysis.evidence);
    },
  },
  {
    name: 'Uji beda',
    widths: [44, 12, 12],
    write(analysis, write) {
      const { evidence } = analysis;
      const { tTest, wilcoxon, chosen } = evidence;
      heading(write, 'Tabel 3. Uji beda pretest dan posttest', analysis);
      write(['Uji yang dipilih', chosen ? TEST_NAMES[chosen] : 'Tidak diuji'], true);
      write([]);
      write([`${TEST_NAMES['paired-t']}${chosen === 'paired-t' ? ' (dipilih)' : ''}`], true);
      write(['t', figure(tTest?.t, FORMAT.statistic)]);
      write(['df', figure(tTest?.df, FORMAT.count)]);
      write(['p uji t (dua sisi)', figure(tTest?.p, FORMAT.p)]);
      write(['Rata-rata selisih (poin)', figure(tTest?.meanDifference, FORMAT.percent)]);
      write([
        'IK 95% rata-rata selisih (bawah, atas)',
        figure(tTest?.ciLow, FORMAT.percent),
        figure(tTest?.ciHigh, FORMAT.percent),
      ]);
      write(['d_z (Cohen)', figure(tTest?.dz, FORMAT.statistic)]);
      write([
        'IK 95% d_z (bawah, atas)',
        figure(tTest?.dzCiLow, FORMAT.statistic),
        figure(tTest?.dzCiHigh, FORMAT.statistic),
      ]);
      write([]);
      write([`${TEST_NAMES.wilcoxon}${chosen === 'wilcoxon' ? ' (dipilih)' : ''}`], true);
      write(['V', figure(wilcoxon?.v, FORMAT.statistic)]);
      write(['z', figure(wilcoxon?.z, FORMAT.statistic)]);
      write(['p Wilcoxon (dua sisi)', figure(wilcoxon?.p, FORMAT.p)]);
      write([
        'Cara menghitung p',
        wilcoxon ? (wilcoxon.exact ? 'Eksak' : 'Pendekatan normal') : null,
      ]);
      write(['Selisih bukan nol (n)', figure(wilcoxon?.nonZero, FORMAT.count)]);
      write(['Selisih nol (tidak dihitung)', figure(wilcoxon?.zeros, FORMAT.count)]);
      write(['r = z / √n', figure(wilcoxon?.r, FORMAT.statistic)]);
      write(['Korelasi rank-biserial', figure(wilcoxon?.rankBiserial, FORMAT.statistic)]);
      write([]);
      write(['Kesimpulan'], true);
      write([evidence.sentence ?? 'Tidak ada uji yang dijalankan.']);
      notes(write, evidence);
    },
  },
  {
    name: 'N-gain',
    widths: [44, 12, 26],
    write(analysis, write) {
      const { nGain } = analysis.evidence;
      heading(write, 'Tabel 4. N-gain', analysis);
      write(['Ukuran', 'Nilai', 'Kategori'], true);
      write([
        '⟨g⟩ Hake (dari rata-rata)',
        figure(nGain.hake, FORMAT.statistic),
        bandOf(nGain.hakeBand),
      ]);
      write([
        'N-gain (%) = ⟨g⟩ × 100',
        figure(nGain.hakePercent, FORMAT.percent),
        effectivenessOf(nGain.effectiveness),
      ]);
      write([
        'Rata-rata g per siswa',
        figure(nGain.meanG, FORMAT.statistic),
        bandOf(nGain.meanGBand),
      ]);
      write(['Rata-rata perubahan ternormalisasi c', figure(nGain.meanC, FORMAT.statistic)]);
      write(['Siswa dengan g', figure(nGain.gStudents, FORMAT.count)]);
      write(['Tidak dihitung (pretest 100%)', figure(nGain.excludedFullPretest, FORMAT.count)]);
      write([]);
      write(['Kategori g siswa', 'Siswa (%)'], true);
      for (const band of ['high', 'medium', 'low'] as const) {
        write([BANDS[band], figure(nGain.shares[band] * 100, FORMAT.share)]);
      }
      write([]);
      write(['Efektivitas N-gain (tafsiran efektivitas N-gain, Hake 1999):'], true);
      for (const category of Object.values(EFFECTIVENESS)) write([category]);
    },
  },
  {
    name: 'Tingkat pengetahuan',
    widths: [24, 12, 12, 12, 12],
    write(analysis, write) {
      const levels = analysis.evidence.knowledgeLevels;
      heading(write, 'Tingkat pengetahuan sebelum dan sesudah (pasangan dalam uji)', analysis);
      write(['Tingkat', 'Pretest (n)', 'Pretest (%)', 'Posttest (n)', 'Posttest (%)'], true);
      for (const level of ['good', 'fair', 'poor'] as const) {
        write([
          LEVELS[level],
          figure(levels?.pre.counts[level], FORMAT.count),
          figure(levels ? levels.pre.shares[level] * 100 : null, FORMAT.share),
          figure(levels?.post.counts[level], FORMAT.count),
          figure(levels ? levels.post.shares[level] * 100 : null, FORMAT.share),
        ]);
      }
      write([
        'Jumlah',
        figure(analysis.evidence.pairs, FORMAT.count),
        null,
        figure(analysis.evidence.pairs, FORMAT.count),
      ]);
      write([]);
      write(['Kategori menurut Arikunto (2010), Prosedur Penelitian: Suatu Pendekatan Praktik.']);
    },
  },
  {
    name: 'Per kelas',
    widths: [16, 10, 12, 12, 12, 10, 24, 12, 26, 14],
    write(analysis, write) {
      heading(write, 'Nilai dan N-gain per kelas (pasangan dalam uji)', analysis);
      write(
        [
          'Kelas',
          'Sesi',
          'Pasangan dalam uji',
          'Rata-rata pretest',
          'Rata-rata posttest',
          '⟨g⟩',
          'Kategori ⟨g⟩',
          'N-gain (%)',
          'Efektivitas',
          'Rata-rata g per siswa',
        ],
        true,
      );
      for (const row of byClass(analysis, comparisonRow)) write(row);
      const all = analysis.overall.allResults;
      write([]);
      write(['Semua hasil, berpasangan atau tidak (tidak untuk membandingkan)'], true);
      write(['Data', 'n', 'Rata-rata'], true);
      write([
        'Semua pretest',
        figure(all?.pretestStudents, FORMAT.count),
        figure(all?.meanPre, FORMAT.percent),
      ]);
      write([
        'Semua posttest',
        figure(all?.posttestStudents, FORMAT.count),
        figure(all?.meanPost, FORMAT.percent),
      ]);
    },
  },
  {
    name: 'Per topik',
    widths: [6, 36, 60, 11, 11, 11, 34, 12, 12, 11, 17],
    write(analysis, write) {
      heading(
        write,
        'Tabel 5. Tingkat kesukaran (p) dan gain per soal dan topik (pasangan dalam uji)',
        analysis,
      );
      write(
        [
          'No',
          'Topik',
          'Soal',
          'p pretest',
          'p posttest',
          'Gain (g)',
          'Tanda',
          'Salah→benar',
          'Benar→salah',
          'p McNemar',
          'p (McNemar, Holm)',
        ],
        true,
      );
      analysis.questions.forEach((question, index) =>
        write([
          figure(index + 1, FORMAT.count),
          question.topic,
          // What the teacher recognises is the question as the students read it, not its id.
          question.stem ?? question.name,
          figure(question.pre.p, FORMAT.statistic),
          figure(question.post.p, FORMAT.statistic),
          figure(question.gain, FORMAT.statistic),
          (question.flags ?? []).map((flag) => QUESTION_FLAGS[flag]).join('; ') || null,
          figure(question.mcnemar?.wrongToRight, FORMAT.count),
          figure(question.mcnemar?.rightToWrong, FORMAT.count),
          figure(question.mcnemar?.p, FORMAT.p),
          figure(question.mcnemar?.pHolm, FORMAT.p),
        ]),
      );
    },
  },
];
