import { describe, expect, it } from 'vitest';
import { isPriceLocked, type LiveMarketChange, mergeLiveState } from './live-state';
import {
  isOutcomeOpen,
  marketStatuses,
  mergeMarketChange,
  needsRefetch,
  outcomeUpdates,
  patchMatch,
  patchMatchList,
} from './patch';

const market = {
  matchId: 7,
  id: 1,
  specifier: '',
  status: 1,
  mostBalanced: false,
  name: '1X2',
  outcomes: [
    { outcomeId: '1', odds: 2, active: true, name: 'Home' },
    { outcomeId: '2', odds: 3.4, active: true, name: 'Draw' },
    { outcomeId: '3', odds: 4, active: true, name: 'Away' },
  ],
};
const change = (fields: Partial<LiveMarketChange> = {}): LiveMarketChange => ({
  matchId: 7,
  id: 1,
  specifier: '',
  status: 1,
  outcomes: [],
  ...fields,
});

describe('a market update replaces odds only where they changed', () => {
  it('merges the changed outcome and keeps the others as they were', () => {
    const next = mergeMarketChange(market, change({ outcomes: [{ outcomeId: '2', odds: 3.6, active: true }] }));
    expect(next.outcomes.map((o) => o.odds)).toEqual([2, 3.6, 4]);
    expect(next.outcomes[0]).toBe(market.outcomes[0]);
    expect(next.outcomes[1]?.name).toBe('Draw');
  });

  it('returns the same market when nothing changed', () => {
    expect(mergeMarketChange(market, change({ outcomes: [{ outcomeId: '1', odds: 2, active: true }] }))).toBe(market);
  });

  it('takes a status-only change (suspension) without touching outcomes', () => {
    const next = mergeMarketChange(market, change({ status: -1 }));
    expect(next.status).toBe(-1);
    expect(next.outcomes).toBe(market.outcomes);
  });

  it('ignores a change of another market', () => {
    expect(mergeMarketChange(market, change({ specifier: 'total=2.5', status: -1 }))).toBe(market);
  });

  it('appends an outcome new to the market', () => {
    const next = mergeMarketChange(market, change({ outcomes: [{ outcomeId: '4', odds: 9, active: true }] }));
    expect(next.outcomes).toHaveLength(4);
  });
});

describe('outcome updates for the odds store', () => {
  it('keys each changed outcome and keeps the last change of a batch', () => {
    const updates = outcomeUpdates([
      change({ outcomes: [{ outcomeId: '1', odds: 2.1, active: true }] }),
      change({ outcomes: [{ outcomeId: '1', odds: 2.2, active: true }] }),
      change({ id: 18, specifier: 'total=2.5', outcomes: [{ outcomeId: '12', odds: 1.9, active: true }] }),
    ]);
    expect(updates).toEqual([
      { key: '7:1::1', odds: 2.2, active: true },
      { key: '7:18:total=2.5:12', odds: 1.9, active: true },
    ]);
  });

  it('marks inactive outcomes and unusable prices as not open', () => {
    const updates = outcomeUpdates([
      change({
        outcomes: [
          { outcomeId: '1', odds: 2.1, active: false },
          { outcomeId: '2', odds: 1, active: true },
        ],
      }),
    ]);
    expect(updates.map((u) => u.active)).toEqual([false, false]);
  });

  it('reports each changed market status', () => {
    expect(marketStatuses([change({ status: -1 }), change({ id: 18, specifier: 'total=2.5', status: 0 })])).toEqual(
      new Map([
        ['7:1:', -1],
        ['7:18:total=2.5', 0],
      ]),
    );
  });
});

describe('suspension', () => {
  it('suspends an outcome when the market is not allowed, or it is missing or inactive', () => {
    const outcome = { outcomeId: '1', odds: 2, active: true };
    expect(isOutcomeOpen(1, outcome)).toBe(true);
    expect(isOutcomeOpen(-1, outcome)).toBe(false);
    expect(isOutcomeOpen(0, outcome)).toBe(false);
    expect(isOutcomeOpen(1, undefined)).toBe(false);
    expect(isOutcomeOpen(1, { ...outcome, active: false })).toBe(false);
  });

  it('lets live market status and bettable win over the rendered lock', () => {
    expect(isPriceLocked(false, {})).toBe(false);
    expect(isPriceLocked(true, {})).toBe(true);
    expect(isPriceLocked(false, { marketStatus: -1 })).toBe(true);
    expect(isPriceLocked(true, { marketStatus: 1 })).toBe(false);
    expect(isPriceLocked(false, { marketStatus: 1, bettable: false })).toBe(true);
    expect(isPriceLocked(false, { bettable: false })).toBe(true);
  });
});

describe('match changes', () => {
  const match = {
    id: 5,
    status: 1,
    clock: { matchTime: 600, stopped: false, clockUpdatedAt: 1 },
    score: { totalScore: { home: 0, away: 0 } },
    name: 'A vs B',
  };

  it('patches clock, score and status', () => {
    const next = patchMatch(match, { id: 5, score: { totalScore: { home: 1, away: 0 } }, status: 2 });
    expect(next.score.totalScore.home).toBe(1);
    expect(next.status).toBe(2);
    expect(next.clock).toBe(match.clock);
    expect(next.name).toBe('A vs B');
  });

  it('keeps identity when a change repeats what the match has, or is for another match', () => {
    expect(patchMatch(match, { id: 5, status: 1 })).toBe(match);
    expect(patchMatch(match, { id: 6, status: 4 })).toBe(match);
  });

  it('patches a list in place and drops removed matches', () => {
    const other = { ...match, id: 6 };
    const list = [match, other];
    const next = patchMatchList(list, [
      { id: 6, removed: true },
      { id: 5, status: 2 },
    ]);
    expect(next.map((m) => m.id)).toEqual([5]);
    expect(next[0]?.status).toBe(2);
    expect(patchMatchList(list, [{ id: 9, status: 2 }])).toBe(list);
  });

  it('asks for a refetch when a match is added or its status moved, not for a clock tick', () => {
    const shown = new Set([5]);
    expect(needsRefetch(shown, [{ id: 9, added: true }])).toBe(true);
    expect(needsRefetch(shown, [{ id: 9, status: 1 }])).toBe(true);
    expect(needsRefetch(shown, [{ id: 5, removed: true }])).toBe(true);
    expect(needsRefetch(shown, [{ id: 9, removed: true }])).toBe(false);
    expect(needsRefetch(shown, [{ id: 5, clock: null }])).toBe(false);
  });

  it('accumulates a live state and keeps it when a change repeats it', () => {
    const first = mergeLiveState(undefined, { id: 5, score: { totalScore: { home: 1, away: 0 } } });
    const second = mergeLiveState(first, { id: 5, clock: null });
    expect(second).toEqual({ score: { totalScore: { home: 1, away: 0 } }, clock: null });
    expect(mergeLiveState(second, { id: 5, clock: null })).toBe(second);
    expect(mergeLiveState(second, { id: 5, removed: true }).removed).toBe(true);
  });
});
