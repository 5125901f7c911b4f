import type { Market, Match } from '@sportsbook/contract/catalog';
import type { MarketChange, MatchChange, OutcomeChange } from '@sportsbook/contract/realtime-events';

/** A market's identity within its match: type id and specifier. */
export function marketKey(market: { id: number; specifier: string }): string {
  return `${market.id}|${market.specifier}`;
}

/** Whether two JSON-like values are equal (same reference, or the same JSON text: clocks, scores). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of a wire match that events carry when they change: never its localized names. */
const SCALAR_FIELDS = [
  'status',
  'live',
  'bettable',
  'stage',
  'startTime',
  'endDate',
  'marketsCount',
  'topMarketsCount',
] as const;
const OBJECT_FIELDS = ['clock', 'score'] as const;
const LIST_MARKETS = ['mainMarket', 'secondaryMarket'] as const;

function sameMarketIdentity(a: Market | null, b: Market | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.specifier === b.specifier;
}

/** Every dynamic field of a match new to subscribers (`added`); names are per locale and stay out. */
export function addedMatch(view: Match): MatchChange {
  return {
    id: view.id,
    added: true,
    status: view.status,
    live: view.live,
    bettable: view.bettable,
    stage: view.stage,
    startTime: view.startTime,
    endDate: view.endDate,
    clock: view.clock,
    score: view.score,
    marketsCount: view.marketsCount,
    topMarketsCount: view.topMarketsCount,
    mainMarket: view.mainMarket,
    secondaryMarket: view.secondaryMarket,
  };
}

/**
 * The dynamic fields of a match that differ between two wire views (null when none). The list's main and
 * secondary markets are carried whole only when they became another market; their odds moves are market changes.
 */
export function matchChange(before: Match, after: Match): MatchChange | null {
  const change: Record<string, unknown> = {};
  let changed = false;
  for (const field of SCALAR_FIELDS) {
    if (before[field] !== after[field]) {
      change[field] = after[field];
      changed = true;
    }
  }
  for (const field of OBJECT_FIELDS) {
    if (!sameValue(before[field], after[field])) {
      change[field] = after[field];
      changed = true;
    }
  }
  for (const field of LIST_MARKETS) {
    if (!sameMarketIdentity(before[field], after[field])) {
      change[field] = after[field];
      changed = true;
    }
  }
  return changed ? ({ id: after.id, ...change } as MatchChange) : null;
}

/**
 * What changed in a market since it was last published (null when nothing subscribers see did): its status, the
 * most-balanced flag, and only the outcomes whose odds or active flag changed. An outcome that disappeared is sent
 * inactive with its last odds. A market with no previous state is new: all its outcomes, and the whole market.
 */
export function marketChange(before: Market | undefined, after: Market): MarketChange | null {
  const identity = { matchId: after.matchId, id: after.id, specifier: after.specifier, status: after.status };
  if (before === undefined) {
    return { ...identity, outcomes: after.outcomes.map(outcomeChange), market: after };
  }
  if (before === after) return null;
  const outcomes: OutcomeChange[] = [];
  const previous = before.outcomes;
  let aligned = previous.length === after.outcomes.length;
  for (let i = 0; i < after.outcomes.length; i++) {
    const outcome = after.outcomes[i];
    if (outcome === undefined) continue;
    // Outcome order is stable; look up by id only when it is not.
    let old = previous[i];
    if (old?.outcomeId !== outcome.outcomeId) {
      aligned = false;
      old = previous.find((o) => o.outcomeId === outcome.outcomeId);
    }
    if (old === undefined || old.odds !== outcome.odds || old.active !== outcome.active) {
      outcomes.push(outcomeChange(outcome));
    }
  }
  if (!aligned) {
    for (const old of previous) {
      if (old.active && !after.outcomes.some((o) => o.outcomeId === old.outcomeId)) {
        outcomes.push({ outcomeId: old.outcomeId, odds: old.odds, active: false });
      }
    }
  }
  const statusChanged = before.status !== after.status;
  const balancedChanged = before.mostBalanced !== after.mostBalanced;
  if (outcomes.length === 0 && !statusChanged && !balancedChanged) return null;
  return balancedChanged ? { ...identity, outcomes, mostBalanced: after.mostBalanced } : { ...identity, outcomes };
}

function outcomeChange(outcome: { outcomeId: string; odds: number; active: boolean }): OutcomeChange {
  return { outcomeId: outcome.outcomeId, odds: outcome.odds, active: outcome.active };
}

/** Keys of the markets a list shows for a match (main and secondary). */
export function listMarketKeys(view: Match): string[] {
  const keys: string[] = [];
  if (view.mainMarket !== null) keys.push(marketKey(view.mainMarket));
  if (view.secondaryMarket !== null) keys.push(marketKey(view.secondaryMarket));
  return keys;
}
