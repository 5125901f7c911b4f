/**
 * Whole-percent shares of `counts` that sum to exactly 100 (largest remainder: every share is its floor, and the
 * points still missing go to the largest remainders, ties to the larger count, then the earlier option). All 0 when
 * nobody voted. `[1, 1, 1]` → `[34, 33, 33]`; `[2, 1]` → `[67, 33]`.
 */
export function sharesOf(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const shares = counts.map((c) => Math.floor((c * 100) / total));
  const remainder = (i: number) => ((counts[i] ?? 0) * 100) % total;
  const order = counts
    .map((_, i) => i)
    .sort((a, b) => remainder(b) - remainder(a) || (counts[b] ?? 0) - (counts[a] ?? 0) || a - b);
  let missing = 100 - shares.reduce((a, b) => a + b, 0);
  for (const i of order) {
    if (missing === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}
