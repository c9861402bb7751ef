// Texts of the home page, read before the pre-test: they name the topics without telling
// anything the quiz asks.
export const homeContent = {
  subtitle:
    'PIBA (Pembelajaran Interaktif Berbasis Aplikatif) mengajakmu mengenal tubuh manusia, Senam RAS, dan cara kita bernapas, lalu menguji pemahamanmu lewat kuis.',
  topicDescriptions: {
    body: 'Kenali organ tubuh, rangka, otot, dan gigi, serta perubahan tubuh pada masa pubertas.',
    ras: 'Pelajari gerakan Senam RAS tahap demi tahap sambil mengikuti ketukan, serta kebiasaan hidup sehat.',
    breathing: 'Tonton video tentang apa yang terjadi di dalam tubuh saat kita bernapas.',
  },
  quizDescription:
    'Jawab 10 soal pilihan ganda. Kuis pertamamu adalah pretest; setelah belajar, kerjakan lagi sebagai posttest dan lihat seberapa jauh nilaimu meningkat.',
};
