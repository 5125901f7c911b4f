'use client';

import { isPriceLocked, type LiveMatchChange, liveMarketKey, mergeLiveState } from '@sportsbook/domain/live/live-state';
import { useCallback, useSyncExternalStore } from 'react';

/** What real-time events told about a match since the page was rendered (absent fields: as rendered). */
export type LiveMatchState = Readonly<Record<string, unknown>> & {
  readonly clock?: unknown;
  readonly score?: unknown;
  readonly status?: number;
  readonly live?: boolean;
  readonly bettable?: boolean;
  readonly removed?: true;
};

type Listener = () => void;

/**
 * Live state per match (clock, score, status, bettable) and per market (status), keyed by match id, read with
 * `useSyncExternalStore`: a change re-renders only the islands of that match (its clock, score and price locks).
 * Written once per animation frame by `live-updates.ts`.
 */
export function createLiveStore() {
  const matches = new Map<number, LiveMatchState>();
  const marketStatus = new Map<string, number>();
  const listeners = new Map<number, Set<Listener>>();

  function notify(ids: Iterable<number>): void {
    for (const id of ids) {
      const set = listeners.get(id);
      if (set) for (const listener of [...set]) listener();
    }
  }

  return {
    match(id: number): LiveMatchState | undefined {
      return matches.get(id);
    },
    marketStatus(matchId: number, marketId: number, specifier: string): number | undefined {
      return marketStatus.get(liveMarketKey(matchId, marketId, specifier));
    },
    subscribe(id: number, listener: Listener): () => void {
      let set = listeners.get(id);
      if (!set) {
        set = new Set();
        listeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(id);
      };
    },
    /** Applies match changes and market statuses; notifies each touched match once. Returns the touched ids. */
    apply(changes: readonly LiveMatchChange[], statuses: ReadonlyMap<string, number>): Set<number> {
      const touched = new Set<number>();
      for (const change of changes) {
        const before = matches.get(change.id);
        const after = mergeLiveState(before, change) as LiveMatchState;
        if (after !== before) {
          matches.set(change.id, after);
          touched.add(change.id);
        }
      }
      for (const [key, status] of statuses) {
        if (marketStatus.get(key) === status) continue;
        marketStatus.set(key, status);
        touched.add(Number(key.slice(0, key.indexOf(':'))));
      }
      notify(touched);
      return touched;
    },
    /** Whether something on the page shows this match (a clock, a score or a price of it). */
    watched(id: number): boolean {
      return listeners.has(id);
    },
    /** The matches something on the page shows. */
    watchedIds(): Set<number> {
      return new Set(listeners.keys());
    },
    /** Forgets everything (the page refetched its snapshot). */
    clear(): void {
      const ids = [...matches.keys()];
      matches.clear();
      marketStatus.clear();
      notify(ids);
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;

/** The page's one live store. */
export const liveStore: LiveStore = createLiveStore();

const nothing = (): undefined => undefined;
const noSubscription = () => () => {};

/** The live state of a match (undefined until an event arrives, and on the server). */
export function useLiveMatch(id: number | undefined, store: LiveStore = liveStore): LiveMatchState | undefined {
  const subscribe = useCallback(
    (listener: Listener) => (id === undefined ? noSubscription() : store.subscribe(id, listener)),
    [id, store],
  );
  const get = useCallback(() => (id === undefined ? undefined : store.match(id)), [id, store]);
  return useSyncExternalStore(subscribe, get, nothing);
}

/**
 * Whether a price is locked now: the rendered lock until events say otherwise (market status, match bettable).
 * Returns a boolean snapshot, so a button re-renders only when its lock flips.
 */
export function usePriceLock(
  ref: { matchId: number; marketId: number; specifier: string },
  rendered: boolean,
  store: LiveStore = liveStore,
): boolean {
  const { matchId, marketId, specifier } = ref;
  const subscribe = useCallback((listener: Listener) => store.subscribe(matchId, listener), [matchId, store]);
  const get = useCallback(() => {
    const state = store.match(matchId);
    return isPriceLocked(rendered, {
      marketStatus: store.marketStatus(matchId, marketId, specifier),
      bettable: state?.bettable,
    });
  }, [matchId, marketId, specifier, rendered, store]);
  return useSyncExternalStore(subscribe, get, () => rendered);
}
