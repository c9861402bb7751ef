import type { ItemMeasures } from '@piba/shared';
import { difficultyBand, hakeGain } from './learning-gain.js';
import { round } from './round.js';

/** One source's row of ITEM_FIGURES (analytics.sql.ts): answered, p_i and d_i per question. */
export type ItemRow = Record<string, number | string | null>;

const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
/** The share answering question i right, unrounded; null when no answers are known. */
const shareRight = (row: ItemRow | undefined, index: number) =>
  Number(row?.answered ?? 0) ? numberOrNull(row![`p_${index}`]) : null;

export function itemOf(
  row: ItemRow | undefined,
  index: number,
): Omit<ItemMeasures, 'pointBiserial' | 'options'> {
  const answered = Number(row?.answered ?? 0);
  const p = round(shareRight(row, index));
  return {
    answered,
    p,
    band: difficultyBand(p),
    discrimination: answered >= 2 ? round(numberOrNull(row![`d_${index}`])) : null,
  };
}

/**
 * Hake's g of one question's share right, from the unrounded shares; null without answers on
 * either side or when everyone had it right before.
 */
export function itemGain(pre: ItemRow | undefined, post: ItemRow | undefined, index: number) {
  return round(hakeGain(shareRight(pre, index), shareRight(post, index), 1));
}
