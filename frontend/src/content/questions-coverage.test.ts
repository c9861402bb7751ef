import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  defaultPackDocument,
  normalisedText as normalise,
  type PackBlock,
  type PackDrawing,
  type PackVideoTopic,
  questions,
  type QuizQuestion,
} from '@piba/shared';
import { BEATS_PER_BAR } from '../features/topics/metronome/scheduler';

/** The default pack (PIBA's own lesson): its drawings are files of packages/shared. */
const DRAWINGS = resolve(__dirname, '../../../packages/shared/src/packs/piba/drawings');
const lesson = defaultPackDocument;
interface Slide {
  src: string;
  alt: string;
  heading: string;
  body: PackBlock[];
  more?: PackBlock[];
}
const drawingOf = ({ file, alt }: PackDrawing) => ({ src: file, alt });
const slideDecks: Record<string, Slide[]> = Object.fromEntries(
  lesson.topics.flatMap((topic) =>
    topic.kind === 'deck'
      ? [
          [
            topic.id,
            topic.slides.map(({ drawing, ...text }) => ({ ...text, ...drawingOf(drawing) })),
          ],
        ]
      : [],
  ),
);
const video = lesson.topics.find((topic): topic is PackVideoTopic => topic.kind === 'video')!;
const faqItems = lesson.faq;

const readSvg = (file: string) => readFileSync(resolve(DRAWINGS, file), 'utf8');

/** The words a drawing shows: its title and every text element. */
const drawingText = (svg: string) =>
  [...svg.matchAll(/<(title|text)\b[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]).join(' ');

const slideText = (slide: Slide) =>
  [slide.heading, ...slide.body, ...(slide.more ?? [])].flat().join(' ');
const allSlides = Object.values(slideDecks).flat();

const keyOf = (q: QuizQuestion) => q.options.find((option) => option.value === q.correctAnswer)!;

/*
 * The instrument check (`checkPack` in @piba/shared) runs on the default pack in its own tests:
 * keys taught on their slide, not read before the pre-test, no length, convergence, number or
 * absolute-word cue. What stays here is this lesson's own content and what a pure check cannot
 * read: the words inside the drawings' files, the metronome's count.
 */
describe('the question bank', () => {
  it.each(questions)('$name: a question, and a short explanation', (q) => {
    expect(q.question.trim()).toMatch(/\?$/);
    const sentences = q.explanation.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
  });

  // Only the questions whose every option starts with a number; Jest refuses an empty table.
  const numeric = questions.filter((q) => q.options.every((option) => /^\d/.test(option.text)));
  it.each(numeric)('$name: numeric options are in order', (q) => {
    const values = q.options.map((option) => Number(/^\d+/.exec(option.text)![0]));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('spreads the key over A, B and C, three or four times each', () => {
    const spread = [1, 2, 3].map((value) => questions.filter((q) => q.correctAnswer === value));
    for (const keyed of spread) {
      expect(keyed.length).toBeGreaterThanOrEqual(3);
      expect(keyed.length).toBeLessThanOrEqual(4);
    }
  });
});

describe('nothing a question asks stands where a student reads before the pre-test', () => {
  it.each(questions)('$name: its key is not among the words drawn in the poster', (q) => {
    const poster = normalise(drawingText(readSvg(lesson.home.poster.file)));
    const found = [q.keyFact, keyOf(q).text].filter((giveaway) =>
      poster.includes(normalise(giveaway)),
    );
    expect(found).toEqual([]);
  });

  it('the FAQ says what Senam RAS is without spelling out its name', () => {
    expect(faqItems[0].question).toBe('Apa itu Senam RAS?');
    expect(faqItems[0].answer).toMatch(/^Senam RAS adalah /);
    const faq = faqItems.map((item) => `${item.question} | ${item.answer}`).join(' | ');
    expect(normalise(faq)).not.toMatch(/rhythmic|auditory|stimulation|pendengaran/);
  });
});

/** Facts the lesson teaches beyond the quiz, with their slide (sources: docs/content.md). */
const lessonFacts: Array<[deck: string, index: number, facts: string[]]> = [
  [
    'slide-1',
    1,
    [
      'Sikat gigi 2 kali sehari: pagi setelah sarapan dan malam sebelum tidur',
      'pasta gigi yang mengandung fluorida',
      'selama sekitar 2 menit',
      'Kurangi camilan manis di antara waktu makan',
    ],
  ],
  [
    'slide-1',
    2,
    [
      'payudara mulai tumbuh',
      'pinggul melebar',
      'menstruasi pertama',
      'ganti pembalut setiap 4–6 jam',
      'suara memberat',
      'jakun tumbuh',
      'bahu melebar',
      'mimpi basah pertama',
      'rambut tumbuh di ketiak dan di sekitar kemaluan',
      'jerawat bisa muncul',
      'tubuh cepat bertambah tinggi',
      'perasaan lebih mudah berubah',
      'Pubertas bisa mulai lebih cepat atau lebih lambat pada setiap orang. Itu wajar.',
      'Menjaga kebersihan saat pubertas',
      'bukan hanya bebas dari penyakit atau kecacatan, dalam semua hal yang berkaitan dengan sistem, fungsi, dan proses reproduksi',
    ],
  ],
  [
    'slide-2',
    4,
    [
      'aktif bergerak sedikitnya 30 menit setiap hari',
      'WHO',
      'usia 5–17 tahun: aktif bergerak 60 menit setiap hari',
      'usia 6–12 tahun: 9–12 jam',
      'usia 13–18 tahun: 8–10 jam',
    ],
  ],
];

describe('the lesson keeps its facts', () => {
  it.each(lessonFacts)('%s, slide index %i, teaches them in its text', (deck, index, facts) => {
    const text = normalise(slideText(slideDecks[deck][index]));
    expect(facts.filter((fact) => !text.includes(normalise(fact)))).toEqual([]);
  });
});

describe('the slides', () => {
  const ras = slideDecks['slide-2'];

  it('keep the sizes of the decks', () => {
    expect(slideDecks['slide-1']).toHaveLength(3);
    expect(slideDecks['slide-2']).toHaveLength(5);
  });

  it('name the three Senam RAS stages the same way everywhere', () => {
    const stages = ['pemanasan', 'gerakan inti', 'pendinginan'];
    stages.forEach((stage, i) => {
      expect(ras[0].body.flat()).toContain(`Tahap ${i + 1}: ${stage}`);
      expect(ras[i + 1].heading).toBe(`Tahap ${i + 1}: ${stage}`);
    });
    expect(normalise(allSlides.map(slideText).join(' '))).not.toContain(' langkah ');
    expect(questions.find((q) => q.name === 'question2')!.question).toContain('tiga tahap');
  });

  it('count Senam RAS as the metronome does', () => {
    const text = normalise(ras.map(slideText).join(' '));
    expect(text).toContain(normalise(`Hitung 1 sampai ${BEATS_PER_BAR}`));
    expect(text).not.toMatch(/ sampai [5-9] /);
    const circles = (src: string) => [...readSvg(src).matchAll(/<circle class="beat"/g)].length;
    expect(circles(ras[0].src)).toBe(BEATS_PER_BAR);
    expect(circles(ras[2].src)).toBe(BEATS_PER_BAR);
  });

  it.each(allSlides)('$src: the drawing has no words, and its alt text is a sentence', (slide) => {
    expect(drawingText(readSvg(slide.src))).not.toMatch(/\p{L}/u);
    expect(slide.alt).toMatch(/^\p{Lu}.*\.$/u);
    expect(slide.heading.trim()).not.toBe('');
  });

  it('stay within the weight of the drawings they replaced (27 271 bytes)', () => {
    const bytes = allSlides.reduce((sum, slide) => sum + readSvg(slide.src).length, 0);
    expect(bytes).toBeLessThanOrEqual(27_271);
  });
});

describe('the language of every text a student reads', () => {
  const running = [
    lesson.home.subtitle,
    lesson.home.quizDescription,
    lesson.home.poster.alt,
    drawingText(readSvg(lesson.home.poster.file)),
    ...faqItems.flatMap((item) => [item.question, item.answer]),
    ...lesson.topics.flatMap((topic) => [topic.title, topic.card.description]),
    ...allSlides.flatMap((slide) => [slideText(slide), slide.alt]),
    ...questions.flatMap((q) => [q.question, q.explanation, ...q.options.map((o) => o.text)]),
    video.summary,
  ];
  // Forms EYD V and KBBI do not use, with the form to write instead ("quiz" is the instrument
  // check's rule quiz-word).
  const misspelt: Record<string, string> = {
    mentruasi: 'menstruasi',
    menstrusi: 'menstruasi',
    nafas: 'napas',
    hembuskan: 'embuskan',
    resiko: 'risiko',
    aktifitas: 'aktivitas',
    merubah: 'mengubah',
    praktek: 'praktik',
    'olah raga': 'olahraga',
    jaman: 'zaman',
  };

  it.each(Object.entries(misspelt))('writes "%s" as "%s"', (wrong) => {
    const found = running.filter((text) => normalise(text).includes(` ${wrong} `));
    expect(found).toEqual([]);
  });
});
