import { MARKET_STATUS } from '@sportsbook/domain/market-status';

/** How a market line shows: open for bets, suspended, or not allowed. */
export type MarketState = 'open' | 'suspended' | 'not-allowed';

/** A line's state from its status (-1 suspended; -2, -3, -4 not allowed; status 0 is dropped) and the match. */
export function marketStateOf(status: number, matchBettable: boolean): MarketState {
  if (status === MARKET_STATUS.suspended) return 'suspended';
  if (status !== MARKET_STATUS.allowed) return 'not-allowed';
  return matchBettable ? 'open' : 'suspended';
}

/** A market card's state: its lines' common state, or open when they differ (each line shows its own). */
export function cardStateOf(states: readonly MarketState[]): MarketState {
  const first = states[0] ?? 'open';
  return states.every((state) => state === first) ? first : 'open';
}
