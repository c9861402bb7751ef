/** What of a question makes up its item: what a student reads and which option scores. */
export interface AnswerKeyItem {
  name: string;
  question: string;
  options: ReadonlyArray<{ text: string; value: number }>;
  correctAnswer: number;
}

/**
 * The version of an answer key: FNV-1a over every item in order, its name, stem, options (text
 * and value, in order) and key. Any change to what a student answers, or to how it is scored,
 * changes it, so results on an earlier bank stay apart from results on today's; the explanation
 * shown after the post-test is not part of it. The browser and the server compute it with this
 * one function.
 */
export function answerKeyVersion(bank: ReadonlyArray<AnswerKeyItem>): string {
  return fnv1a32(JSON.stringify(bank.map(itemOf)));
}

const itemOf = ({ name, question, options, correctAnswer }: AnswerKeyItem) => [
  name,
  question,
  options.map(({ text, value }) => [text, value]),
  correctAnswer,
];

/** FNV-1a, 32 bit, as 8 hex digits, over UTF-16 code units (the bytes of an ASCII text). */
export function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
