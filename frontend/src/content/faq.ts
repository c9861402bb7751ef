export interface FaqItem {
  question: string;
  answer: string;
}

export const faqItems: FaqItem[] = [
  {
    question: 'Apa itu Senam RAS?',
    answer:
      'Senam RAS adalah senam yang gerakannya mengikuti ketukan musik yang tetap. RAS singkatan dari Rhythmic Auditory Stimulation, artinya stimulasi pendengaran berirama: telinga mendengar irama, lalu tubuh bergerak seirama dengan ketukan itu. Senam RAS punya tiga tahap: pemanasan, gerakan inti, dan pendinginan.',
  },
  {
    question: 'Mengapa Senam RAS penting?',
    answer:
      'Senam RAS membantu menjaga kebugaran serta membuat otot dan sendi lebih kuat dan lentur. Bergerak mengikuti ketukan melatih koordinasi lengan dan kaki, konsentrasi, dan pernapasan yang teratur. Senam bersama teman dengan musik juga membuat suasana hati lebih gembira, sehingga kamu lebih segar untuk belajar.',
  },
];
