import type { PackBlock, PackDocument, PackQuestion, PackTopic } from './document.js';
import { quote } from './check-words.js';

/*
 * Where a student reads the pack's texts, for the instrument check (`check.ts`): what a slide or
 * a video teaches, what stands before the pre-test, and the word "quiz" outside the questions.
 */

const blockText = (block: PackBlock) => (typeof block === 'string' ? block : block.join(' '));

/** The taught text of a question's slide (heading, body, "Selengkapnya") or video (summary). */
export function taughtText(
  document: PackDocument,
  q: PackQuestion,
): { text: string; where: string } | { missing: string } {
  const topic = document.topics.find((t) => t.id === q.taughtIn.topic);
  if (!topic) {
    return {
      missing:
        q.taughtIn.topic.trim() === ''
          ? 'Soal ini belum menunjuk topik tempat faktanya diajarkan.'
          : `Soal ini menunjuk topik ${quote(q.taughtIn.topic)}, yang tidak ada di paket.`,
    };
  }
  if (topic.kind === 'video') {
    return { text: topic.summary, where: `ringkasan video topik ${quote(topic.title)}` };
  }
  const index = q.taughtIn.slide;
  const slide = index === undefined ? undefined : topic.slides[index];
  if (index === undefined || !slide) {
    return {
      missing:
        index === undefined
          ? `Soal ini belum menunjuk slide topik ${quote(topic.title)} tempat faktanya diajarkan.`
          : `Soal ini menunjuk slide ${index + 1} topik ${quote(topic.title)}, yang tidak ada.`,
    };
  }
  return {
    text: [slide.heading, ...slide.body, ...(slide.more ?? [])].map(blockText).join(' '),
    where: `slide ${index + 1} topik ${quote(topic.title)} (judul, isi, atau Selengkapnya)`,
  };
}

/** Everything a student can read before the pre-test, each with where it stands. */
export function beforePretest(document: PackDocument): Array<{ where: string; text: string }> {
  const { home } = document;
  const texts = [
    { where: 'subjudul beranda', text: home.subtitle },
    { where: 'keterangan kuis di beranda', text: home.quizDescription },
    { where: 'teks alternatif poster di beranda', text: home.poster.alt },
    ...document.faq.map((item, i) => ({
      where: `FAQ nomor ${i + 1}`,
      text: `${item.question} | ${item.answer}`,
    })),
  ];
  for (const topic of document.topics) {
    texts.push(
      { where: `judul topik ${quote(topic.title)} (kartu dan halamannya)`, text: topic.title },
      {
        where: `kartu topik ${quote(topic.title)} pada beranda`,
        text: `${topic.card.description} | ${topic.card.action}`,
      },
    );
    if (topic.kind === 'deck') {
      topic.slides.forEach((slide, i) =>
        texts.push({
          where: `teks alternatif gambar slide ${i + 1} topik ${quote(topic.title)}`,
          text: slide.drawing.alt,
        }),
      );
    }
  }
  return texts;
}

/** The English word "quiz" (and a misspelt "kwis"): Indonesian writes "kuis". */
export const QUIZ_WORD = /(?<![\p{L}\p{N}])(quiz\p{L}*|kwis\p{L}*)/iu;

export const quizMessage = (word: string) =>
  `Kata ${quote(word)} bukan bahasa Indonesia baku: tulis "kuis" (KBBI). Siswa membaca ` +
  'teks ini sebagai bagian pelajaran, dan ejaan yang baku membuatnya sama dengan buku sekolah.';

/** The word "quiz" in what a student reads outside the questions. */
export function quizWordsOutsideQuestions(
  document: PackDocument,
): Array<{ rule: 'quiz-word'; message: string; field: string }> {
  const texts: Array<[string, string]> = [
    [document.home.subtitle, 'home.subtitle'],
    [document.home.quizDescription, 'home.quizDescription'],
    [document.home.poster.alt, 'home.poster.alt'],
    ...document.faq.flatMap((item, i): Array<[string, string]> => [
      [item.question, `faq[${i}].question`],
      [item.answer, `faq[${i}].answer`],
    ]),
    ...document.topics.flatMap((topic, t) => topicTexts(topic, `topics[${t}]`)),
  ];
  return texts.flatMap(([text, field]) => {
    const word = QUIZ_WORD.exec(text);
    return word ? [{ rule: 'quiz-word' as const, message: quizMessage(word[1]), field }] : [];
  });
}

function topicTexts(topic: PackTopic, field: string): Array<[string, string]> {
  const texts: Array<[string, string]> = [
    [topic.title, `${field}.title`],
    [topic.card.description, `${field}.card.description`],
    [topic.card.action, `${field}.card.action`],
  ];
  if (topic.kind === 'video') {
    texts.push([topic.summary, `${field}.summary`]);
    return texts;
  }
  topic.slides.forEach((slide, s) => {
    const at = `${field}.slides[${s}]`;
    texts.push([slide.heading, `${at}.heading`], [slide.drawing.alt, `${at}.drawing.alt`]);
    for (const [part, blocks] of [
      ['body', slide.body],
      ['more', slide.more ?? []],
    ] as const) {
      blocks.forEach((block, b) => texts.push([blockText(block), `${at}.${part}[${b}]`]));
    }
  });
  return texts;
}
