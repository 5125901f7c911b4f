/**
 * The cash-out offer of an open bet (pure; docs/decisions.md "Bets"). Every line of the bet (one for a single or
 * combo, C(n, k) for a system) is valued at stake × Π leg factors, where
 *
 * - an open leg counts accepted odds / current odds (what the house would pay now to lay the leg off),
 * - a settled leg counts its result as settlement does (`legFactor`): win → odds, refund → 1, half win → (1 + odds) / 2,
 *   half lose → 1/2, lose → 0,
 *
 * then the house keeps `CASHOUT_MARGIN_BP` (5 %) and each line is the domain's `lineReturn` (exact, capped, floored
 * to the minor unit). No offer when a leg is open but not priced (market suspended or not allowed,
 * outcome inactive, match not bettable, provider down), when no leg is open (the bet is about to settle), or when the
 * value is below one minor unit (e.g. a combo with a lost leg).
 */
import { isLegResult, legFactor, lineReturn, type Ratio } from '../bet-return';
import { MAX_WIN_ODDS_MILLIS } from '../odds';
import { eachCombination } from '../system-lines';

/** The house's cash-out margin in basis points (5 %). */
export const CASHOUT_MARGIN_BP = 500;

export type OfferLeg = {
  /** Odds the leg stands at, thousandths. */
  readonly oddsMillis: number;
  /** The leg's result once settled, else null. */
  readonly result: string | null;
  /** The outcome's current odds in thousandths when it can be bet on now; null when suspended or unavailable. */
  readonly currentMillis: number | null;
};

export type OfferBet = {
  readonly type: 'single' | 'combo' | 'system';
  /** Unit stake, minor units. */
  readonly stake: number;
  /** k of a k/n system. */
  readonly systemSize: number | null;
  readonly legs: readonly OfferLeg[];
};

/**
 * A leg's factor: an open leg's accepted over current odds (null while it cannot be priced); a settled leg's result
 * factor, the one settlement pays by (`legFactor`). An unknown result makes no offer rather than a guess.
 */
function factor(leg: OfferLeg): Ratio | null {
  if (leg.result === null) {
    return leg.currentMillis === null ? null : { n: BigInt(leg.oddsMillis), d: BigInt(leg.currentMillis) };
  }
  return isLegResult(leg.result) ? legFactor(leg.oddsMillis, leg.result) : null;
}

/** The offer in minor units, or null when none is made (see the module comment). */
export function cashoutOffer(bet: OfferBet, marginBp = CASHOUT_MARGIN_BP): number | null {
  if (!bet.legs.some((leg) => leg.result === null)) return null;
  const factors: Ratio[] = [];
  for (const leg of bet.legs) {
    const f = factor(leg);
    if (f === null) return null;
    factors.push(f);
  }
  const size = bet.type === 'system' ? (bet.systemSize ?? 0) : factors.length;
  if (size < 1 || size > factors.length) return null;
  const keep = 10_000 - marginBp;
  const margin: Ratio = { n: BigInt(keep), d: 10_000n };
  // No line is worth more than its capped return (the house's maximum odds), less the margin.
  const capMillis = (MAX_WIN_ODDS_MILLIS * keep) / 10_000;
  const stake = BigInt(bet.stake);
  let total = 0n;
  for (const line of eachCombination(factors, size)) total += lineReturn(stake, [margin, ...line], capMillis);
  if (total < 1n || total > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(total);
}
