import {
  answerKeyVersion,
  fnv1a32,
  MAX_QUESTIONS,
  questions,
  type QuizAnswers,
  scoreQuiz,
} from '@piba/shared';

export const QUESTION_NAMES = questions.map((question) => question.name);

/** The version of today's answer key; results of other versions are kept but scored apart. */
export const CURRENT_ANSWER_KEY_VERSION = answerKeyVersion(questions);

/**
 * The version of results whose answers disagree with today's key and that carry no version of
 * their own: saved before versions existed, or sent by a tab of that time. Their key is unknown,
 * and not being hex this marker can never equal a computed version.
 */
export const UNVERSIONED_ANSWER_KEY = 'legacy00';

export const ANSWER_KEY_VERSION_PATTERN = /^[0-9a-f]{8}$/;
const QUESTION_NAME_PATTERN = /^\w{1,40}$/;

const isOption = (value: unknown) => value === 1 || value === 2 || value === 3;

/** Answers with exactly the bank's questions, each 1, 2 or 3; anything else is not answers. */
export function isCompleteAnswers(value: unknown): value is QuizAnswers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === QUESTION_NAMES.length &&
    QUESTION_NAMES.every((name) => isOption((value as Record<string, unknown>)[name]))
  );
}

/** Answers to some bank, today's or an earlier one: short names, each 1, 2 or 3. */
export function isWellFormedAnswers(value: unknown): value is QuizAnswers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length >= 1 &&
    entries.length <= MAX_QUESTIONS &&
    entries.every(([name, option]) => QUESTION_NAME_PATTERN.test(name) && isOption(option))
  );
}

/** The score today's bank gives these answers, as the client writes it: `correct/total`. */
export const scoreOf = (answers: QuizAnswers): string => scoreQuiz(questions, answers).score;

/**
 * The key in force when results began to carry their answer key's version, as names and keys in
 * the bank's order. A result that names no version comes from a tab of that time or earlier, so it
 * is checked against this key and never against today's: later banks reuse the question names,
 * and a chance agreement with today's key would put an old result among today's.
 */
export const FIRST_VERSIONED_KEY: ReadonlyArray<{ name: string; correctAnswer: 1 | 2 | 3 }> = [
  { name: 'question6', correctAnswer: 2 },
  { name: 'question7', correctAnswer: 1 },
  { name: 'question8', correctAnswer: 3 },
  { name: 'question9', correctAnswer: 2 },
  { name: 'question10', correctAnswer: 3 },
  { name: 'question1', correctAnswer: 1 },
  { name: 'question2', correctAnswer: 2 },
  { name: 'question3', correctAnswer: 3 },
  { name: 'question4', correctAnswer: 1 },
  { name: 'question5', correctAnswer: 2 },
];

/** That key's version as it was computed then, over names and keys only (`question6:2|…`). */
export const FIRST_ANSWER_KEY_VERSION = fnv1a32(
  FIRST_VERSIONED_KEY.map(({ name, correctAnswer }) => `${name}:${correctAnswer}`).join('|'),
);

/**
 * The version a result is stored with when it names none: the first versioned key's when its
 * answers, to exactly that key's questions, score as it says with that key; otherwise
 * unversioned. Without answers there is nothing to version.
 */
export function inferredAnswerKeyVersion(answers: unknown, score: string): string | null {
  if (answers === null || answers === undefined) return null;
  const complete =
    isWellFormedAnswers(answers) &&
    Object.keys(answers).length === FIRST_VERSIONED_KEY.length &&
    FIRST_VERSIONED_KEY.every(({ name }) => name in answers);
  return complete && scoreQuiz(FIRST_VERSIONED_KEY, answers).score === score
    ? FIRST_ANSWER_KEY_VERSION
    : UNVERSIONED_ANSWER_KEY;
}
