export interface FaqItem {
  question: string;
  answer: string;
}

// Written so that nothing the quiz asks (the meaning of the name, the stages) is told here.
export const faqItems: FaqItem[] = [
  {
    question: 'Apa itu Senam RAS?',
    answer:
      'Senam RAS adalah senam sederhana yang gerakannya mengikuti ketukan yang tetap. Kamu bisa melakukannya bersama teman di kelas, tanpa alat khusus. Arti nama RAS dan urutan gerakannya kamu pelajari di topik Pengenalan Senam RAS.',
  },
  {
    question: 'Mengapa Senam RAS penting?',
    answer:
      'Senam RAS membantu menjaga kebugaran. Bergerak mengikuti ketukan melatih kerja sama lengan dan kaki serta konsentrasi. Senam bersama teman juga membuat suasana hati lebih gembira, sehingga kamu lebih segar untuk belajar.',
  },
];
