export const orDash = (value: string | null) => value || '-';

const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** Indonesian number format: 55,5 and 1.250. */
export const formatNumber = (value: number) => decimal.format(value);
