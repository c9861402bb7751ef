/** A figure as the analysis answers it: rounded to `digits` decimals (three unless said). */
export const round = (value: number | null, digits = 3) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
