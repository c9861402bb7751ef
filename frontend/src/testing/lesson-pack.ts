import {
  answerKeyVersion,
  defaultPackDocument,
  type PackDocument,
  type PackVersionBody,
} from '@piba/shared';
import { clearLessonPacks, DEFAULT_PACK_KEY, putLessonPack } from '../features/lesson-pack';

/** The default pack's version in the tests (the server computes the real one from its files). */
export const DEFAULT_PACK_VERSION = 'd0d0d0d0d0d0d0d0';

/** A published version's body, as `GET /api/pack-versions/:version` answers it. */
export const packVersionBody = (document: PackDocument, version: string): PackVersionBody => ({
  version,
  answer_key_version: answerKeyVersion(document.questions),
  document,
});

export const defaultPackBody = packVersionBody(defaultPackDocument, DEFAULT_PACK_VERSION);

/**
 * What every test starts from (setup-tests.ts): the default pack already loaded, as the app has
 * it once `GET /api/pack-versions/default` answered, so a page needs no request for it.
 */
export function seedDefaultPack(): void {
  clearLessonPacks();
  putLessonPack(DEFAULT_PACK_KEY, defaultPackBody);
  putLessonPack(DEFAULT_PACK_VERSION, defaultPackBody);
}

/** A test's page finds nothing loaded and asks the server (a mocked fetch) for its pack. */
export const forgetLessonPacks = clearLessonPacks;

const option = (text: string, value: 1 | 2 | 3) => ({ text, value });

/**
 * Another school's pack: two topics (a deck of two slides and a YouTube video) and six questions,
 * none of them PIBA's.
 */
export const smallPackDocument: PackDocument = {
  format: 1,
  title: 'Gizi Seimbang',
  home: {
    subtitle: 'Belajar memilih makanan bergizi untuk tubuh yang sehat.',
    quizDescription: 'Jawab 6 soal tentang gizi seimbang sebelum dan sesudah belajar.',
    poster: { file: 'poster-gizi.webp', alt: 'Piring dengan nasi, sayur, lauk, dan buah.' },
  },
  faq: [
    { question: 'Apa itu gizi seimbang?', answer: 'Makanan yang beragam dalam porsi yang pas.' },
  ],
  topics: [
    {
      id: 'piring',
      kind: 'deck',
      title: 'Isi Piringku',
      card: { description: 'Kenali isi piring yang sehat.', action: 'Mulai Belajar', icon: 'food' },
      slides: [
        {
          heading: 'Setengah piring sayur dan buah',
          body: ['Sayur dan buah mengisi setengah piring.'],
          drawing: { file: 'piring-1.webp', alt: 'Piring dibagi dua.' },
        },
        {
          heading: 'Minum air putih',
          body: ['Minum air putih delapan gelas sehari.'],
          drawing: { file: 'piring-2.svg', alt: 'Delapan gelas air.' },
        },
      ],
    },
    {
      id: 'video-gizi',
      kind: 'video',
      title: 'Video Gizi',
      card: { description: 'Tonton video tentang gizi.', action: 'Tonton Video', icon: 'heart' },
      video: { youtubeId: 'abcdefghijk' },
      videoTitle: 'Gizi untuk remaja',
      summary: 'Protein membantu tubuh tumbuh.',
    },
  ],
  questions: Array.from({ length: 6 }, (_, index) => ({
    name: `gizi${index + 1}`,
    topic: 'Isi piring',
    question: `Soal gizi nomor ${index + 1}?`,
    options: [
      option(`Jawaban pertama ${index + 1}`, 1),
      option(`Jawaban kedua ${index + 1}`, 2),
      option(`Jawaban ketiga ${index + 1}`, 3),
    ],
    correctAnswer: 2,
    explanation: `Jawaban kedua benar untuk soal ${index + 1}.`,
    taughtIn: { topic: 'piring', slide: 0 },
    keyFact: 'setengah piring',
  })),
};

export const SMALL_PACK_VERSION = '5a5a5a5a5a5a5a5a';
export const smallPackBody = packVersionBody(smallPackDocument, SMALL_PACK_VERSION);
