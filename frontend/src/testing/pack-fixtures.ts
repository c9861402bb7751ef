import type { PackDocument } from '@piba/shared';

/** A small draft: one deck of two slides, one video, two questions (one taught by each). */
export const draftDocument = (): PackDocument => ({
  format: 1,
  title: 'Gizi seimbang',
  home: {
    subtitle: 'Makan sehat untuk remaja',
    quizDescription: 'Sepuluh soal sebelum dan sesudah belajar.',
    poster: { file: 'poster.svg', alt: 'Piring makan dengan sayur, lauk dan nasi.' },
  },
  faq: [{ question: 'Berapa lama?', answer: 'Sekitar 30 menit.' }],
  topics: [
    {
      id: 'piring',
      title: 'Isi piringku',
      kind: 'deck',
      card: { description: 'Apa saja isi piring sehat', action: 'Mulai Belajar', icon: 'food' },
      slides: [
        {
          heading: 'Setengah piring sayur dan buah',
          body: ['Sayur dan buah mengisi **setengah** piring.', ['sayur hijau', 'buah segar']],
          drawing: { file: 'piring.svg', alt: 'Piring yang dibagi empat.' },
        },
        {
          heading: 'Air putih',
          body: ['Minum air putih delapan gelas sehari.'],
          more: ['Minuman manis sebaiknya dibatasi.'],
          drawing: { file: 'air.svg', alt: 'Gelas berisi air.' },
        },
      ],
    },
    {
      id: 'video-gizi',
      title: 'Video gizi',
      kind: 'video',
      card: { description: 'Tonton videonya', action: 'Tonton Video', icon: 'book' },
      video: { youtubeId: 'abcdefghijk' },
      videoTitle: 'Gizi seimbang',
      summary: 'Sarapan memberi tenaga untuk belajar di pagi hari.',
    },
  ],
  questions: [
    {
      name: 'question1',
      topic: 'Isi piring',
      question: 'Berapa bagian piring yang diisi sayur dan buah?',
      options: [
        { text: 'Seperempat', value: 1 },
        { text: 'Setengah', value: 2 },
        { text: 'Seluruhnya', value: 3 },
      ],
      correctAnswer: 2,
      explanation: 'Sayur dan buah mengisi setengah piring.',
      taughtIn: { topic: 'piring', slide: 0 },
      keyFact: 'setengah',
    },
    {
      name: 'question2',
      topic: 'Sarapan',
      question: 'Apa gunanya sarapan?',
      options: [
        { text: 'Memberi tenaga untuk belajar', value: 1 },
        { text: 'Membuat mengantuk', value: 2 },
        { text: 'Mengganti makan siang', value: 3 },
      ],
      correctAnswer: 1,
      explanation: 'Sarapan memberi tenaga untuk belajar di pagi hari.',
      taughtIn: { topic: 'video-gizi' },
      keyFact: 'tenaga untuk belajar',
    },
  ],
});
