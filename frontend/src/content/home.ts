export const homeContent = {
  subtitle:
    'PIBA (Pembelajaran Interaktif Berbasis Aplikatif) mengajakmu mengenal tubuh manusia, Senam RAS, dan cara kita bernapas, lalu menguji pemahamanmu lewat kuis.',
  topicDescriptions: {
    body: 'Kenali organ tubuh dan pernapasan, rangka, otot, dan gigi, serta kesehatan reproduksi pada masa remaja.',
    ras: 'Pelajari tiga tahap Senam RAS (pemanasan, gerakan inti, pendinginan), bergerak mengikuti ketukan, dan kebiasaan hidup sehat.',
    breathing:
      'Tonton video tentang cara kerja paru-paru saat kita menarik dan mengembuskan napas.',
  },
  quizDescription:
    'Jawab 10 soal pilihan ganda. Kuis pertamamu adalah Pretest; setelah belajar, kerjakan lagi sebagai Post Test dan lihat seberapa jauh nilaimu meningkat.',
};
