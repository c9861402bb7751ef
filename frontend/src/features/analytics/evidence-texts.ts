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
