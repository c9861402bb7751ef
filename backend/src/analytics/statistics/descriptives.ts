import type { Descriptives } from '@piba/shared';

/** The values in ascending order, as doubles (a typed array sorts numerically and fast). */
export function sortedAscending(values: readonly number[]): Float64Array {
  return Float64Array.from(values).sort();
}

/** Arithmetic mean; NaN for no values. */
export function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i];
  return sum / values.length;
}

/** Sample SD (n − 1) around a known mean, in a second pass for accuracy; NaN below 2 values. */
export function sdOf(values: ArrayLike<number>, mean: number): number {
  let squares = 0;
  for (let i = 0; i < values.length; i += 1) squares += (values[i] - mean) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

/** Quantile of sorted values as R's `quantile(type = 7)`: linear between order statistics. */
export function quantileType7(sorted: ArrayLike<number>, probability: number): number {
  const index = (sorted.length - 1) * probability;
  const lo = Math.floor(index);
  const h = index - lo;
  const low = sorted[lo];
  return h === 0 || sorted[lo + 1] === low ? low : (1 - h) * low + h * sorted[lo + 1];
}

export function describe(values: readonly number[]): Descriptives {
  const n = values.length;
  if (n === 0) {
    return {
      n,
      mean: null,
      sd: null,
      median: null,
      q1: null,
      q3: null,
      iqr: null,
      min: null,
      max: null,
    };
  }
  const sorted = sortedAscending(values);
  const mean = meanOf(sorted);
  const q1 = quantileType7(sorted, 0.25);
  const q3 = quantileType7(sorted, 0.75);
  return {
    n,
    mean,
    sd: n < 2 ? null : sdOf(sorted, mean),
    median: quantileType7(sorted, 0.5),
    q1,
    q3,
    iqr: q3 - q1,
    min: sorted[0],
    max: sorted[n - 1],
  };
}
