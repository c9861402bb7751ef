import { formatDecimal } from '@piba/shared';
import type { AnalyticsReport, DesignsReport } from '@piba/shared';
import { formatCount } from './analytics-format';
import { formatSharePercent } from './evidence-format';
import { knownBeforeLesson } from './item-quality-texts';

/** Fewer pairs than this is a small sample (as the evidence's caution). */
const SMALL_SAMPLE = 10;
/** A post-test within a day of the pre-test: the questions are likely still remembered. */
const SHORT_INTERVAL_HOURS = 24;

/** A span of hours as a teacher says it: kurang dari 1 menit, 35 menit, 2,5 jam, 7 hari. */
export function durationText(hours: number): string {
  if (hours < 1 / 60) return 'kurang dari 1 menit';
  if (hours < 1) return `${formatDecimal(hours * 60, 0)} menit`;
  if (hours < 48) return `${formatDecimal(hours, 1, { trimZeros: true })} jam`;
  return `${formatDecimal(hours / 24, 1, { trimZeros: true })} hari`;
}

/** "1, 4 dan 7" */
const listOf = (numbers: number[]) =>
  numbers.length === 1
    ? `${numbers[0]}`
    : `${numbers.slice(0, -1).join(', ')} dan ${numbers[numbers.length - 1]}`;

type LimitationInput = Pick<
  AnalyticsReport,
  'evidence' | 'overall' | 'questions' | 'testInterval'
> &
  Partial<Pick<AnalyticsReport, 'sessionDetails'>>;

/** The design's first limitation: what the gain can and cannot be ascribed to. */
function designLimitation(report: LimitationInput, designs?: DesignsReport): string {
  if (designs?.comparison) {
    return 'Kelas yang diajar dan kelas pembanding tidak dibagi secara acak: yang dibagi adalah kelas utuh, sehingga perbedaan antarkelas (selain pembelajaran) ikut memengaruhi perbandingan; ANCOVA hanya menyetarakan nilai pretest.';
  }
  if (report.sessionDetails?.comparison) {
    return 'Sesi ini adalah kelas pembanding: siswa mengerjakan pretest dan posttest tanpa pembelajaran di antara keduanya (materi baru dibuka sesudah posttest), sehingga kenaikan nilainya bukan efek pembelajaran, melainkan perubahan tanpa pembelajaran (mengingat soal, pengalaman lain). Efek pembelajaran hanya dapat dinilai dengan membandingkannya dengan kelas yang diajar (analisis semua sesi), dan kelas-kelas itu tidak dibagi secara acak.';
  }
  return 'Tanpa kelompok pembanding, kenaikan nilai tidak dapat dipastikan seluruhnya berasal dari pembelajaran; pengalaman lain di antara kedua tes juga dapat berpengaruh.';
}

/**
 * The limitations of this analysis, from its own data: the design (no comparison group,
 * comparison classes not assigned at random, or a comparison class analysed alone, whose gain is
 * not the lesson's; the same questions twice, or parallel forms), the
 * time between the tests, questions most students knew before the lesson, who dropped out, a
 * small sample, and that the quality of the questions was judged on the same answers.
 */
export function limitationTexts(report: LimitationInput, designs?: DesignsReport): string[] {
  const { evidence, overall, questions, testInterval } = report;
  const texts = [
    designLimitation(report, designs),
    designs?.forms
      ? 'Pretest dan posttest memakai bentuk soal paralel A dan B, sehingga efek mengingat soal pretest berkurang; perbedaan tingkat kesukaran kedua bentuk dapat ikut memengaruhi kenaikan (lihat kesetaraan bentuk soal).'
      : 'Pretest dan posttest memakai soal yang sama, sehingga sebagian kenaikan dapat berasal dari mengingat soal pretest (efek pengujian).',
  ];
  if (testInterval && testInterval.medianHours !== null) {
    const { medianHours, minHours, maxHours } = testInterval;
    const [shortest, longest] = [minHours, maxHours].map((hours) =>
      hours === null ? null : durationText(hours),
    );
    const range =
      shortest !== null && longest !== null && shortest !== longest
        ? ` (rentang ${shortest} sampai ${longest})`
        : '';
    const short =
      medianHours < SHORT_INTERVAL_HOURS
        ? ` Jarak sependek ini memperbesar kemungkinan siswa masih mengingat soal dan jawabannya${designs?.delayed ? '; apakah pengetahuan itu bertahan ditunjukkan oleh tes tunda.' : ', dan tidak menunjukkan apakah pengetahuan itu bertahan.'}`
        : '';
    texts.push(
      `Jarak antara pretest dan posttest: median ${durationText(medianHours)}${range}, dari ${formatCount(testInterval.pairs)} pasangan.${short}`,
    );
  }
  const known = knownBeforeLesson(questions);
  if (known.length > 0) {
    texts.push(
      `Soal ${listOf(known)} sudah dijawab benar oleh lebih dari 70% siswa pada pretest: pada soal itu hanya sedikit ruang untuk naik (efek plafon), sehingga kenaikannya cenderung kecil.`,
    );
  }
  const dropped = overall.pretestOnly;
  if (dropped !== undefined && dropped > 0) {
    const rate =
      overall.attritionRate === null || overall.attritionRate === undefined
        ? ''
        : ` (attrisi ${formatSharePercent(overall.attritionRate)})`;
    texts.push(
      `${formatCount(dropped)} siswa hanya mengerjakan pretest${rate} dan tidak ikut dianalisis; bila mereka berbeda dari siswa yang bertahan, hasilnya dapat bias.`,
    );
  }
  if (evidence.pairs > 0 && evidence.pairs < SMALL_SAMPLE) {
    texts.push(
      `Sampelnya kecil (${formatCount(evidence.pairs)} pasangan): hasil uji mudah berubah bila ada beberapa siswa lagi.`,
    );
  }
  texts.push(
    'Kualitas soal (reliabilitas dan validitas butir) dihitung dari jawaban yang sama dengan yang dianalisis, sebagai uji coba, bukan dari uji coba terpisah sebelumnya.',
  );
  return texts;
}
