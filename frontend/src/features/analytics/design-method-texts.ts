import type { DesignsReport } from '@piba/shared';
import { formatCount } from './analytics-format';
import { designFigures } from './design-figures';

/*
 * The printed report's "Metode analisis" for the research designs the analysis holds: each
 * design, the tests run on it (naming the one chosen where the data choose), and the works
 * they cite, which "Pustaka" then lists. Nothing for an analysis without designs.
 */

type Chosen = 'paired-t' | 'wilcoxon' | null;

const CHOSEN_TEST: Record<NonNullable<Chosen>, string> = {
  'paired-t': 'uji t berpasangan',
  wilcoxon: 'uji peringkat bertanda Wilcoxon',
};

/** Which paired test the data chose, as a clause; too few pairs for any, said so. */
const chosenText = (chosen: Chosen) =>
  chosen
    ? `pada data ini dipakai ${CHOSEN_TEST[chosen]}`
    : 'pada data ini pasangan terlalu sedikit untuk diuji';

const DESIGN_REFERENCES = {
  cronbach:
    'Cronbach, L. J. (1951). Coefficient alpha and the internal structure of tests. Psychometrika, 16(3), 297–334.',
  friedman:
    'Friedman, M. (1937). The use of ranks to avoid the assumption of normality implicit in the analysis of variance. Journal of the American Statistical Association, 32(200), 675–701.',
  hedges:
    'Hedges, L. V., & Olkin, I. (1985). Statistical methods for meta-analysis. Academic Press.',
  mann: 'Mann, H. B., & Whitney, D. R. (1947). On a test of whether one of two random variables is stochastically larger than the other. Annals of Mathematical Statistics, 18(1), 50–60.',
  schuirmann:
    'Schuirmann, D. J. (1987). A comparison of the two one-sided tests procedure and the power approach for assessing the equivalence of average bioavailability. Journal of Pharmacokinetics and Biopharmaceutics, 15(6), 657–680.',
  welch:
    "Welch, B. L. (1947). The generalization of 'Student's' problem when several different population variances are involved. Biometrika, 34(1–2), 28–35.",
} as const;

export interface DesignMethods {
  paragraphs: string[];
  references: string[];
}

/** The designs' paragraphs of "Metode analisis" and the works they add to "Pustaka". */
export function designMethods(designs: DesignsReport | undefined): DesignMethods {
  const { attitude, forms, delayed, comparison } = designFigures(designs);
  const paragraphs: string[] = [];
  const cited = new Set<keyof typeof DESIGN_REFERENCES>();
  if (attitude) {
    paragraphs.push(
      `Skala sikap: ${formatCount(attitude.items)} pernyataan Likert (1–5) diberikan sesudah soal pengetahuan pada pretest dan posttest; pernyataan negatif dibalik (6 − x) sebelum dijumlahkan menjadi skor total. Reliabilitas skor total dengan α Cronbach (Cronbach, 1951), disertai korelasi butir–total terkoreksi dan α bila butir dihapus; α tidak dihitung bila skor tidak bervariasi. Selisih skor total posttest − pretest diuji dengan aturan yang sama seperti pengetahuan (Shapiro–Wilk, lalu uji t berpasangan atau uji Wilcoxon); ${chosenText(attitude.comparison.chosen)}.`,
    );
    cited.add('cronbach');
  }
  if (forms) {
    const crossed = forms.orders.some((order) => order.preForm === 'B');
    paragraphs.push(
      `Bentuk soal paralel: ${crossed ? 'desain AB-BA (counterbalanced): siswa bergantian menurut urutan kedatangan, separuh mengerjakan bentuk A pada pretest dan bentuk B pada posttest, separuh sebaliknya' : 'desain A-B: bentuk A pada pretest dan bentuk B pada posttest'}. Kesetaraan kedua bentuk diperiksa dari nilai pretest: uji t Welch (Welch, 1947) untuk perbedaan rata-rata dan uji kesetaraan dua uji t satu sisi (TOST; Schuirmann, 1987) dengan batas ±10 poin persen; kedua bentuk dinyatakan setara bila p TOST < 0,05. Kenaikan dilaporkan per urutan bentuk dan untuk semua pasangan; perubahan semua pasangan diuji seperti pengetahuan, ${chosenText(forms.overall.comparison.chosen)}.`,
    );
    cited.add('welch');
    cited.add('schuirmann');
  }
  if (delayed) {
    paragraphs.push(
      'Tes tunda: siswa mengerjakan tes lagi (bentuk soal posttest) setelah jeda beberapa minggu; tes tunda tidak pernah dipakai sebagai posttest dalam pasangan pretest–posttest. Untuk siswa dengan ketiga tes: uji Friedman (Friedman, 1937), lalu uji peringkat bertanda Wilcoxon untuk tiap pasangan tes dengan p disesuaikan menurut Holm (1979); retensi = (tes tunda − pretest) / (posttest − pretest) per siswa (tidak terdefinisi bila posttest sama dengan pretest: dihitung jumlahnya dan tidak diikutkan) dan untuk kelas dari rata-ratanya.',
    );
    cited.add('friedman');
  }
  if (comparison) {
    paragraphs.push(
      `Kelompok pembanding: desain kelompok pembanding tidak setara (nonequivalent control group design) dengan ${formatCount(comparison.taught.sessions)} kelas yang diajar dan ${formatCount(comparison.comparison.sessions)} kelas pembanding; kelas pembanding mengerjakan pretest dan posttest tanpa materi dan mendapat materi sesudah posttest (daftar tunggu). Kenaikan (posttest − pretest) dibandingkan pada tingkat siswa dengan uji t Welch (Welch, 1947) dan besar efek g Hedges dengan IK 95% menurut aproksimasi normal Hedges & Olkin (1985), uji Mann–Whitney (Mann & Whitney, 1947) dengan r = z/√n, dan ANCOVA posttest atas pretest dan kelompok (selisih terkoreksi dengan IK 95% dan p).${comparison.answerKeyVersion ? ` Hanya sesi dengan kunci jawaban yang sama (${comparison.answerKeyVersion}) yang dibandingkan.` : ''}${comparison.notes.includes('whole-classes-assigned') ? ' Yang dibagi ke kelompok adalah kelas utuh, bukan siswa, dan kelompok dengan kurang dari dua kelas tidak memisahkan perbedaan antarkelas dari pengaruh pembelajaran, sehingga p terlalu optimistis.' : ' Yang dibagi ke kelompok adalah kelas utuh, bukan siswa: siswa sekelas tidak saling bebas, sehingga p yang dihitung per siswa terlalu optimistis.'}`,
    );
    cited.add('welch');
    cited.add('hedges');
    cited.add('mann');
  }
  if (paragraphs.length > 0) {
    paragraphs.push(
      'Statistik desain penelitian juga dicocokkan dengan R: α Cronbach dan retensi dengan rumus yang sama dalam R dasar, friedman.test, wilcox.test dan p.adjust untuk tes tunda, t.test (Welch) untuk bentuk soal dan kelompok pembanding, wilcox.test untuk uji Mann–Whitney, dan lm untuk ANCOVA.',
    );
  }
  return { paragraphs, references: [...cited].map((work) => DESIGN_REFERENCES[work]) };
}
