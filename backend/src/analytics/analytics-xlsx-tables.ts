import {
  questions,
  type ChosenTest,
  type Descriptives,
  type EvidenceNote,
  type GainBand,
} from '@piba/shared';
import {
  type AnalysisOfWorkbook,
  type Cell,
  figure,
  FORMAT,
  type SheetWriter,
} from './analytics-xlsx-cells.js';

/** Each question's stem by its name, for the per-topic table. */
const STEMS = new Map(questions.map((question) => [question.name, question.question]));

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

/** Each sheet of the tables, in the report's order (Tabel 1–5). */
export const TABLE_SHEETS: Array<{
  name: string;
  widths: number[];
  write: (analysis: AnalysisOfWorkbook, write: SheetWriter) => void;
}> = [
  {
    name: 'Deskriptif',
    widths: [44, 8, 11, 11, 11, 11, 11, 11, 11, 11],
    write(analysis, write) {
      const { evidence } = analysis;
      heading(write, 'Tabel 1. Statistik deskriptif nilai (%) dan selisihnya (poin)', analysis);
      write(['Data', 'n', 'Rata-rata', 'SD', 'Median', 'Q1', 'Q3', 'IQR', 'Min', 'Maks'], true);
      write(descriptiveRow('Pre-test', evidence.descriptives.pre));
      write(descriptiveRow('Post-test', evidence.descriptives.post));
      write(descriptiveRow('Selisih (post − pre)', evidence.descriptives.difference));
      write([]);
      write(['Pasangan dalam uji', figure(evidence.pairs, FORMAT.count)]);
      write(['Hanya pre-test', figure(evidence.pretestOnly, FORMAT.count)]);
      write(['Hanya post-test', figure(evidence.posttestOnly, FORMAT.count)]);
      const flagged = evidence.flaggedIncluded ? 'Ditandai, tetap diuji' : 'Tidak diuji';
      write([`${flagged}: kunci jawaban berbeda`, figure(evidence.excludedOtherKey, FORMAT.count)]);
      write([
        `${flagged}: materi dibuka sebelum pre-test`,
        figure(evidence.excludedMaterialsFirst, FORMAT.count),
      ]);
      notes(write, evidence);
    },
  },
  {
    name: 'Normalitas',
    widths: [24, 10, 10, 34],
    write(analysis, write) {
      const { normality } = analysis.evidence;
      heading(write, 'Tabel 2. Uji normalitas Shapiro–Wilk pada selisih', analysis);
      write(['Data', 'W', 'p', 'Kesimpulan'], true);
      if (normality) {
        write([
          'Selisih (post − pre)',
          figure(normality.w, FORMAT.statistic),
          figure(normality.p, FORMAT.p),
          normality.normal ? 'Normal (p ≥ 0,05)' : 'Tidak normal (p < 0,05)',
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
      heading(write, 'Tabel 3. Uji beda pre-test dan post-test', analysis);
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
      write(['Rata-rata g siswa', figure(nGain.meanG, FORMAT.statistic), bandOf(nGain.meanGBand)]);
      write(['Rata-rata perubahan ternormalisasi c', figure(nGain.meanC, FORMAT.statistic)]);
      write(['Siswa dengan g', figure(nGain.gStudents, FORMAT.count)]);
      write(['Tidak dihitung (pre-test 100%)', figure(nGain.excludedFullPretest, FORMAT.count)]);
      write([]);
      write(['Kategori g siswa', 'Siswa (%)'], true);
      for (const band of ['high', 'medium', 'low'] as const) {
        write([BANDS[band], figure(nGain.shares[band] * 100, FORMAT.share)]);
      }
    },
  },
  {
    name: 'Per topik',
    widths: [6, 36, 60, 11, 11, 11],
    write(analysis, write) {
      heading(write, 'Tabel 5. Tingkat kesukaran (p) dan gain per soal dan topik', analysis);
      write(['No', 'Topik', 'Soal', 'p pre-test', 'p post-test', 'Gain (g)'], true);
      analysis.questions.forEach((question, index) =>
        write([
          figure(index + 1, FORMAT.count),
          question.topic,
          // What the teacher recognises is the question as the students read it, not its id.
          STEMS.get(question.name) ?? question.name,
          figure(question.pre.p, FORMAT.statistic),
          figure(question.post.p, FORMAT.statistic),
          figure(question.gain, FORMAT.statistic),
        ]),
      );
    },
  },
];
