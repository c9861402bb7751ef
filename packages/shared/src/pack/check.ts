import type { PackBlock, PackDocument, PackQuestion, PackTopic, QuizOption } from './document.js';
import type { PackProblem, PackRule, PackWarningRule } from './problem.js';

/*
 * The instrument check: whether a pack's test measures what its lesson teaches. Its rules follow
 * Haladyna, Downing & Rodriguez (2002) and what a pre-test/post-test design needs: every tested
 * fact is taught where the question says, no key stands where a student reads before the
 * pre-test, and no cue lets a student who skipped the lesson pick the key (its length, its
 * wording, its place among numbers, its letter). Errors block publishing; a warning blocks it
 * until the writer reviews it with a written reason (the question's `reviewed`).
 *
 * Pure: the document's text only, no drawing's bytes.
 */

const LETTERS = ['A', 'B', 'C'] as const;
const letterOf = (value: number) => LETTERS[value - 1] ?? String(value);

/** Lower-case words (letters, digits, hyphens): punctuation and **bold** marks do not count. */
export function wordsOf(text: string): string[] {
  return (
    text
      .replace(/&amp;/g, '&')
      .toLocaleLowerCase('id')
      .match(/[\p{L}\p{N}-]+/gu) ?? []
  );
}

/** A text's words joined by one space, with a space either side: ` kata kata `. */
export const normalisedText = (text: string) => ` ${wordsOf(text).join(' ')} `;

/** Whether `phrase` (at least one word) stands in `text`, word for word. */
const contains = (text: string, phrase: string) =>
  wordsOf(phrase).length > 0 && normalisedText(text).includes(normalisedText(phrase));

/** Words that carry no content: they do not make options alike, nor tell a key. */
const STOP_WORDS = new Set(['dan', 'yang', 'di', 'ke', 'dari', 'pada', 'untuk', 'saat', 'atau']);
const contentWords = (text: string) => new Set(wordsOf(text).filter((w) => !STOP_WORDS.has(w)));

/** Words a test-wise student reads as "this option cannot be right". */
export const ABSOLUTE_WORDS = [
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

/**
 * How much a test-wise strategy may pay: always taking the option a cue points at must not
 * expect more than 4 of 10 (chance is 3⅓ of 10).
 */
const CUE_SHARE = 0.4;

const blockText = (block: PackBlock) => (typeof block === 'string' ? block : block.join(' '));
const quote = (text: string) => `"${text.trim()}"`;

const keyOf = (q: PackQuestion): QuizOption | undefined =>
  q.options.find((option) => option.value === q.correctAnswer);
const distractorsOf = (q: PackQuestion) => q.options.filter((o) => o.value !== q.correctAnswer);

/** The taught text of a question's slide (heading, body, "Selengkapnya") or video (summary). */
function taughtText(
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
function beforePretest(document: PackDocument): Array<{ where: string; text: string }> {
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

/** For each option, how many of its content words the other two options share with it. */
function convergence(q: PackQuestion): number[] {
  const sets = q.options.map((option) => contentWords(option.text));
  return sets.map((own, i) =>
    sets.reduce(
      (sum, other, j) => sum + (i === j ? 0 : [...own].filter((w) => other.has(w)).length),
      0,
    ),
  );
}

const argmax = (values: number[]) =>
  values.flatMap((v, i) => (v === Math.max(...values) ? [i] : []));
const argmin = (values: number[]) => argmax(values.map((v) => -v));

/** The numbers of an option made of numbers ("10–19 tahun" → [10, 19]); null if it is not one. */
function numbersOf(text: string): number[] | null {
  if (!/^\s*\d/.test(text)) return null;
  return [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));
}
const compareNumbers = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -Infinity) - (b[i] ?? -Infinity);
    if (d !== 0) return d;
  }
  return 0;
};

/** The key's words (of four letters or more) that no distractor has: what tells it apart. */
function keyWords(q: PackQuestion): string[] {
  const key = keyOf(q);
  if (!key) return [];
  const others = new Set(distractorsOf(q).flatMap((o) => wordsOf(o.text)));
  return [...contentWords(key.text)].filter((w) => !others.has(w) && /\p{L}{4,}/u.test(w));
}

/** Runs of three words of a text. */
function runsOf3(text: string): Set<string> {
  const w = wordsOf(text);
  return new Set(w.slice(2).map((_, i) => w.slice(i, i + 3).join(' ')));
}

/** The English word "quiz" (and a misspelt "kwis"): Indonesian writes "kuis". */
const QUIZ_WORD = /(?<![\p{L}\p{N}])(quiz\p{L}*|kwis\p{L}*)/iu;

interface Found {
  question?: number;
  rule: PackRule;
  message: string;
  field?: string;
  /** The questions a test-level warning concerns: it is reviewed when all of them review it. */
  concerns?: number[];
  /** Form B's (`form_b`) problem; absent for form A's and the lesson's. */
  form?: 'B';
}

const ERROR_RULES = new Set<PackRule>([
  'key-fact-not-taught',
  'key-read-before-pretest',
  'identical-options',
  'missing-key',
  'missing-explanation',
]);

/**
 * The instrument check of a pack's test: its problems, errors first within each question, the
 * test's own problems last. A warning the question's `reviewed` names (with a reason) comes back
 * with `reviewed: true`. Works on a draft too: empty texts and missing references are problems,
 * never exceptions.
 */
export function checkPack(document: PackDocument): PackProblem[] {
  const { questions } = document;
  const formB = document.form_b ?? [];
  const found: Found[] = [
    ...testProblems(document, questions, 'questions'),
    ...testProblems(document, formB, 'form_b').map((f): Found => ({
      ...f,
      form: 'B',
      ...(f.question === undefined && {
        message: `Bentuk B: ${f.message}`,
        field: f.field ?? 'form_b',
      }),
    })),
    ...quizWordsOutsideQuestions(document),
  ];
  /** Form A's questions, then form B's, then the problems of a whole test. */
  const place = (f: Found) =>
    f.question === undefined ? Infinity : f.question + (f.form === 'B' ? questions.length : 0);

  return found
    .map((f, order) => ({ f, order }))
    .sort(
      (a, b) =>
        place(a.f) - place(b.f) ||
        Number(!ERROR_RULES.has(a.f.rule)) - Number(!ERROR_RULES.has(b.f.rule)) ||
        a.order - b.order,
    )
    .map(({ f }) => toProblem(f, f.form === 'B' ? formB : questions));
}

/**
 * The problems of one form of the test (`questions`, or form B's `form_b`): each question's,
 * then those of the form as a whole; fields are paths in `list`.
 */
function testProblems(
  document: PackDocument,
  questions: PackQuestion[],
  list: 'questions' | 'form_b',
): Found[] {
  const found: Found[] = [];
  const at = (i: number) => `${list}[${i}]`;
  const optionField = (i: number, q: PackQuestion, option: QuizOption) =>
    `${at(i)}.options[${q.options.indexOf(option)}].text`;

  questions.forEach((q, i) => {
    const key = keyOf(q);
    const add = (rule: PackRule, message: string, field?: string) =>
      found.push({ question: i, rule, message, field });

    // missing-key
    if (!key) {
      add(
        'missing-key',
        `Kunci jawaban soal ini (${letterOf(q.correctAnswer)}) tidak ada di antara pilihannya. ` +
          'Tanpa kunci, jawaban siswa tidak bisa dinilai.',
        `${at(i)}.correctAnswer`,
      );
    } else if (key.text.trim() === '') {
      add(
        'missing-key',
        `Pilihan kunci (${letterOf(key.value)}) masih kosong. ` +
          'Siswa yang paham materi tidak bisa menemukan jawaban yang benar.',
        optionField(i, q, key),
      );
    }

    // identical-options
    q.options.forEach((option, o) => {
      if (option === key) return;
      if (option.text.trim() === '') {
        add(
          'identical-options',
          `Pilihan ${letterOf(option.value)} masih kosong. Soal ini hanya punya dua pilihan ` +
            'yang bisa dipilih, sehingga peluang menebak benar menjadi lebih besar.',
          `${at(i)}.options[${o}].text`,
        );
      }
    });
    q.options.forEach((option, o) => {
      const twin = q.options.findIndex(
        (other, p) =>
          p < o &&
          wordsOf(option.text).length > 0 &&
          normalisedText(other.text) === normalisedText(option.text),
      );
      if (twin >= 0) {
        add(
          'identical-options',
          `Pilihan ${letterOf(q.options[twin].value)} dan ${letterOf(option.value)} bertulisan ` +
            'sama. Soal ini hanya punya dua pilihan yang berbeda, sehingga peluang menebak benar ' +
            'menjadi lebih besar dan nilainya tidak bisa dibandingkan dengan soal lain.',
          `${at(i)}.options[${o}].text`,
        );
      }
    });

    // missing-explanation
    if (q.explanation.trim() === '') {
      add(
        'missing-explanation',
        'Pembahasan soal ini masih kosong. Setelah posttest, siswa membaca pembahasan untuk ' +
          'mengerti mengapa kuncinya benar.',
        `${at(i)}.explanation`,
      );
    }

    // key-fact-not-taught
    const taught = taughtText(document, q);
    if (q.keyFact.trim() === '') {
      add(
        'key-fact-not-taught',
        'Fakta kunci soal ini belum diisi. Tanpanya tidak bisa diperiksa bahwa yang ditanyakan ' +
          'memang diajarkan, padahal posttest hanya mengukur hasil belajar bila begitu.',
        `${at(i)}.keyFact`,
      );
    } else if ('missing' in taught) {
      add(
        'key-fact-not-taught',
        `${taught.missing} Tes hanya boleh menanyakan hal yang diajarkan; tunjuk slide atau ` +
          'video tempat fakta kuncinya tertulis.',
        `${at(i)}.taughtIn`,
      );
    } else if (!contains(taught.text, q.keyFact)) {
      add(
        'key-fact-not-taught',
        `Fakta kunci ${quote(q.keyFact)} tidak tertulis di ${taught.where}. Tes hanya boleh ` +
          'menanyakan hal yang diajarkan; kalau tidak, kenaikan nilai dari pretest ke posttest ' +
          'tidak mengukur hasil belajar.',
        `${at(i)}.keyFact`,
      );
    }

    // key-read-before-pretest
    const giveaways = [
      { text: q.keyFact, what: 'Fakta kunci soal ini', field: `${at(i)}.keyFact` },
      ...(key
        ? [{ text: key.text, what: 'Kunci jawaban soal ini', field: optionField(i, q, key) }]
        : []),
    ];
    for (const giveaway of giveaways) {
      const place = beforePretest(document).find(({ text }) => contains(text, giveaway.text));
      if (place) {
        add(
          'key-read-before-pretest',
          `${giveaway.what} tertulis di ${place.where}, yang dibaca siswa sebelum pretest: ` +
            'siswa bisa menjawab tanpa pelajaran, sehingga kenaikan nilai ke posttest tidak ' +
            'terukur.',
          giveaway.field,
        );
      }
    }

    // key-middle-number (the item)
    const middle = middleNumberKey(q);
    if (middle) {
      add(
        'key-middle-number',
        'Semua pilihan soal ini berupa angka dan kuncinya angka tengah. Siswa yang ragu ' +
          'cenderung memilih angka tengah, jadi soal ini bisa terjawab benar tanpa belajar.',
        optionField(i, q, key!),
      );
    }

    // absolute-word, and "of the above"
    for (const option of q.options) {
      const text = normalisedText(option.text);
      if (/ jawaban di atas /.test(text)) {
        add(
          'absolute-word',
          `Pilihan ${letterOf(option.value)} merujuk ke pilihan lain ("jawaban di atas"). ` +
            'Siswa bisa menjawab dengan membandingkan pilihan, bukan dengan pengetahuannya.',
          optionField(i, q, option),
        );
      }
      if (option === key) continue;
      const absolute = ABSOLUTE_WORDS.filter((w) => text.includes(` ${w} `));
      if (absolute.length > 0) {
        add(
          'absolute-word',
          `Pengecoh ${letterOf(option.value)} memakai kata mutlak ` +
            `${absolute.map(quote).join(', ')}. Siswa yang terbiasa mengerjakan tes tahu ` +
            'pilihan bermakna mutlak jarang benar, jadi pengecoh ini mudah dicoret tanpa belajar.',
          optionField(i, q, option),
        );
      }
    }

    // option-repeats-stem
    const stemRuns = runsOf3(q.question);
    const stemWords = contentWords(q.question);
    for (const option of q.options) {
      const shared = [...runsOf3(option.text)].filter((run) => stemRuns.has(run));
      const sharedWords = [...contentWords(option.text)].filter((w) => stemWords.has(w));
      if (shared.length > 0 || (stemWords.size > 0 && sharedWords.length * 2 > stemWords.size)) {
        add(
          'option-repeats-stem',
          `Pilihan ${letterOf(option.value)} mengulang kata-kata pertanyaan ` +
            `(${quote(shared[0] ?? sharedWords.join(' '))}). Pilihan yang bunyinya mirip ` +
            'pertanyaan menarik tebakan, sehingga soal tidak lagi mengukur pemahaman.',
          optionField(i, q, option),
        );
      }
    }

    // stem-names-other-key: another item's key or key fact word for word, or more than half of
    // the words that tell its key apart ("tahap pemanasan" tells the key "Pemanasan, …")
    questions.forEach((other, j) => {
      if (j === i) return;
      const otherKey = keyOf(other);
      const phrases = [other.keyFact, otherKey?.text ?? ''].filter((p) => contains(q.question, p));
      const telling = keyWords(other);
      const told = telling.filter((w) => normalisedText(q.question).includes(` ${w} `));
      if (phrases.length > 0 || (told.length > 0 && told.length * 2 > telling.length)) {
        add(
          'stem-names-other-key',
          `Pertanyaan soal ini menyebut ${quote(phrases[0] ?? told.join(', '))}, yang menjadi ` +
            `jawaban soal ${other.name}. Siswa bisa menjawab soal ${other.name} dari bunyi soal ` +
            'ini, tanpa pelajaran.',
          `${at(i)}.question`,
        );
      }
    });

    // borrowed-distractors
    const elsewhere = new Set(
      questions.flatMap((other, j) =>
        j === i ? [] : other.options.flatMap((o) => [...contentWords(o.text)]),
      ),
    );
    const borrowed = (text: string) =>
      [...contentWords(text)].filter((w) => elsewhere.has(w) && /\p{L}{4,}/u.test(w));
    const distractors = distractorsOf(q);
    if (
      key &&
      distractors.length > 0 &&
      keyWords(q).length > 0 &&
      borrowed(key.text).length === 0 &&
      distractors.every((o) => borrowed(o.text).length > 0)
    ) {
      const reused = [...new Set(distractors.flatMap((o) => borrowed(o.text)))];
      add(
        'borrowed-distractors',
        `Pengecoh soal ini memakai kata dari pilihan soal lain (${reused.map(quote).join(', ')}), ` +
          'sedangkan kuncinya satu-satunya pilihan dengan kata baru. Siswa yang menebak bisa ' +
          'memilih pilihan yang "asing" tanpa belajar.',
        `${at(i)}.options`,
      );
    }

    // quiz-word in the question's texts
    const texts: Array<[string, string]> = [
      [q.question, `${at(i)}.question`],
      ...q.options.map((o, k): [string, string] => [o.text, `${at(i)}.options[${k}].text`]),
      [q.explanation, `${at(i)}.explanation`],
    ];
    for (const [text, field] of texts) {
      const word = QUIZ_WORD.exec(text);
      if (word) add('quiz-word', quizMessage(word[1]), field);
    }
  });

  found.push(...cueStrategies(questions, list));
  found.push(...middleNumberShare(questions));
  found.push(...keyLetterOveruse(questions));
  return found;
}

function toProblem(f: Found, questions: PackQuestion[]): PackProblem {
  const error = ERROR_RULES.has(f.rule);
  const problem: PackProblem = {
    ...(f.question !== undefined && { question: questions[f.question].name }),
    rule: f.rule,
    severity: error ? 'error' : 'warning',
    message: f.message,
    ...(f.field !== undefined && { field: f.field }),
  };
  const reviewedBy = (i: number) => isReviewed(questions[i], f.rule as PackWarningRule);
  const concerns = f.question !== undefined ? [f.question] : (f.concerns ?? []);
  if (!error && concerns.length > 0 && concerns.every(reviewedBy)) problem.reviewed = true;
  return problem;
}

const isReviewed = (q: PackQuestion, rule: PackWarningRule) => {
  const reason = q.reviewed?.[rule];
  return typeof reason === 'string' && reason.trim() !== '';
};

/** Whether a question's options are all numbers and its key is the middle one. */
function middleNumberKey(q: PackQuestion): boolean {
  const key = keyOf(q);
  if (!key || q.options.length !== 3) return false;
  const numbers = q.options.map((o) => numbersOf(o.text));
  if (numbers.some((n) => n === null)) return false;
  const sorted = q.options
    .map((option, i) => ({ option, n: numbers[i]! }))
    .sort((a, b) => compareNumbers(a.n, b.n));
  if (compareNumbers(sorted[0].n, sorted[1].n) === 0) return false;
  if (compareNumbers(sorted[1].n, sorted[2].n) === 0) return false;
  return sorted[1].option === key;
}

const isNumeric = (q: PackQuestion) =>
  q.options.length === 3 && q.options.every((o) => numbersOf(o.text) !== null);

/** The test-level middle-number warning: more than half of the numeric items keyed in the middle. */
function middleNumberShare(questions: PackQuestion[]): Found[] {
  const numeric = questions.flatMap((q, i) => (isNumeric(q) ? [i] : []));
  const middle = numeric.filter((i) => middleNumberKey(questions[i]));
  if (middle.length * 2 <= numeric.length || middle.length < 2) return [];
  return [
    {
      rule: 'key-middle-number',
      message:
        `Pada ${middle.length} dari ${numeric.length} soal berpilihan angka, kuncinya angka ` +
        'tengah. Siswa yang selalu memilih angka tengah menjawab soal-soal ini benar tanpa ' +
        'belajar.',
      concerns: middle,
    },
  ];
}

/** A key letter used more than ⌈n/3⌉+1 times in the test. */
function keyLetterOveruse(questions: PackQuestion[]): Found[] {
  const most = Math.ceil(questions.length / 3) + 1;
  return LETTERS.flatMap((letter, l) => {
    const keyed = questions.flatMap((q, i) => (q.correctAnswer === l + 1 ? [i] : []));
    if (keyed.length <= most) return [];
    return [
      {
        rule: 'key-letter-overused' as const,
        message:
          `Kunci ${letter} dipakai ${keyed.length} kali dari ${questions.length} soal (paling ` +
          `banyak ${most}). Siswa yang selalu memilih ${letter} mendapat nilai di atas tebakan ` +
          'tanpa belajar; sebarkan kunci ke A, B, dan C.',
        concerns: keyed,
      },
    ];
  });
}

/**
 * Length and convergence cues: when always taking the longest (shortest, most convergent) option
 * expects more than 4 of 10, each question whose key that strategy takes gets a warning; a key
 * at least half as long again as every other option gets one in any test.
 */
function cueStrategies(questions: PackQuestion[], list: 'questions' | 'form_b'): Found[] {
  const found: Found[] = [];
  const lengths = (q: PackQuestion) => q.options.map((o) => o.text.trim().length);
  const strategies: Array<{
    rule: PackRule;
    pick: (q: PackQuestion) => number[];
    message: (score: string, n: number) => string;
  }> = [
    {
      rule: 'key-length',
      pick: (q) => argmax(lengths(q)),
      message: (score, n) =>
        'Kunci soal ini adalah pilihan terpanjang, dan di tes ini siswa yang selalu memilih ' +
        `pilihan terpanjang mendapat ${score} dari ${n} soal tanpa belajar. Samakan panjang ` +
        'pilihan agar panjangnya tidak membocorkan kunci.',
    },
    {
      rule: 'key-length',
      pick: (q) => argmin(lengths(q)),
      message: (score, n) =>
        'Kunci soal ini adalah pilihan terpendek, dan di tes ini siswa yang selalu memilih ' +
        `pilihan terpendek mendapat ${score} dari ${n} soal tanpa belajar. Samakan panjang ` +
        'pilihan agar panjangnya tidak membocorkan kunci.',
    },
    {
      rule: 'key-convergence',
      pick: (q) => argmax(convergence(q)),
      message: (score, n) =>
        'Kunci soal ini adalah pilihan yang paling banyak berbagi kata dengan dua pilihan ' +
        `lainnya, dan di tes ini siswa yang selalu memilih pilihan seperti itu mendapat ${score} ` +
        `dari ${n} soal tanpa belajar. Buat pengecoh yang juga berbagi kata dengan kunci.`,
    },
  ];
  const scored = questions.filter((q) => q.options.length > 0);
  for (const { rule, pick, message } of strategies) {
    let score = 0;
    const hits: number[] = [];
    questions.forEach((q, i) => {
      if (q.options.length === 0) return;
      const picked = pick(q);
      const right = picked.filter((o) => q.options[o].value === q.correctAnswer).length;
      score += right / picked.length;
      if (right > 0) hits.push(i);
    });
    if (scored.length > 0 && score > CUE_SHARE * scored.length) {
      const shown = String(Math.round(score * 10) / 10).replace('.', ',');
      for (const i of hits) {
        const q = questions[i];
        const key = keyOf(q)!;
        found.push({
          question: i,
          rule,
          message: message(shown, scored.length),
          field: `${list}[${i}].options[${q.options.indexOf(key)}].text`,
        });
      }
    }
  }
  const reported = new Set(found.filter((f) => f.rule === 'key-length').map((f) => f.question));
  questions.forEach((q, i) => {
    const key = keyOf(q);
    if (!key || reported.has(i)) return;
    const others = distractorsOf(q).map((o) => o.text.trim().length);
    const own = key.text.trim().length;
    if (others.length > 0 && others.every((length) => own >= length * 1.5 && own - length >= 10)) {
      found.push({
        question: i,
        rule: 'key-length',
        message:
          'Kunci soal ini jauh lebih panjang daripada pilihan lainnya. Siswa yang menebak ' +
          'cenderung memilih pilihan terpanjang, jadi soal ini bisa terjawab benar tanpa belajar.',
        field: `${list}[${i}].options[${q.options.indexOf(key)}].text`,
      });
    }
  });
  return found;
}

const quizMessage = (word: string) =>
  `Kata ${quote(word)} bukan bahasa Indonesia baku: tulis "kuis" (KBBI). Siswa membaca ` +
  'teks ini sebagai bagian pelajaran, dan ejaan yang baku membuatnya sama dengan buku sekolah.';

/** The word "quiz" in what a student reads outside the questions. */
function quizWordsOutsideQuestions(document: PackDocument): Found[] {
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

/**
 * What stops publishing: every error, and every warning not reviewed with a written reason.
 */
export function publishBlockers(problems: PackProblem[]): PackProblem[] {
  return problems.filter((problem) => problem.severity === 'error' || !problem.reviewed);
}
