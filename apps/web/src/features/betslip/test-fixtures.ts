import type { SelectionRef } from './selection-store';

/** A selection as an outcome button passes it, for tests: outcome `key` of match `matchId` at `odds`. */
export function refFor(key: string, matchId: number, odds = 2): SelectionRef {
  return {
    key,
    matchId,
    marketId: 1,
    specifier: '',
    outcomeId: key,
    outcomeName: key,
    marketName: 'Match result',
    matchName: `M${matchId}`,
    odds,
  };
}
