import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  defaultPackDocument,
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
const homeContent = {
  subtitle: lesson.home.subtitle,
  topicDescriptions: Object.fromEntries(lesson.topics.map((t) => [t.id, t.card.description])),
  quizDescription: lesson.home.quizDescription,
};
const faqItems = lesson.faq;
const poster = drawingOf(lesson.home.poster);
const topicTitle = (id: string) => lesson.topics.find((topic) => topic.id === id)!.title;

const LETTERS = ['A', 'B', 'C'];
const readSvg = (file: string) => readFileSync(resolve(DRAWINGS, file), 'utf8');

/** Lower-case words (letters, digits, hyphens) joined by one space: punctuation does not count. */
const words = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .toLocaleLowerCase('id')
    .match(/[\p{L}\p{N}-]+/gu) ?? [];
const normalise = (text: string) => ` ${words(text).join(' ')} `;

/** The words a drawing shows: its title and every text element. */
const drawingText = (svg: string) =>
  [...svg.matchAll(/<(title|text)\b[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]).join(' ');

const slideText = (slide: Slide) =>
  [slide.heading, ...slide.body, ...(slide.more ?? [])].flat().join(' ');
const allSlides = Object.values(slideDecks).flat();

function lessonOf(question: QuizQuestion): string {
  const where = question.taughtIn;
  if (where.slide === undefined) return video.summary;
  const slide = slideDecks[where.topic][where.slide];
  if (!slide) throw new Error(`${question.name}: ${where.topic} has no slide ${where.slide}`);
  return slideText(slide);
}

const keyOf = (q: QuizQuestion) => q.options.find((option) => option.value === q.correctAnswer)!;
const distractorsOf = (q: QuizQuestion) => q.options.filter((o) => o.value !== q.correctAnswer);

/** What a student who skipped the lesson expects to score by always taking one option. */
function testWiseScore(pick: (q: QuizQuestion) => number[]): number {
  return questions.reduce((sum, q) => {
    const picked = pick(q);
    const right = picked.filter((i) => q.options[i].value === q.correctAnswer).length;
    return sum + right / picked.length;
  }, 0);
}
const argmax = (values: number[]) =>
  values.flatMap((v, i) => (v === Math.max(...values) ? [i] : []));
const argmin = (values: number[]) => argmax(values.map((v) => -v));

const STOP_WORDS = new Set(['dan', 'yang', 'di', 'ke', 'dari', 'pada', 'untuk', 'saat', 'atau']);
/** For each option, how many of its words the other two options share with it. */
function convergence(q: QuizQuestion): number[] {
  const sets = q.options.map(
    (option) => new Set(words(option.text).filter((w) => !STOP_WORDS.has(w))),
  );
  return sets.map((own, i) =>
    sets.reduce(
      (sum, other, j) => sum + (i === j ? 0 : [...own].filter((w) => other.has(w)).length),
      0,
    ),
  );
}

const ABSOLUTE_WORDS = [
  'selalu',
  'tidak pernah',
  'semua',
  'semuanya',
  'seluruh',
  'hanya',
  'saja',
  'pasti',
  'mutlak',
  'sama sekali',
  'sebanyak-banyaknya',
  'paling',
  'harus',
  'tanpa kecuali',
  'setiap kali',
];

/** Everything a student can read before the pre-test, by where it stands. */
const beforePretest: Record<string, string> = {
  'home texts and topic cards': [
    homeContent.subtitle,
    ...Object.values(homeContent.topicDescriptions),
    homeContent.quizDescription,
  ].join(' | '),
  FAQ: faqItems.map((item) => `${item.question} | ${item.answer}`).join(' | '),
  poster: `${poster.alt} | ${drawingText(readSvg(poster.src))}`,
  'page titles': ['slide-1', 'slide-2', 'video-1'].map(topicTitle).join(' | '),
  'alt texts': allSlides.map((slide) => slide.alt).join(' | '),
};

describe('the question bank', () => {
  it('keeps the product order of names', () => {
    expect(questions.map((q) => q.name)).toEqual(
      [6, 7, 8, 9, 10, 1, 2, 3, 4, 5].map((n) => `question${n}`),
    );
  });

  it.each(questions)(
    '$name: three options A–C, one key, a question and a short explanation',
    (q) => {
      expect(q.options.map((option) => option.value)).toEqual([1, 2, 3]);
      expect(new Set(q.options.map((option) => normalise(option.text))).size).toBe(3);
      expect([1, 2, 3]).toContain(q.correctAnswer);
      expect(q.question.trim()).toMatch(/\?$/);
      const sentences = q.explanation.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    },
  );

  it.each(questions)('$name: no option repeats three words of the stem', (q) => {
    const runsOf3 = (text: string) => {
      const w = words(text);
      return new Set(w.slice(2).map((_, i) => w.slice(i, i + 3).join(' ')));
    };
    const stem = runsOf3(q.question);
    for (const option of q.options) {
      expect({
        option: option.text,
        shared: [...runsOf3(option.text)].filter((r) => stem.has(r)),
      }).toEqual({ option: option.text, shared: [] });
    }
  });

  // Only the questions whose every option starts with a number; Jest refuses an empty table.
  const numeric = questions.filter((q) => q.options.every((option) => /^\d/.test(option.text)));
  it.each(numeric)('$name: numeric options are in order', (q) => {
    const values = q.options.map((option) => Number(/^\d+/.exec(option.text)![0]));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it.each(questions)('$name: no absolute word in a wrong option, no "of the above"', (q) => {
    for (const option of distractorsOf(q)) {
      const text = normalise(option.text);
      expect({
        option: option.text,
        absolute: ABSOLUTE_WORDS.filter((w) => text.includes(` ${w} `)),
      }).toEqual({ option: option.text, absolute: [] });
    }
    for (const option of q.options) expect(option.text).not.toMatch(/jawaban di atas/i);
  });

  it('spreads the key over A, B and C, three or four times each', () => {
    const spread = LETTERS.map((_, i) => questions.filter((q) => q.correctAnswer === i + 1).length);
    for (const count of spread) {
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(4);
    }
  });

  it('cannot be passed by always picking the longest or the shortest option', () => {
    const lengths = (q: QuizQuestion) => q.options.map((option) => option.text.length);
    expect(testWiseScore((q) => argmax(lengths(q)))).toBeLessThanOrEqual(4);
    expect(testWiseScore((q) => argmin(lengths(q)))).toBeLessThanOrEqual(4);
  });

  it('cannot be passed by always picking the option sharing most words with the other two', () => {
    expect(testWiseScore((q) => argmax(convergence(q)))).toBeLessThanOrEqual(4);
  });
});

describe('nothing a question asks stands where a student reads before the pre-test', () => {
  const giveaways = (q: QuizQuestion) => [q.keyFact, keyOf(q).text].map(normalise);

  it.each(questions)(
    '$name: its key is not in the home page, FAQ, poster, titles or alt texts',
    (q) => {
      for (const [where, text] of Object.entries(beforePretest)) {
        const found = giveaways(q).filter((giveaway) => normalise(text).includes(giveaway));
        expect({ where, found }).toEqual({ where, found: [] });
      }
    },
  );

  it.each(questions)('$name: its key is not in another question', (q) => {
    for (const other of questions.filter((o) => o !== q)) {
      const found = giveaways(q).filter((g) => normalise(other.question).includes(g));
      expect({ stem: other.name, found }).toEqual({ stem: other.name, found: [] });
    }
  });

  it('the FAQ says what Senam RAS is without spelling out its name', () => {
    expect(faqItems[0].question).toBe('Apa itu Senam RAS?');
    expect(faqItems[0].answer).toMatch(/^Senam RAS adalah /);
    expect(normalise(beforePretest.FAQ)).not.toMatch(/rhythmic|auditory|stimulation|pendengaran/);
  });
});

describe('every tested fact is taught where the question says', () => {
  it.each(questions)('$name: "$keyFact" is in the text of its slide', (q) => {
    expect(normalise(lessonOf(q))).toContain(normalise(q.keyFact));
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
    ...Object.values(beforePretest),
    ...allSlides.map(slideText),
    ...questions.flatMap((q) => [q.question, q.explanation, ...q.options.map((o) => o.text)]),
    video.summary,
  ];
  // Forms EYD V and KBBI do not use, with the form to write instead.
  const misspelt: Record<string, string> = {
    quiz: 'kuis',
    quiznya: 'kuisnya',
    kwis: 'kuis',
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
