import type { ChosenTest, PairedTTest, WilcoxonTest } from '@piba/shared';
import { formatCount } from './analytics-format';
import { formatCi, formatPWithSign, formatStat } from './evidence-format';

/** Two-sided tests at α = 0.05, as the server's. */
const ALPHA = 0.05;

/**
 * Cohen's (1988) words for a between-group d: 0,2 kecil, 0,5 sedang, 0,8 besar. They fit d_av,
 * which is scaled by the tests' own SDs as a between-group d is; not d_z.
 */
export function dSizeWord(d: number): string {
  const size = Math.abs(d);
  if (size < 0.2) return 'sangat kecil';
  if (size < 0.5) return 'kecil';
  return size < 0.8 ? 'sedang' : 'besar';
}

/** Cohen's (1988) words for r: 0,1 kecil, 0,3 sedang, 0,5 besar. */
export function rSizeWord(r: number): string {
  const size = Math.abs(r);
  if (size < 0.1) return 'sangat kecil';
  if (size < 0.3) return 'kecil';
  return size < 0.5 ? 'sedang' : 'besar';
}

/** Each effect size of the chosen test, what it means and which benchmark applies to it. */
export function effectTexts(
  chosen: ChosenTest,
  tTest: PairedTTest | null,
  wilcoxon: WilcoxonTest | null,
): string[] {
  if (chosen === 'paired-t' && tTest) {
    const texts = [
      `d_z = ${formatStat(tTest.dz)}, IK 95% ${formatCi(tTest.dzCiLow, tTest.dzCiHigh)}: rata-rata selisih dibagi simpangan baku selisih. Menggambarkan seberapa seragam perubahan antarsiswa; nilainya ikut membesar bila nilai pretest dan posttest berkorelasi tinggi, jadi patokan Cohen tidak dipakai untuk d_z.`,
    ];
    if (tTest.dAv !== undefined && tTest.dAv !== null) {
      texts.push(
        `d_av = ${formatStat(tTest.dAv)} (${dSizeWord(tTest.dAv)}): rata-rata selisih dibagi rata-rata simpangan baku pretest dan posttest (Lakens, 2013). Inilah yang sebanding dengan patokan Cohen (1988) untuk d antarkelompok: sekitar 0,2 kecil, 0,5 sedang, 0,8 besar.`,
      );
    }
    return texts;
  }
  if (chosen === 'wilcoxon' && wilcoxon) {
    return [
      `r = ${formatStat(wilcoxon.r)} (${rSizeWord(wilcoxon.r)}): r = z/√n, dengan n banyaknya selisih yang bukan nol; patokan Cohen (1988) untuk r: sekitar 0,1 kecil, 0,3 sedang, 0,5 besar.`,
      `Rank-biserial = ${formatStat(wilcoxon.rankBiserial)} (Kerby, 2014): selisih antara bagian peringkat yang naik dan yang turun, dari −1 sampai 1.`,
    ];
  }
  return [];
}

/**
 * The test not chosen, reported beside the chosen one as a check: its figures and whether it
 * reaches the same verdict at α = 0,05. Null when it did not run.
 */
export function checkText(
  chosen: ChosenTest,
  tTest: PairedTTest | null,
  wilcoxon: WilcoxonTest | null,
): string | null {
  const chosenP = chosen === 'paired-t' ? tTest?.p : wilcoxon?.p;
  let other: string;
  let otherP: number;
  if (chosen === 'paired-t' && wilcoxon) {
    other = `uji peringkat bertanda Wilcoxon memberi V = ${formatStat(wilcoxon.v, 1)}; z = ${formatStat(wilcoxon.z)}; ${formatPWithSign(wilcoxon.p)}; r = ${formatStat(wilcoxon.r)}`;
    otherP = wilcoxon.p;
  } else if (chosen === 'wilcoxon' && tTest) {
    other = `uji t berpasangan memberi t(${formatCount(tTest.df)}) = ${formatStat(tTest.t)}; ${formatPWithSign(tTest.p)}; d_z = ${formatStat(tTest.dz)}`;
    otherP = tTest.p;
  } else {
    return null;
  }
  const same = chosenP === undefined || chosenP < ALPHA === otherP < ALPHA;
  const verdict = same
    ? 'kesimpulannya sama'
    : 'kesimpulannya berbeda; yang dipakai tetap uji yang dipilih menurut uji normalitas';
  return `Pemeriksaan dengan uji lain pada data yang sama: ${other}; ${verdict}.`;
}
