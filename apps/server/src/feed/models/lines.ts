import type { SettlementResult } from '../types';

/**
 * Result of a line bet from its margin over the line: `m = total - line` for an over, `line - total` for an
 * under, `home + hcp - away` for a home handicap. Lines are multiples of 0.25 and scores whole numbers, so m is an
 * exact multiple of 0.25:
 * - m ≥ 0.5 wins, m ≤ -0.5 loses, m = 0 is a push (whole line hit exactly: stake refunded);
 * - quarter lines split the stake over the two neighbouring lines: m = 0.25 wins half and refunds half,
 *   m = -0.25 loses half and refunds half.
 */
export function settleMargin(m: number): SettlementResult {
  if (m >= 0.5) return 'win_entire';
  if (m <= -0.5) return 'lose_entire';
  if (m === 0.25) return 'refund_half_win_other';
  if (m === -0.25) return 'refund_half_lose_other';
  return 'refund_entire';
}

/** Settles an over/under line on a final total: over, then under. */
export function settleTotal(out: SettlementResult[], total: number, line: number): void {
  out.push(settleMargin(total - line), settleMargin(line - total));
}

/** Settles a handicap line given to home on a final score: home, then away. */
export function settleHandicap(out: SettlementResult[], home: number, away: number, line: number): void {
  out.push(settleMargin(home + line - away), settleMargin(away - line - home));
}

/**
 * Fair "effective" probability of the positive side of a line (over, or home with the handicap), given the
 * distribution of the underlying integer quantity: `dist[k]` is P(value = k + offset).
 *
 * Pushes and half refunds return stakes, so the fair decimal odds o solve W·(o − 1) = L, where W and L are the
 * expected won and lost fractions of the stake: 1/o = W / (W + L). The negative side gets L / (W + L), so the two
 * always sum to 1 and a margin can be applied like on any two-way market. Returns NaN when every case pushes.
 */
export function lineProbability(dist: Float64Array, size: number, offset: number, line: number): number {
  let won = 0;
  let lost = 0;
  for (let k = 0; k < size; k++) {
    const p = dist[k] ?? 0;
    if (p === 0) continue;
    const m = k + offset - line;
    if (m >= 0.5) won += p;
    else if (m <= -0.5) lost += p;
    else if (m === 0.25) won += p / 2;
    else if (m === -0.25) lost += p / 2;
  }
  const decided = won + lost;
  return decided > 0 ? won / decided : Number.NaN;
}
