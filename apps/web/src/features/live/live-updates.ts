/**
 * Applies the public channels' events to the page (loaded lazily with the connection): match changes to the live
 * store, market changes to the per-outcome odds store and the live store's market statuses, both to the TanStack
 * Query cache when it holds matches or markets. Events are queued as they arrive and applied once per animation
 * frame, in one pass, so React commits once per frame; `window.__lastApplied = { t }` then holds the newest
 * publish time applied (the live-page benchmark reads it).
 */
import type { LiveMarketChange, LiveMatchChange } from '@sportsbook/domain/live/live-state';
import {
  marketStatuses,
  mergeMarketChange,
  needsRefetch,
  outcomeUpdates,
  patchMatch,
  patchMatchList,
} from '@sportsbook/domain/live/patch';
import type { QueryClient } from '@tanstack/react-query';
import { guard } from '../../shared/realtime/event-router';
import { createFrameBatcher, type Schedule } from '../../shared/realtime/frame-batcher';
import { onRealtimeEvent } from '../../shared/realtime/realtime';
import { type OddsStore, oddsStore } from '../odds/odds-store';
import { type LiveStore, liveStore } from './live-store';

declare global {
  interface Window {
    __lastApplied?: { t: number };
  }
}

type Item =
  | { kind: 'matches'; ts: number; status: boolean; changes: readonly LiveMatchChange[] }
  | { kind: 'markets'; ts: number; changes: readonly LiveMarketChange[] };

/** What one frame's batch changed, for the announcer and the refetch policy. */
export type BatchSummary = { prices: number; scores: number; refetch: boolean; ts: number };

function record(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a payload into a queue item; anything malformed is dropped (never thrown). */
export function toItem(type: string, payload: unknown): Item | null {
  if (!record(payload)) return null;
  const ts = typeof payload.ts === 'number' ? payload.ts : 0;
  if ((type === 'match_changed' || type === 'match_status_changed') && Array.isArray(payload.matches)) {
    const changes = payload.matches.filter((m): m is LiveMatchChange => record(m) && typeof m.id === 'number');
    return { kind: 'matches', ts, status: type === 'match_status_changed', changes };
  }
  if (type === 'markets_changed' && Array.isArray(payload.markets)) {
    const changes = payload.markets.filter(
      (m): m is LiveMarketChange =>
        record(m) && typeof m.matchId === 'number' && typeof m.id === 'number' && Array.isArray(m.outcomes),
    );
    return { kind: 'markets', ts, changes };
  }
  return null;
}

type MatchList = { data: readonly { id: number }[] };
type MarketList = {
  data: readonly (LiveMarketChange & { outcomes: readonly LiveMarketChange['outcomes'][number][] })[];
};

/** Patches cached queries that hold matches (`['matches', …]`, `['match', id]`) or markets (`['markets', matchId]`). */
export function patchQueryCache(
  client: QueryClient,
  matches: readonly LiveMatchChange[],
  markets: readonly LiveMarketChange[],
) {
  const cache = client.getQueryCache();
  if (cache.getAll().length === 0) return;
  if (matches.length > 0) {
    for (const query of cache.findAll({ queryKey: ['matches'] })) {
      client.setQueryData<MatchList>(query.queryKey, (old) => {
        if (!old || !Array.isArray(old.data)) return old;
        const data = patchMatchList(old.data, matches);
        return data === old.data ? old : { ...old, data };
      });
    }
    for (const change of matches) {
      client.setQueryData<{ id: number }>(['match', change.id], (old) => (old ? patchMatch(old, change) : old));
    }
  }
  const byMatch = new Map<number, LiveMarketChange[]>();
  for (const change of markets) byMatch.set(change.matchId, [...(byMatch.get(change.matchId) ?? []), change]);
  for (const [matchId, changes] of byMatch) {
    client.setQueryData<MarketList>(['markets', matchId], (old) => {
      if (!old || !Array.isArray(old.data)) return old;
      let changed = false;
      const data = old.data.map((market) => {
        const next = changes.reduce((m, c) => mergeMarketChange(m, c), market);
        if (next !== market) changed = true;
        return next;
      });
      return changed ? { ...old, data } : old;
    });
  }
}

export type LiveUpdatesOptions = {
  /** Called after each applied batch (guarded). */
  onBatch?: (summary: BatchSummary) => void;
  queryClient?: () => QueryClient | null;
  odds?: OddsStore;
  live?: LiveStore;
  schedule?: Schedule;
};

/** The pure-ish core: queue items, apply them once per frame. Exposed for tests. */
export function createLiveApplier(options: LiveUpdatesOptions = {}) {
  const odds = options.odds ?? oddsStore;
  const live = options.live ?? liveStore;
  const batcher = createFrameBatcher<Item>((batch) => {
    const matchChanges: LiveMatchChange[] = [];
    const statusChanges: LiveMatchChange[] = [];
    const marketChanges: LiveMarketChange[] = [];
    let ts = 0;
    for (const item of batch) {
      ts = Math.max(ts, item.ts);
      if (item.kind === 'markets') marketChanges.push(...item.changes);
      else {
        matchChanges.push(...item.changes);
        if (item.status) statusChanges.push(...item.changes);
      }
    }
    const updates = outcomeUpdates(marketChanges);
    if (updates.length > 0) odds.applyOdds(updates.map((u) => ({ id: u.key, odds: u.odds, active: u.active })));
    const changedPrices = odds.flush().filter((id) => odds.listened(id)).length;
    const scores = matchChanges.filter((c) => 'score' in c && live.watched(c.id)).length;
    live.apply(matchChanges, marketStatuses(marketChanges));
    const client = options.queryClient?.();
    if (client) guard(() => patchQueryCache(client, matchChanges, marketChanges));
    if (ts > 0 && typeof window !== 'undefined') window.__lastApplied = { t: ts };
    const refetch = statusChanges.length > 0 && needsRefetch(live.watchedIds(), statusChanges);
    const onBatch = options.onBatch;
    if (onBatch) guard(() => onBatch({ prices: changedPrices, scores, refetch, ts }));
  }, options.schedule);
  return {
    push(type: string, payload: unknown): void {
      const item = toItem(type, payload);
      if (item !== null && item.changes.length > 0) batcher.push(item);
    },
    flushNow: batcher.flushNow,
  };
}

/** Routes the public channels' events into one applier; returns the function that stops it. */
export function installLiveUpdates(options: LiveUpdatesOptions = {}): () => void {
  const applier = createLiveApplier(options);
  const offs = ['match_changed', 'match_status_changed', 'markets_changed'].map((type) =>
    onRealtimeEvent(type, (payload) => applier.push(type, payload)),
  );
  return () => {
    for (const off of offs) off();
  };
}
