/** Lowest and highest bookmaker margin the simulator ever applies to a market. */
export const MIN_MARGIN = 0.04;
export const MAX_MARGIN = 0.08;
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 500;

/**
 * Rounds decimal odds to the price ladder books use: hundredths below 2, then coarser steps as prices grow
 * (2.02, 3.05, 4.1, 6.2, 10.5, 21, 55, 110). Every value is a whole number of hundredths.
 */
export function ladderRound(odds: number, mode: 'nearest' | 'down' | 'up' = 'nearest'): number {
  const clamped = Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds));
  const step = ladderStep(clamped);
  const scaled = clamped / step;
  const steps =
    mode === 'nearest' ? Math.round(scaled) : mode === 'down' ? Math.floor(scaled + 1e-9) : Math.ceil(scaled - 1e-9);
  const rounded = Math.round(steps * step * 100) / 100;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, rounded));
}

function ladderStep(odds: number): number {
  if (odds < 2) return 0.01;
  if (odds < 3) return 0.02;
  if (odds < 4) return 0.05;
  if (odds < 6) return 0.1;
  if (odds < 10) return 0.2;
  if (odds < 20) return 0.5;
  if (odds < 50) return 1;
  if (odds < 100) return 5;
  return 10;
}

/**
 * Prices a market from fair probabilities with a bookmaker margin, by the power method: implied probabilities
 * are p^k with k < 1 chosen so they sum to `coverage × (1 + margin)` (coverage = outcomes that win together, 2 for
 * double chance, else 1). Unlike a proportional margin this never pushes a favourite's implied probability above
 * 1, and it loads more margin on long shots, as books do.
 *
 * Reads `fair[from..from+n)` for the outcomes whose `active[i]` is 1 and writes their rounded odds to `odds[i]`
 * (i relative to `from`); inactive entries are left untouched. After ladder rounding the market's actual margin
 * is checked against [MIN_MARGIN, MAX_MARGIN] and re-rounded in the needed direction when it fell outside.
 */
export function priceWithMargin(
  fair: Float64Array,
  from: number,
  n: number,
  active: Uint8Array,
  margin: number,
  coverage: number,
  odds: Float64Array,
): void {
  let total = 0;
  for (let i = 0; i < n; i++) if (active[i] === 1) total += fair[from + i] ?? 0;
  if (total <= 0) return;
  const scale = coverage / total;
  const target = coverage * (1 + margin);
  if (logs.length < n) logs = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) logs[i] = active[i] === 1 ? Math.log((fair[from + i] ?? 0) * scale) : 0;
  // Newton on f(k) = Σ exp(k·ln p) − target, which is convex and decreasing: from k = 1 the first step lands
  // left of the root and the following ones climb to it.
  let k = 1;
  for (let iter = 0; iter < 8; iter++) {
    let f = -target;
    let df = 0;
    for (let i = 0; i < n; i++) {
      if (active[i] !== 1) continue;
      const lp = logs[i] ?? 0;
      const pk = Math.exp(k * lp);
      f += pk;
      df += pk * lp;
    }
    if (df === 0) break;
    const step = f / df;
    k = Math.min(1, Math.max(0.05, k - step));
    if (Math.abs(step) < 1e-7) break;
  }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    if (active[i] !== 1) continue;
    const o = ladderRound(Math.exp(-k * (logs[i] ?? 0)));
    odds[i] = o;
    sum += 1 / o;
  }
  const actual = sum / coverage - 1;
  if (actual >= MIN_MARGIN && actual <= MAX_MARGIN) return;
  const mode = actual < MIN_MARGIN ? 'down' : 'up';
  for (let i = 0; i < n; i++) {
    if (active[i] === 1) odds[i] = ladderRound(Math.exp(-k * (logs[i] ?? 0)), mode);
  }
}

let logs = new Float64Array(64);
