import en from '../../../messages/en.json';
import type { FlatMessages } from '../../shared/i18n/flat-messages';
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

/** The English texts the slip and My Bets get (the `bet-slip` and `bets` subtrees, flat), for tests. */
export function slipTestMessages(): FlatMessages {
  const out: Record<string, string> = {};
  const flatten = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out[prefix] = value;
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}.${key}`);
    }
  };
  flatten(en['bet-slip'], 'bet-slip');
  flatten(en.bets, 'bets');
  flatten(en['bet-stats'], 'bet-stats');
  return out;
}
