import { formatDecimal } from '@piba/shared';

export const orDash = (value: string | null) => value || '-';

/** Indonesian number format: 55,5 and 1.250. */
export const formatNumber = (value: number) => formatDecimal(value, 1, { trimZeros: true });

/** A result's name in a sentence: 'Budi', or 'tanpa nama'. */
export const nameOf = (record: { name: string | null }) => record.name || 'tanpa nama';
