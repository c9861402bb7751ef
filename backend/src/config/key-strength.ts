import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** A key must be at least this long; `openssl rand -hex 24` makes one of 48. */
export const MIN_KEY_LENGTH = 24;
/** zxcvbn's top score: more than 10^10 guesses even for an attacker who knows its patterns. */
const STRONG = 4;

let estimator: ZxcvbnFactory | undefined;

/**
 * Why a key is too weak to guard children's results, or null when it is strong. zxcvbn finds
 * what a length rule alone lets through: one character repeated, a short pattern repeated, a
 * word with digits. Made on first use: its dictionaries take a moment to load.
 */
export function keyWeakness(key: string): string | null {
  if (key.length < MIN_KEY_LENGTH) return `must be at least ${MIN_KEY_LENGTH} characters`;
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  if (estimator.check(key).score < STRONG) {
    return 'is too easy to guess (a repeated character or pattern, or words with digits)';
  }
  return null;
}
