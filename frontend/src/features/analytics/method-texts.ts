/**
 * The printed report's "Metode analisis" and "Pustaka": the design, the tests and their decision
 * rule, the gains, the item analysis, the meta-analysis and the check against R, and every work
 * the report cites (in these paragraphs, the tables' notes and the measures' explanations).
 */
export const METHOD_PARAGRAPHS = [
  'Desain: satu kelompok pretest–posttest (one-group pretest–posttest design). Nilai pretest pertama dan posttest terakhir setiap siswa dipasangkan; siswa dikenali dari ID peserta, atau dari nama dan kelas yang sama dalam satu sesi.',
  'Uji: selisih tiap siswa (posttest − pretest, dalam poin persen) diuji normalitasnya dengan uji Shapiro–Wilk (Shapiro & Wilk, 1965; algoritme Royston, 1995). Aturan keputusan: bila p ≥ 0,05, selisih tidak menyimpang secara bermakna dari normal dan perubahan diuji dengan uji t berpasangan, dengan besar efek d_z (rata-rata selisih dibagi simpangan baku selisih) dan d_av (Lakens, 2013), yang dibaca dengan patokan Cohen (1988); bila p < 0,05, dipakai uji peringkat bertanda Wilcoxon (Wilcoxon, 1945) dengan besar efek r = z/√n (Cohen, 1988) dan korelasi rank-biserial (Kerby, 2014). Uji yang tidak dipilih dilaporkan di samping sebagai pemeriksaan. Semua uji dua arah dengan α = 0,05: perbedaan dinyatakan bermakna bila p < 0,05.',
  'Peningkatan: gain ternormalisasi ⟨g⟩ (Hake, 1998) dan N-gain (%) dengan tafsiran efektivitasnya (Hake, 1999), rata-rata g tiap siswa, perubahan ternormalisasi c (Marx & Cummings, 2007), dan tingkat pengetahuan baik, cukup, kurang sebelum dan sesudah pembelajaran (Arikunto, 2010).',
  'Analisis butir: indeks kesukaran dengan kategorinya (Arikunto, 2013); daya pembeda dari kelompok atas dan kelompok bawah 27% menurut nilai total; korelasi point-biserial dan korelasi butir–total terkoreksi, yang dibandingkan dengan r tabel (r kritis pada α = 0,05 dua arah, df = n − 2) untuk menyatakan butir valid (Crocker & Algina, 1986); dan reliabilitas KR-20 (Kuder & Richardson, 1937) dengan kategori Arikunto (2013). Perubahan jawaban tiap soal dari pretest ke posttest pada siswa yang sama (salah→benar dan benar→salah) diuji dengan uji McNemar eksak (McNemar, 1947), dengan p disesuaikan atas semua soal menurut Holm (1979). Kualitas ini adalah kualitas uji coba yang dihitung dari data pembelajaran ini sendiri.',
  'Antarsesi: selisih rata-rata tiap sesi digabung dengan meta-analisis efek acak (DerSimonian & Laird, 1986), dengan heterogenitas τ², Q dan I² (Higgins & Thompson, 2002).',
  'Perhitungan dilakukan oleh aplikasi PIBA. Setiap angka statistiknya telah dicocokkan dengan R: uji normalitas, uji t dan uji Wilcoxon dengan shapiro.test, t.test dan wilcox.test; korelasi butir–total, r tabel (qt), KR-20 dan meta-analisis dengan rumus yang sama ditulis dalam R dasar; uji McNemar dengan binom.test dan penyesuaian Holm dengan p.adjust.',
] as const;

/**
 * The design paragraph of a comparison class analysed alone, in place of the first: the same
 * tests without the lesson between them, the lesson opened after the post-test (a wait-list).
 */
export const COMPARISON_CLASS_DESIGN =
  'Desain: kelas pembanding dengan daftar tunggu (wait-list control group): siswa mengerjakan pretest dan posttest tanpa pembelajaran di antara keduanya, dan materi baru dibuka sesudah posttest. Nilai pretest pertama dan posttest terakhir setiap siswa dipasangkan; siswa dikenali dari ID peserta, atau dari nama dan kelas yang sama dalam satu sesi.';

/** Every work the report cites, in APA style, by the first author's surname. */
export const REFERENCES = [
  'Arikunto, S. (2010). Prosedur Penelitian: Suatu Pendekatan Praktik. Jakarta: Rineka Cipta.',
  'Arikunto, S. (2013). Dasar-Dasar Evaluasi Pendidikan (Edisi 2). Jakarta: Bumi Aksara.',
  'Cohen, J. (1988). Statistical power analysis for the behavioral sciences (2nd ed.). Lawrence Erlbaum.',
  'Crocker, L., & Algina, J. (1986). Introduction to classical and modern test theory. Holt, Rinehart and Winston.',
  'DerSimonian, R., & Laird, N. (1986). Meta-analysis in clinical trials. Controlled Clinical Trials, 7(3), 177–188.',
  'Hake, R. R. (1998). Interactive-engagement versus traditional methods: A six-thousand-student survey of mechanics test data for introductory physics courses. American Journal of Physics, 66(1), 64–74.',
  "Hake, R. R. (1999). Analyzing change/gain scores. AERA-D, American Educational Research Association's Division D, Measurement and Research Methodology.",
  'Higgins, J. P. T., & Thompson, S. G. (2002). Quantifying heterogeneity in a meta-analysis. Statistics in Medicine, 21(11), 1539–1558.',
  'Holm, S. (1979). A simple sequentially rejective multiple test procedure. Scandinavian Journal of Statistics, 6(2), 65–70.',
  'Kerby, D. S. (2014). The simple difference formula: An approach to teaching nonparametric correlation. Comprehensive Psychology, 3, 11.IT.3.1.',
  'Kuder, G. F., & Richardson, M. W. (1937). The theory of the estimation of test reliability. Psychometrika, 2(3), 151–160.',
  'Lakens, D. (2013). Calculating and reporting effect sizes to facilitate cumulative science: A practical primer for t-tests and ANOVAs. Frontiers in Psychology, 4, 863.',
  'Marx, J. D., & Cummings, K. (2007). Normalized change. American Journal of Physics, 75(1), 87–91.',
  'McNemar, Q. (1947). Note on the sampling error of the difference between correlated proportions or percentages. Psychometrika, 12(2), 153–157.',
  'Royston, P. (1995). Remark AS R94: A remark on algorithm AS 181: The W-test for normality. Applied Statistics, 44(4), 547–551.',
  'Shapiro, S. S., & Wilk, M. B. (1965). An analysis of variance test for normality (complete samples). Biometrika, 52(3–4), 591–611.',
  'Wilcoxon, F. (1945). Individual comparisons by ranking methods. Biometrics Bulletin, 1(6), 80–83.',
] as const;
