/**
 * The exact null distribution of the Mann–Whitney U for groups of m and n untied scores: how many
 * of the C(m + n, m) orderings give each U, by the recursion of R's `cwilcox`,
 * f(i, j)(u) = f(i − 1, j)(u − j) + f(i, j − 1)(u), built up one row of i at a time. Additions
 * only, so the counts keep their relative precision in doubles.
 */
function rankSumCounts(m: number, n: number): Float64Array {
  let previous: Float64Array[] = Array.from({ length: n + 1 }, () => Float64Array.of(1));
  for (let i = 1; i <= m; i += 1) {
    const current: Float64Array[] = [Float64Array.of(1)];
    for (let j = 1; j <= n; j += 1) {
      const counts = new Float64Array(i * j + 1);
      const fewer = previous[j];
      const shorter = current[j - 1];
      for (let u = 0; u <= i * j; u += 1) {
        const withLast = u - j >= 0 && u - j < fewer.length ? fewer[u - j] : 0;
        counts[u] = withLast + (u < shorter.length ? shorter[u] : 0);
      }
      current.push(counts);
    }
    previous = current;
  }
  return previous[n];
}

/**
 * Two-sided exact p of the statistic W (= U of the first group) as R's `wilcox.test` computes it:
 * twice the tail on W's side of the centre m n / 2, at most 1.
 */
export function rankSumTwoSidedP(w: number, m: number, n: number): number {
  const counts = rankSumCounts(m, n);
  let all = 0;
  let tail = 0;
  const upper = w > (m * n) / 2;
  for (let u = 0; u < counts.length; u += 1) {
    all += counts[u];
    if (upper ? u >= w : u <= w) tail += counts[u];
  }
  return Math.min(1, (2 * tail) / all);
}
