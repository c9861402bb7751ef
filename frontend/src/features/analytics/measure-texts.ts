/**
 * One line per measure, shown beside it, so a teacher can read the figures without a statistics
 * course. The formulas and their sources are those of backend/src/analytics/learning-gain.ts.
 */
export const MEASURE_TEXTS = {
  pretestStudents: 'Siswa yang sudah mengerjakan pretest; tiap siswa dihitung sekali.',
  posttestStudents: 'Siswa yang sudah mengerjakan posttest; tiap siswa dihitung sekali.',
  pairedStudents: 'Siswa yang mengerjakan pretest dan posttest, sehingga kemajuannya dapat diukur.',
  meanPre:
    'Rata-rata pretest pertama siswa berpasangan yang ikut diuji, sama dengan Tabel statistik deskriptif.',
  meanPost:
    'Rata-rata posttest terakhir siswa berpasangan yang ikut diuji, sama dengan Tabel statistik deskriptif.',
  hakeGain:
    'Gain ternormalisasi Hake ⟨g⟩ = (rata-rata post − rata-rata pre) / (100 − rata-rata pre); tinggi ≥ 0,7, sedang 0,3–0,7, rendah < 0,3 (Hake, 1998).',
  meanNormalizedChange:
    'Perubahan ternormalisasi c (Marx & Cummings, 2007) tiap siswa berpasangan: (post − pre) / (100 − pre) bila naik, (post − pre) / pre bila turun; tidak dihitung bila kedua nilai 0 atau 100.',
  difficulty:
    'Indeks kesukaran p = proporsi siswa yang menjawab benar: 0,00–0,30 sukar, 0,31–0,70 sedang, 0,71–1,00 mudah (Arikunto, 2013).',
  topicGain:
    'Gain topik g = (p posttest − p pretest) / (1 − p pretest): bagian dari yang belum dikuasai kelas pada topik itu yang kemudian dikuasai; tidak dihitung bila semua siswa sudah benar di pretest.',
  discrimination:
    'Daya pembeda D = p kelompok atas 27% − p kelompok bawah 27% (menurut nilai total; Crocker & Algina, 1986); makin besar, makin baik soal membedakan siswa yang menguasai materi.',
  pointBiserial:
    'Korelasi point-biserial r_pb (Crocker & Algina, 1986) = korelasi antara benar-salahnya soal dan nilai total tes, soal itu ikut dihitung; nilai mendekati 0 atau negatif berarti soal tidak sejalan dengan tes dan perlu ditinjau.',
  kr20: 'Reliabilitas KR-20 (Kuder & Richardson, 1937) menunjukkan seberapa konsisten soal-soal tes mengukur kemampuan yang sama, dari 0 sampai 1; kategorinya menurut Arikunto (2013) ada di bawah tabel.',
  options:
    'Persentase siswa yang memilih tiap opsi (✓ = kunci). Pengecoh (opsi salah) yang dipilih kurang dari 5% siswa tidak berfungsi; pengecoh yang lebih sering dipilih kelompok atas 27% daripada kunci menandakan soal mungkin ambigu.',
  studentBand:
    'Kategori siswa memakai batas yang sama dengan ⟨g⟩; siswa yang nilainya turun diberi kategori turun.',
} as const;
