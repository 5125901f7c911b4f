/**
 * The placement payload of `POST /api/v3/bets` (spec 001 §7.3) with its fixed wire details, and the stake reader the
 * server uses on it.
 */
import { type AmountProblem, currencyByCode, formatMinor, parseMajorAmount } from '../money';
import { formatSystemId } from '../system-lines';
import type { SlipBet, SlipBetType } from './types';

export type PlacementSelection = {
  readonly match_id: number;
  readonly market_id: number;
  /** The market's specifier, "" when none. */
  readonly specifier: string;
  readonly outcome_id: string;
  /** The decimal odds the player accepted. */
  readonly odds: number;
};

export type PlacementBet = {
  /** `value`: the unit stake (per line for a system) as a decimal string in major units, e.g. "10.50". */
  readonly stake: { readonly value: string; readonly currency: string };
  readonly selections: readonly PlacementSelection[];
  readonly bonus?: { readonly id: string; readonly type: string; readonly odds?: number };
  /** "{winCount}/{totalCount}", system bets only. */
  readonly system_id?: string;
  /** Decimal odds of a custom bet, custom bets only. */
  readonly custom_odds?: number;
};

/** `type` is the slip's bet type: the first bet's (several singles are "single"). */
export type PlacementPayload = {
  readonly meta: { readonly device_id: string; readonly quick: boolean; readonly type: SlipBetType };
  readonly bets: readonly PlacementBet[];
};

/** One slip bet on the wire. Throws RangeError for a system bet without a system type or an unpriced custom bet. */
export function placementBet(bet: SlipBet): PlacementBet {
  const selections = bet.selections.map((s) => ({
    match_id: s.matchId,
    market_id: s.marketId,
    specifier: s.specifier ?? '',
    outcome_id: s.outcomeId,
    odds: s.acceptedOdds,
  }));
  const wire: PlacementBet = {
    stake: { value: formatMinor(bet.stake, bet.subunits), currency: bet.currency },
    selections,
  };
  const { bonus } = bet;
  const withBonus = bonus
    ? { ...wire, bonus: { id: bonus.id, type: bonus.type, ...(bonus.odds === undefined ? {} : { odds: bonus.odds }) } }
    : wire;
  if (bet.betType === 'system') {
    if (!bet.systemType) throw new RangeError('a system bet needs a system type');
    return { ...withBonus, system_id: formatSystemId(bet.systemType) };
  }
  if (bet.betType === 'custom_bet') {
    if (bet.customOdds === null) throw new RangeError('a custom bet needs its odds');
    return { ...withBonus, custom_odds: bet.customOdds };
  }
  return withBonus;
}

/** The payload for the bets to place (the ticket's processing bets, or the quick bet). Throws RangeError for none. */
export function buildPlacementPayload(
  bets: readonly SlipBet[],
  meta: { readonly deviceId: string; readonly quick: boolean },
): PlacementPayload {
  const [first] = bets;
  if (!first) throw new RangeError('nothing to place');
  return { meta: { device_id: meta.deviceId, quick: meta.quick, type: first.betType }, bets: bets.map(placementBet) };
}

/**
 * Reads a wire stake into minor units: `value` must be a plain positive decimal with no more decimals than the
 * currency's subunits (from `subunits`, else the known currency). Fails with 'unknown_currency' when neither is known.
 */
export function parsePlacementStake(
  stake: { readonly value: string; readonly currency: string },
  subunits?: number,
): { ok: true; minor: number } | { ok: false; reason: AmountProblem | 'unknown_currency' } {
  const digits = subunits ?? currencyByCode(stake.currency)?.subunits;
  if (digits === undefined) return { ok: false, reason: 'unknown_currency' };
  return parseMajorAmount(stake.value, digits);
}
