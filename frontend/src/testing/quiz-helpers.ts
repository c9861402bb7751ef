import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type OptionValue, questions } from '@piba/shared';
import { renderApp } from './test-utils';

export const optionLetters = ['A', 'B', 'C'];

/** Answers the first `correct` questions right and the rest wrong. */
/** The options answerQuiz picks: the first `correct` questions right, the rest wrong. */
export function answersScoring(correct: number): Record<string, OptionValue> {
  return Object.fromEntries(
    questions.map((question, index) => [
      question.name,
      (index < correct ? question.correctAnswer : (question.correctAnswer % 3) + 1) as OptionValue,
    ]),
  );
}

export async function answerQuiz(user: UserEvent, correct: number) {
  const chosen = answersScoring(correct);
  for (const question of questions) {
    const wanted = chosen[question.name];
    const position = question.options.findIndex((option) => option.value === wanted);
    const label = `${optionLetters[position]}. ${question.options[position].text}`;
    // By label, not role: role queries over the whole quiz make the suite several times slower.
    await user.click(screen.getByLabelText(label));
  }
}

export async function renderQuiz() {
  const utils = renderApp('/questions');
  await screen.findByRole('heading', { level: 1 });
  return utils;
}

export const submitButton = () => screen.getByRole('button', { name: 'Submit' });
