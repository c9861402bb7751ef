import type { DifficultyBand, OptionValue, QuestionFlag } from '@piba/shared';

/** From this percentage of the students choosing one wrong option, the key itself is suspect. */
export const LIKELY_WRONG_KEY_PERCENT = 80;

const OPTIONS: OptionValue[] = [1, 2, 3];

/**
 * A question every student answered right (`right`) or none did (`wrong`): it tells the students
 * apart not at all, so its correlations are undefined. Null without answers.
 */
export function sameForEveryone(answered: number, right: number): 'right' | 'wrong' | null {
  if (answered <= 0) return null;
  if (right === answered) return 'right';
  return right === 0 ? 'wrong' : null;
}

/**
 * The wrong option chosen by at least 80% of the students who answered (compared in whole
 * numbers, 100·chosen ≥ 80·answered, so that exactly 80% counts): so many agreeing on one wrong
 * answer points at a wrong key, or at a question that misleads. Null when none is.
 */
export function likelyWrongKey(
  answered: number,
  chosen: Record<OptionValue, number>,
  key: OptionValue,
): OptionValue | null {
  if (answered <= 0) return null;
  return (
    OPTIONS.find(
      (option) => option !== key && 100 * chosen[option] >= LIKELY_WRONG_KEY_PERCENT * answered,
    ) ?? null
  );
}

/**
 * The question's flags over the pairs the tests use. `known-before`: in the easy band (mudah) on
 * the pre-test, so most students knew it before the lesson and it cannot show what the lesson
 * taught; a question to revise after the pilot.
 */
export function questionFlags(pre: { band: DifficultyBand | null }): QuestionFlag[] {
  return pre.band === 'mudah' ? ['known-before'] : [];
}
