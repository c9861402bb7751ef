import { questions } from '#content/questions';
import type { QuizAnswers } from './history-record.contract.js';

export const QUESTION_NAMES = questions.map((question) => question.name);

/** Answers with exactly the bank's questions, each 1, 2 or 3; anything else is not answers. */
export function isCompleteAnswers(value: unknown): value is QuizAnswers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === QUESTION_NAMES.length &&
    QUESTION_NAMES.every((name) =>
      [1, 2, 3].includes((value as Record<string, unknown>)[name] as number),
    )
  );
}

/** The score the bank gives these answers, as the client writes it: `correct/total`. */
export function scoreOf(answers: QuizAnswers): string {
  const correct = questions.filter((question) => answers[question.name] === question.correctAnswer);
  return `${correct.length}/${questions.length}`;
}
