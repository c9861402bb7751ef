export const orDash = (value: string | null) => value || '-';

const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** Indonesian number format: 55,5 and 1.250. */
export const formatNumber = (value: number) => decimal.format(value);

/** A result's name in a sentence: 'Budi', or 'tanpa nama'. */
export const nameOf = (record: { name: string | null }) => record.name || 'tanpa nama';
