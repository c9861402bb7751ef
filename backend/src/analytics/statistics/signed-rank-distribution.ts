/**
 * The exact null distribution of the signed-rank statistic V for n untied, non-zero differences:
 * the number of subsets of the ranks 1…n with each sum, counted by adding one rank at a time
 * (the recursion of R's `psignrank`). Counts stay exact in doubles up to n = 52 (2⁵² < 2⁵³).
 */
function subsetSumCounts(n: number): Float64Array {
  const total = (n * (n + 1)) / 2;
  const counts = new Float64Array(total + 1);
  counts[0] = 1;
  for (let rank = 1; rank <= n; rank += 1) {
    for (let sum = (rank * (rank + 1)) / 2; sum >= rank; sum -= 1)
      counts[sum] += counts[sum - rank];
  }
  return counts;
}

/** Two-sided exact p of V as R computes it: twice the smaller tail, which may exceed 1. */
export function signedRankTwoSidedP(v: number, n: number): number {
  const counts = subsetSumCounts(n);
  const lowerTail = v <= (n * (n + 1)) / 4;
  let tail = 0;
  for (let sum = 0; sum < counts.length; sum += 1) {
    if (lowerTail ? sum <= v : sum >= v) tail += counts[sum];
  }
  return (2 * tail) / 2 ** n;
}
