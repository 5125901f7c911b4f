/**
 * The live state a page keeps (spec 001 §7.4): the shapes real-time events carry, the key of a market, whether a
 * price is locked and what a match is known to be after a change. What the page's stores read from the first load;
 * applying a batch of events to lists and markets is `patch.ts`, loaded with the real-time client.
 */
import { isMarketAllowed } from '../betslip/selection';
import type { OutcomeKey } from '../betslip/types';

/** One outcome as an event carries it. */
export type LiveOutcome = { readonly outcomeId: string; readonly odds: number; readonly active: boolean };

/** A market change as events carry it: identity, status and only the outcomes that changed. */
export type LiveMarketChange = {
  readonly matchId: number;
  readonly id: number;
  readonly specifier: string;
  readonly status: number;
  readonly outcomes: readonly LiveOutcome[];
  readonly mostBalanced?: boolean;
};

/** A match change: the dynamic fields that changed (absent = unchanged), `added`/`removed` flags. */
export type LiveMatchChange = { readonly id: number; readonly added?: true; readonly removed?: true } & {
  readonly [field: string]: unknown;
};

/** The live state of one outcome button: its price, and whether it can be bet on. */
export type LiveOddsUpdate = { readonly key: OutcomeKey; readonly odds: number; readonly active: boolean };

/** Key of a market within the catalog: `{matchId}:{marketId}:{specifier}` (the prefix of its outcome keys). */
export function liveMarketKey(matchId: number, marketId: number, specifier: string): string {
  return `${matchId}:${marketId}:${specifier}`;
}

/**
 * Whether a price is locked: the market is not allowed, or the match is not bettable. Live values win over what the
 * page was rendered with (`rendered`); without any live value the rendered lock stands.
 */
export function isPriceLocked(
  rendered: boolean,
  live: { readonly marketStatus?: number; readonly bettable?: boolean },
): boolean {
  if (live.marketStatus === undefined && live.bettable === undefined) return rendered;
  if (live.bettable === false) return true;
  if (live.marketStatus !== undefined) return !isMarketAllowed(live.marketStatus);
  return rendered;
}

/** The fields of a match change that describe the match (not its identity or the added/removed flags). */
export function changedFields(change: LiveMatchChange): [string, unknown][] {
  return Object.entries(change).filter(([field]) => field !== 'id' && field !== 'added' && field !== 'removed');
}

/**
 * The live state a match is known to be in after a change: the previous live state with the change's fields on top
 * (clock, score, status, live, bettable…). `undefined` stays the "nothing known" value; a removed match is marked.
 */
export function mergeLiveState(
  previous: Readonly<Record<string, unknown>> | undefined,
  change: LiveMatchChange,
): Readonly<Record<string, unknown>> {
  const fields = changedFields(change);
  if (change.removed === true) return { ...previous, removed: true };
  if (previous !== undefined && fields.every(([f, v]) => JSON.stringify(previous[f]) === JSON.stringify(v))) {
    return previous;
  }
  return { ...previous, ...Object.fromEntries(fields) };
}
