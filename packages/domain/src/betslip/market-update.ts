/**
 * Selection state on market update (spec 000 §4): suspension, odds changes per accept mode, accepting changes and
 * provider availability. Every function keeps object identity where nothing changed, so React can skip renders.
 */
import { toOddsMillis, usableOddsMillis } from '../odds';
import { mapSlipSelections } from './bet-updates';
import { isMarketAllowed } from './selection';
import type { WinOptions } from './stakes';
import type { OddsAcceptMode, Selection, SlipBet } from './types';

/** The part of a live market update the slip reads (the catalog's Market has these fields). */
export type MarketUpdate = {
  readonly matchId: number;
  readonly id: number;
  readonly specifier: string;
  readonly status: number;
  readonly outcomes: readonly { readonly outcomeId: string; readonly active: boolean; readonly odds: number }[];
};

/**
 * Whether a move from the accepted odds to the next odds needs the player's acceptance: mode none flags any change,
 * higher flags only drops (raises are accepted automatically), any flags nothing. Compared in thousandths.
 */
export function isOddsChangeFlagged(mode: OddsAcceptMode, acceptedMillis: number, nextMillis: number): boolean {
  if (mode === 'none') return nextMillis !== acceptedMillis;
  if (mode === 'higher') return nextMillis < acceptedMillis;
  return false;
}

/**
 * A selection after an update of its market (others are returned unchanged). Suspended when the market is not
 * allowed (any status but 1), or the outcome is missing, inactive or without a usable price. The odds are replaced
 * only when they changed; the change is accepted at once (acceptedOdds follows) unless the mode flags it.
 */
export function applyMarketToSelection(selection: Selection, market: MarketUpdate, mode: OddsAcceptMode): Selection {
  const { matchId, marketId, specifier, outcomeId } = selection;
  if (market.matchId !== matchId || market.id !== marketId || market.specifier !== specifier) return selection;
  const outcome = market.outcomes.find((o) => o.outcomeId === outcomeId);
  const price = outcome ? usableOddsMillis(outcome.odds) : null;
  const active = outcome?.active ?? false;
  const isSuspended = !isMarketAllowed(market.status) || !active || price === null;
  let { odds, acceptedOdds, isChanged } = selection;
  if (outcome && price !== null) {
    if (price !== toOddsMillis(odds)) odds = outcome.odds;
    isChanged = isOddsChangeFlagged(mode, toOddsMillis(acceptedOdds), price);
    if (!isChanged && price !== toOddsMillis(acceptedOdds)) acceptedOdds = odds;
  }
  const same =
    odds === selection.odds &&
    acceptedOdds === selection.acceptedOdds &&
    isChanged === selection.isChanged &&
    isSuspended === selection.isSuspended &&
    active === selection.active;
  return same ? selection : { ...selection, odds, acceptedOdds, isChanged, isSuspended, active };
}

/** The slip's bets after live market updates (the last update of a market wins), per the accept mode. */
export function applyMarketUpdates(
  bets: readonly SlipBet[],
  markets: readonly MarketUpdate[],
  mode: OddsAcceptMode,
  options?: WinOptions,
): readonly SlipBet[] {
  const byKey = new Map(markets.map((market) => [`${market.matchId}:${market.id}:${market.specifier}`, market]));
  return mapSlipSelections(
    bets,
    (s) => {
      const market = byKey.get(`${s.matchId}:${s.marketId}:${s.specifier}`);
      return market ? applyMarketToSelection(s, market, mode) : s;
    },
    options,
  );
}
