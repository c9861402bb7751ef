import type { ItemMeasures } from '@piba/shared';
import { difficultyBand } from './learning-gain.js';

/** One source's row of ITEM_MEASURES (analytics.sql.ts): answered, p_i and d_i per question. */
export type ItemRow = Record<string, number | string | null>;

const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
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
 * Hake's g of one question's share right: (p_post − p_pre) / (1 − p_pre), from the unrounded
 * shares; null without answers on either side or when everyone had it right before.
 */
export function itemGain(pre: ItemRow | undefined, post: ItemRow | undefined, index: number) {
  const before = shareRight(pre, index);
  const after = shareRight(post, index);
  if (before === null || after === null || before >= 1) return null;
  return round((after - before) / (1 - before));
}
