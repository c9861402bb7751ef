import type { PackQuestion, QuizOption } from './document.js';

/*
 * The words of the instrument check (`check.ts`): how it reads a text word for word, which words
 * tell an option apart, and the numbers of an option made of numbers.
 */

/** The options' letters, A, B and C, by value 1, 2 and 3. */
export const LETTERS = ['A', 'B', 'C'] as const;
export const letterOf = (value: number) => LETTERS[value - 1] ?? String(value);

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
export const contains = (text: string, phrase: string) =>
  wordsOf(phrase).length > 0 && normalisedText(text).includes(normalisedText(phrase));

/** Words that carry no content: they do not make options alike, nor tell a key. */
const STOP_WORDS = new Set(['dan', 'yang', 'di', 'ke', 'dari', 'pada', 'untuk', 'saat', 'atau']);
export const contentWords = (text: string) =>
  new Set(wordsOf(text).filter((w) => !STOP_WORDS.has(w)));

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

/** A text as a message quotes it. */
export const quote = (text: string) => `"${text.trim()}"`;

/** A question's key, and its other options (the distractors). */
export const keyOf = (q: PackQuestion): QuizOption | undefined =>
  q.options.find((option) => option.value === q.correctAnswer);
export const distractorsOf = (q: PackQuestion) =>
  q.options.filter((o) => o.value !== q.correctAnswer);

/** For each option, how many of its content words the other two options share with it. */
export function convergence(q: PackQuestion): number[] {
  const sets = q.options.map((option) => contentWords(option.text));
  return sets.map((own, i) =>
    sets.reduce(
      (sum, other, j) => sum + (i === j ? 0 : [...own].filter((w) => other.has(w)).length),
      0,
    ),
  );
}

/** The numbers of an option made of numbers ("10–19 tahun" → [10, 19]); null if it is not one. */
export function numbersOf(text: string): number[] | null {
  if (!/^\s*\d/.test(text)) return null;
  return [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));
}
export const compareNumbers = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -Infinity) - (b[i] ?? -Infinity);
    if (d !== 0) return d;
  }
  return 0;
};

/** The key's words (of four letters or more) that no distractor has: what tells it apart. */
export function keyWords(q: PackQuestion): string[] {
  const key = keyOf(q);
  if (!key) return [];
  const others = new Set(distractorsOf(q).flatMap((o) => wordsOf(o.text)));
  return [...contentWords(key.text)].filter((w) => !others.has(w) && /\p{L}{4,}/u.test(w));
}

/** Runs of three words of a text. */
export function runsOf3(text: string): Set<string> {
  const w = wordsOf(text);
  return new Set(w.slice(2).map((_, i) => w.slice(i, i + 3).join(' ')));
}
