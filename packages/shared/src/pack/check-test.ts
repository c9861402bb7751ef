import type { PackQuestion } from './document.js';
import type { PackRule } from './problem.js';
import {
  compareNumbers,
  convergence,
  distractorsOf,
  keyOf,
  LETTERS,
  numbersOf,
} from './check-words.js';

/*
 * The instrument check's rules of a whole test (`check.ts` runs them on each form): a strategy
 * that picks keys without the lesson (the longest, shortest or most convergent option, the
 * middle number, one letter) must not pay.
 */

/** A problem as a rule finds it: `check.ts` names its question and weighs it. */
export interface Found {
  question?: number;
  rule: PackRule;
  message: string;
  field?: string;
  /** The questions a test-level warning concerns: it is reviewed when all of them review it. */
  concerns?: number[];
  /** Form B's (`form_b`) problem; absent for form A's and the lesson's. */
  form?: 'B';
}

/**
 * How much a test-wise strategy may pay: always taking the option a cue points at must not
 * expect more than 4 of 10 (chance is 3⅓ of 10).
 */
const CUE_SHARE = 0.4;

const argmax = (values: number[]) =>
  values.flatMap((v, i) => (v === Math.max(...values) ? [i] : []));
const argmin = (values: number[]) => argmax(values.map((v) => -v));

/** Whether a question's options are all numbers and its key is the middle one. */
export function middleNumberKey(q: PackQuestion): boolean {
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
export function middleNumberShare(questions: PackQuestion[]): Found[] {
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
export function keyLetterOveruse(questions: PackQuestion[]): Found[] {
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

/** A way of answering without the lesson: the option it picks, and the warning when it pays. */
interface Strategy {
  rule: PackRule;
  pick: (q: PackQuestion) => number[];
  message: (score: string, n: number) => string;
}

/**
 * Length and convergence cues: when always taking the longest (shortest, most convergent) option
 * expects more than 4 of 10, each question whose key that strategy takes gets a warning; a key
 * at least half as long again as every other option gets one in any test.
 */
export function cueStrategies(questions: PackQuestion[], list: 'questions' | 'form_b'): Found[] {
  const found: Found[] = [];
  const lengths = (q: PackQuestion) => q.options.map((o) => o.text.trim().length);
  /** Always the longest (argmax) or always the shortest (argmin) option. */
  const byLength = (extreme: typeof argmax, word: 'terpanjang' | 'terpendek'): Strategy => ({
    rule: 'key-length',
    pick: (q) => extreme(lengths(q)),
    message: (score, n) =>
      `Kunci soal ini adalah pilihan ${word}, dan di tes ini siswa yang selalu memilih ` +
      `pilihan ${word} mendapat ${score} dari ${n} soal tanpa belajar. Samakan panjang ` +
      'pilihan agar panjangnya tidak membocorkan kunci.',
  });
  const strategies: Strategy[] = [
    byLength(argmax, 'terpanjang'),
    byLength(argmin, 'terpendek'),
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
