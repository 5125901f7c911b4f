import { ladderRound } from '../../feed/models/margin';

/** The base margin per leg when the match's own is not known. */
export const FALLBACK_BASE_MARGIN = 0.06;
/** The most margin a custom bet carries, however many legs. */
export const MAX_CUSTOM_MARGIN = 0.15;

/** A custom bet's margin: the match's base margin once per leg, capped (more legs, more model risk). */
export function customBetMargin(baseMargin: number | null, legs: number): number {
  const base = baseMargin !== null && Number.isFinite(baseMargin) && baseMargin > 0 ? baseMargin : FALLBACK_BASE_MARGIN;
  return Math.min(MAX_CUSTOM_MARGIN, base * legs);
}

/**
 * The odds offered for a custom bet of fair probability `p` (> 0) with `margin`. The rule: the margin loads the
 * bet's implied probability proportionally, p × (1 + margin), the offer is its inverse rounded DOWN on the price
 * ladder (so never above 1 / (p × (1 + margin)): never overpaying), within the house limits 1.01–500
 * (`ladderRound` clamps). Not the power method `priceWithMargin` uses for whole markets: applied to the two-way
 * market "every leg wins / not", it would put almost all of the margin on the long shot (fair odds 100 offered at
 * about 9 with a 10% margin), and custom bets are mostly long shots.
 */
export function customBetOdds(p: number, margin: number): number {
  if (!(p > 0)) throw new RangeError(`a custom bet's probability must be above 0, got ${p}`);
  return ladderRound(1 / (p * (1 + Math.max(0, margin))), 'down');
}
