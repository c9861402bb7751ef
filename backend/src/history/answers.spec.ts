import { answerKeyVersion, questions } from '@piba/shared';
import {
  CURRENT_ANSWER_KEY_VERSION,
  FIRST_ANSWER_KEY_VERSION,
  FIRST_VERSIONED_KEY,
  inferredAnswerKeyVersion,
  isWellFormedAnswers,
  UNVERSIONED_ANSWER_KEY,
} from './answers.js';

const allRight = Object.fromEntries(questions.map((q) => [q.name, q.correctAnswer]));

describe('answer key versions', () => {
  it("is the bank's version, which the unversioned marker can never be", () => {
    expect(CURRENT_ANSWER_KEY_VERSION).toBe(answerKeyVersion(questions));
    expect(UNVERSIONED_ANSWER_KEY).not.toMatch(/^[0-9a-f]{8}$/);
  });

  it('gives a result without a version the first versioned key only when that key gives its score', () => {
    const firstAllRight = Object.fromEntries(
      FIRST_VERSIONED_KEY.map(({ name, correctAnswer }) => [name, correctAnswer]),
    );
    // The version that key's results were stored with before versions covered stems and options.
    expect(FIRST_ANSWER_KEY_VERSION).toBe('0fdddf29');
    expect(inferredAnswerKeyVersion(firstAllRight, '10/10')).toBe(FIRST_ANSWER_KEY_VERSION);
    expect(inferredAnswerKeyVersion(firstAllRight, '9/10')).toBe(UNVERSIONED_ANSWER_KEY);
    // Today's key agreeing by chance never makes an old tab's result one of today's.
    expect(inferredAnswerKeyVersion(allRight, '10/10')).toBe(UNVERSIONED_ANSWER_KEY);
    expect(inferredAnswerKeyVersion({ soal1: 1 }, '1/1')).toBe(UNVERSIONED_ANSWER_KEY);
    expect(inferredAnswerKeyVersion(undefined, '7/10')).toBeNull();
    expect(inferredAnswerKeyVersion(null, '7/10')).toBeNull();
  });

  it('accepts answers to any bank of short names, 1 to 100 of them, each 1, 2 or 3', () => {
    expect(isWellFormedAnswers(allRight)).toBe(true);
    expect(isWellFormedAnswers({ soal_1: 3 })).toBe(true);
    for (const bad of [null, [], {}, { a: 0 }, { a: '1' }, { 'a b': 1 }, { ['x'.repeat(41)]: 1 }]) {
      expect(isWellFormedAnswers(bad)).toBe(false);
    }
    const many = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, 1]));
    expect(isWellFormedAnswers(many(100))).toBe(true);
    expect(isWellFormedAnswers(many(101))).toBe(false);
  });
});
