export const homeContent = {
  subtitle:
    'PIBA (Pembelajaran Interaktif Berbasis Aplikatif) mengajakmu mengenal tubuh manusia, Senam RAS, dan cara kita bernapas, lalu menguji pemahamanmu lewat quiz.',
  topicDescriptions: {
    body: 'Kenali sistem organ, rangka dan otot, pernapasan, serta perubahan tubuh pada masa remaja.',
    ras: 'Pelajari Senam RAS: pemanasan, gerakan inti yang mengikuti ketukan musik, dan pendinginan.',
    breathing:
      'Tonton video tentang cara kerja paru-paru saat kita menarik dan mengembuskan napas.',
  },
  quizDescription:
    'Jawab 10 soal pilihan ganda. Quiz pertamamu adalah Pretest; setelah belajar, kerjakan lagi sebagai Post Test dan lihat seberapa jauh nilaimu meningkat.',
};
