/**
 * Live patches (spec 001 §7.4, ARCHITECTURE "Data flow"): how real-time events change what a page shows. Pure and
 * structural (no dependency on the contract): the web app applies them to its per-outcome odds store, its live match
 * store and its query cache. Every function keeps object identity where nothing changed, so React can skip renders.
 *
 * Market changes are partial: a market carries only the outcomes whose odds or active flag changed, plus its status.
 */
import { isMarketAllowed, outcomeKey } from '../betslip/selection';
import type { OutcomeKey } from '../betslip/types';
import { usableOddsMillis } from '../odds';
import {
  changedFields,
  type LiveMarketChange,
  type LiveMatchChange,
  type LiveOddsUpdate,
  type LiveOutcome,
  liveMarketKey,
} from './live-state';

/** Whether an outcome can be bet on: its market is allowed, it is active, and its price is usable. */
export function isOutcomeOpen(marketStatus: number, outcome: LiveOutcome | undefined): boolean {
  return (
    outcome !== undefined && isMarketAllowed(marketStatus) && outcome.active && usableOddsMillis(outcome.odds) !== null
  );
}

/**
 * The outcome updates of a batch of market changes, for the per-outcome odds store: one entry per changed outcome
 * (the last change of an outcome in the batch wins). `active` is the outcome's own flag and a usable price; the
 * market's status is a separate lock (see `marketLocks`), because a status-only change lists no outcomes.
 */
export function outcomeUpdates(changes: readonly LiveMarketChange[]): LiveOddsUpdate[] {
  const byKey = new Map<OutcomeKey, LiveOddsUpdate>();
  for (const market of changes) {
    for (const outcome of market.outcomes) {
      const key = outcomeKey(market.matchId, market.id, market.specifier, outcome.outcomeId);
      byKey.delete(key);
      byKey.set(key, { key, odds: outcome.odds, active: outcome.active && usableOddsMillis(outcome.odds) !== null });
    }
  }
  return [...byKey.values()];
}

/** The status of each changed market (last change wins), keyed by `liveMarketKey`. */
export function marketStatuses(changes: readonly LiveMarketChange[]): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const market of changes) statuses.set(liveMarketKey(market.matchId, market.id, market.specifier), market.status);
  return statuses;
}

/**
 * A full market after a partial change: status, most-balanced flag and the changed outcomes merged by `outcomeId`
 * (odds replaced only where they changed; an outcome new to the market is appended). The same object when nothing
 * changed. Changes for another market are ignored.
 */
export function mergeMarketChange<
  O extends LiveOutcome,
  M extends Omit<LiveMarketChange, 'outcomes'> & { outcomes: readonly O[] },
>(market: M, change: LiveMarketChange): M {
  if (market.matchId !== change.matchId || market.id !== change.id || market.specifier !== change.specifier) {
    return market;
  }
  let outcomes: O[] | null = null;
  for (const update of change.outcomes) {
    const list: readonly O[] = outcomes ?? market.outcomes;
    const at = list.findIndex((o) => o.outcomeId === update.outcomeId);
    const old = list[at];
    if (old !== undefined && old.odds === update.odds && old.active === update.active) continue;
    outcomes ??= [...market.outcomes];
    if (old === undefined) outcomes.push({ ...update } as O);
    else outcomes[at] = { ...old, odds: update.odds, active: update.active };
  }
  const balanced = change.mostBalanced ?? market.mostBalanced;
  if (outcomes === null && market.status === change.status && balanced === market.mostBalanced) return market;
  return {
    ...market,
    status: change.status,
    ...(balanced === undefined ? {} : { mostBalanced: balanced }),
    outcomes: outcomes ?? market.outcomes,
  };
}

/**
 * A match after a change (clock, score, status, flags, list markets…): the fields the change carries replace the
 * match's own. The same object when the change is for another match or changes nothing.
 */
export function patchMatch<T extends { readonly id: number }>(match: T, change: LiveMatchChange): T {
  if (match.id !== change.id) return match;
  const fields = changedFields(change).filter(
    ([field, value]) => JSON.stringify((match as Record<string, unknown>)[field]) !== JSON.stringify(value),
  );
  return fields.length === 0 ? match : { ...match, ...Object.fromEntries(fields) };
}

/**
 * A list of matches after a batch of changes: changed matches patched in place, removed ones dropped; `added`
 * matches are not inserted (events carry no names: the list must be refetched, see `needsRefetch`). The same array
 * when nothing changed.
 */
export function patchMatchList<T extends { readonly id: number }>(
  list: readonly T[],
  changes: readonly LiveMatchChange[],
): readonly T[] {
  if (changes.length === 0) return list;
  const byId = new Map<number, LiveMatchChange[]>();
  for (const change of changes) byId.set(change.id, [...(byId.get(change.id) ?? []), change]);
  let changed = false;
  const next: T[] = [];
  for (const match of list) {
    const mine = byId.get(match.id);
    if (mine === undefined) {
      next.push(match);
      continue;
    }
    if (mine.some((c) => c.removed === true)) {
      changed = true;
      continue;
    }
    const patched = mine.reduce(patchMatch, match);
    if (patched !== match) changed = true;
    next.push(patched);
  }
  return changed ? next : list;
}

/**
 * Whether a page showing the matches `shown` must refetch after these status changes (events carry no names, so
 * a list cannot insert a match by itself): a match was added, a match's status moved (it may enter or leave the
 * page: prematch → live), or a shown match was removed.
 */
export function needsRefetch(shown: ReadonlySet<number>, statusChanges: readonly LiveMatchChange[]): boolean {
  return statusChanges.some((c) => c.added === true || 'status' in c || (c.removed === true && shown.has(c.id)));
}
