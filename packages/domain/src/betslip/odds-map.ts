/**
 * The per-outcome odds store's update rule (spec 001 §7.4: "a market update replaces odds only where they changed"):
 * from live market updates, only the outcome entries whose price or suspension changed.
 */

import { usableOddsMillis } from '../odds';
import type { MarketUpdate } from './market-update';
import { isMarketAllowed, outcomeKey } from './selection';
import type { OutcomeKey } from './types';

/** One outcome button's state: its decimal odds and whether it can be bet on. */
export type OddsEntry = { readonly odds: number; readonly suspended: boolean };

function sameEntry(a: OddsEntry | undefined, b: OddsEntry): boolean {
  if (a === undefined || a.suspended !== b.suspended) return false;
  const before = usableOddsMillis(a.odds);
  return before !== null && before === usableOddsMillis(b.odds);
}

/** The outcome set of the updated market a key belongs to; specifiers and outcome ids may hold ':' themselves. */
function marketOf<T>(key: OutcomeKey, byPrefix: ReadonlyMap<string, T>): T | undefined {
  for (let at = key.indexOf(':'); at >= 0; at = key.indexOf(':', at + 1)) {
    const found = byPrefix.get(key.slice(0, at + 1));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The entries that change when `markets` arrive: for each outcome of an update, its odds and a suspended flag (market
 * not allowed, outcome inactive, or no usable price); for each outcome the store holds under an updated market but
 * the update omits, the same odds suspended. Entries equal to the current ones (odds compared in thousandths) are
 * left out, so an update that changes nothing returns an empty map. The last update of a market wins.
 */
export function applyMarketsToOddsMap(
  current: ReadonlyMap<OutcomeKey, OddsEntry>,
  markets: readonly MarketUpdate[],
): Map<OutcomeKey, OddsEntry> {
  const next = new Map<OutcomeKey, OddsEntry>();
  const updatedPrefixes = new Map<string, Set<OutcomeKey>>();
  for (const market of markets) {
    const prefix = outcomeKey(market.matchId, market.id, market.specifier, '');
    const listed = new Set<OutcomeKey>();
    updatedPrefixes.set(prefix, listed);
    for (const outcome of market.outcomes) {
      const key = outcomeKey(market.matchId, market.id, market.specifier, outcome.outcomeId);
      const suspended = !isMarketAllowed(market.status) || !outcome.active || usableOddsMillis(outcome.odds) === null;
      listed.add(key);
      next.set(key, { odds: outcome.odds, suspended });
    }
  }
  for (const [key, entry] of current) {
    const listed = marketOf(key, updatedPrefixes);
    if (listed && !listed.has(key)) next.set(key, { odds: entry.odds, suspended: true });
  }
  for (const [key, entry] of next) if (sameEntry(current.get(key), entry)) next.delete(key);
  return next;
}
