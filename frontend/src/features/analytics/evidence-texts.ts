import type { Evidence, EvidenceNote } from '@piba/shared';
import { formatCount } from './analytics-format';

/** What each note of the evidence tells the teacher, in plain words. */
export function noteText(note: EvidenceNote, evidence: Evidence): string {
  switch (note) {
    case 'too-few-pairs':
      return `Uji statistik tidak dijalankan: baru ada ${formatCount(evidence.pairs)} siswa yang mengerjakan pretest dan posttest, padahal uji berpasangan memerlukan paling sedikit 3 pasangan.`;
    case 'all-differences-zero':
      return 'Uji statistik tidak dijalankan: nilai posttest setiap siswa sama dengan nilai pretest-nya (semua selisih 0), jadi tidak ada perubahan yang dapat diuji.';
    case 'small-sample':
      return 'Hati-hati: kurang dari 10 pasangan. Hasil uji dari kelompok sekecil ini mudah berubah bila ada satu atau dua siswa lagi, jadi jangan disimpulkan berlebihan.';
    case 'normality-not-run-large':
      return 'Lebih dari 5.000 pasangan: uji Shapiro–Wilk tidak dijalankan karena hanya berlaku sampai 5.000 data, sehingga dipakai uji Wilcoxon, yang tidak memerlukan data berdistribusi normal.';
  }
}

/** Whether the evidence has flagged pairs: other answer-key versions, materials opened first. */
export const hasFlaggedPairs = (evidence: Evidence) =>
  evidence.excludedOtherKey + evidence.excludedMaterialsFirst > 0;

/** Who is left out of the tests, or included despite a flag, and why; empty when no one is. */
export function exclusionTexts(evidence: Evidence): string[] {
  const texts: string[] = [];
  const flagged: Array<[number, string]> = [
    [evidence.excludedOtherKey, 'dinilai dengan versi kunci jawaban lain'],
    [evidence.excludedMaterialsFirst, 'siswanya membuka materi sebelum pretest'],
  ];
  for (const [count, reason] of flagged) {
    if (count === 0) continue;
    texts.push(
      evidence.flaggedIncluded
        ? `${formatCount(count)} pasangan ditandai karena ${reason}, tetapi tetap diikutkan dalam uji (pilihan “Sertakan pasangan yang ditandai” aktif).`
        : `${formatCount(count)} pasangan tidak diikutkan karena ${reason}.`,
    );
  }
  const onlyOne: Array<[number, string]> = [
    [evidence.pretestOnly, 'pretest'],
    [evidence.posttestOnly, 'posttest'],
  ];
  const unpaired = onlyOne
    .filter(([count]) => count > 0)
    .map(([count, test]) => `${formatCount(count)} siswa hanya mengerjakan ${test}`);
  if (unpaired.length > 0) {
    texts.push(`${unpaired.join(' dan ')}; tanpa pasangan, nilainya tidak ikut diuji.`);
  }
  return texts;
}

/** The references of the methods, as the printed report lists them. */
export const REFERENCES = [
  'Cohen, J. (1988). Statistical power analysis for the behavioral sciences (2nd ed.). Lawrence Erlbaum.',
  'Hake, R. R. (1998). Interactive-engagement versus traditional methods: A six-thousand-student survey of mechanics test data for introductory physics courses. American Journal of Physics, 66(1), 64–74.',
  'Kerby, D. S. (2014). The simple difference formula: An approach to teaching nonparametric correlation. Comprehensive Psychology, 3, 11.IT.3.1.',
  'Marx, J. D., & Cummings, K. (2007). Normalized change. American Journal of Physics, 75(1), 87–91.',
  'Royston, P. (1995). Remark AS R94: A remark on algorithm AS 181: The W-test for normality. Applied Statistics, 44(4), 547–551.',
  'Shapiro, S. S., & Wilk, M. B. (1965). An analysis of variance test for normality (complete samples). Biometrika, 52(3–4), 591–611.',
  'Wilcoxon, F. (1945). Individual comparisons by ranking methods. Biometrics Bulletin, 1(6), 80–83.',
] as const;

export const METHOD_TEXT =
  'Nilai pretest pertama dan posttest terakhir setiap siswa dipasangkan, lalu selisihnya (posttest − pretest, dalam poin persen) diuji normalitasnya dengan uji Shapiro–Wilk (Shapiro & Wilk, 1965; algoritme Royston, 1995). Bila selisih berdistribusi normal (p ≥ 0,05), perubahan diuji dengan uji t berpasangan dan besar efeknya dinyatakan dengan d_z Cohen (Cohen, 1988); bila tidak, dipakai uji peringkat bertanda Wilcoxon (Wilcoxon, 1945) dengan besar efek r = z/√n dan korelasi rank-biserial (Kerby, 2014). Peningkatan juga dinyatakan dengan gain ternormalisasi ⟨g⟩ (Hake, 1998), rata-rata g tiap siswa, dan perubahan ternormalisasi c (Marx & Cummings, 2007). Semua uji dua arah dengan α = 0,05. Perhitungan dilakukan oleh aplikasi PIBA; hasil statistiknya telah dicocokkan dengan R (shapiro.test, t.test, wilcox.test).';
