import type { PackDocument, PackQuestion, QuizOption } from './document.js';
import type { PackProblem, PackRule, PackWarningRule } from './problem.js';
import {
  ABSOLUTE_WORDS,
  contains,
  contentWords,
  distractorsOf,
  keyOf,
  keyWords,
  letterOf,
  normalisedText,
  quote,
  runsOf3,
  wordsOf,
} from './check-words.js';
import {
  beforePretest,
  QUIZ_WORD,
  quizMessage,
  quizWordsOutsideQuestions,
  taughtText,
} from './check-reading.js';
import {
  cueStrategies,
  type Found,
  keyLetterOveruse,
  middleNumberKey,
  middleNumberShare,
} from './check-test.js';

export { ABSOLUTE_WORDS, normalisedText, wordsOf } from './check-words.js';

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

/**
 * What stops publishing: every error, and every warning not reviewed with a written reason.
 */
export function publishBlockers(problems: PackProblem[]): PackProblem[] {
  return problems.filter((problem) => problem.severity === 'error' || !problem.reviewed);
}
