import { useCallback, useSyncExternalStore } from 'react';

/** The live price of one outcome. `trend` says which way the last change went (for the flash). */
export type OddsEntry = {
  odds: number;
  active: boolean;
  trend: 'up' | 'down' | null;
  /** Increments on each change, so a repeated move in the same direction restarts the flash. */
  version: number;
};

/** One change from the real-time feed: the outcome key (`Outcome.id`) and its new price/state. */
export type OddsUpdate = { id: string; odds: number; active?: boolean };

type Listener = () => void;
type Schedule = (flush: () => void) => void;

const frame: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

/**
 * A small external store of prices keyed by outcome id. Components read one key with
 * `useSyncExternalStore`, so a price change re-renders one button, never the list around it.
 * `applyOdds` only queues: all updates that arrive within an animation frame are applied and
 * announced together (last write per outcome wins), one React commit per frame.
 */
export function createOddsStore(schedule: Schedule = frame) {
  const entries = new Map<string, OddsEntry>();
  const listeners = new Map<string, Set<Listener>>();
  let pending = new Map<string, OddsUpdate>();
  let scheduled = false;

  function flush(): string[] {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const changed: string[] = [];
    for (const update of batch.values()) {
      const previous = entries.get(update.id);
      const active = update.active ?? previous?.active ?? true;
      if (previous && previous.odds === update.odds && previous.active === active) continue;
      const trend =
        previous === undefined || previous.odds === update.odds ? null : update.odds > previous.odds ? 'up' : 'down';
      entries.set(update.id, { odds: update.odds, active, trend, version: (previous?.version ?? 0) + 1 });
      changed.push(update.id);
    }
    for (const id of changed) {
      const set = listeners.get(id);
      if (set) for (const listener of [...set]) listener();
    }
    return changed;
  }

  return {
    /** The current entry of an outcome, or undefined when no update has arrived for it yet. */
    get(id: string): OddsEntry | undefined {
      return entries.get(id);
    },
    /** Listens to one outcome; returns the unsubscribe function. */
    subscribe(id: string, listener: Listener): () => void {
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
    /** Queues updates; they are applied together on the next animation frame. */
    applyOdds(updates: readonly OddsUpdate[]): void {
      for (const update of updates) pending.set(update.id, update);
      if (!scheduled && pending.size > 0) {
        scheduled = true;
        schedule(flush);
      }
    },
    /** Applies queued updates now; returns the ids that changed. For tests and the page-hide path. */
    flush,
    /** Whether something on the page shows this outcome (the real-time announcer counts only those). */
    listened(id: string): boolean {
      return listeners.has(id);
    },
    /** Forgets every live price (the page refetched its snapshot); the rendered prices show again. */
    clear(): void {
      const ids = [...entries.keys()];
      entries.clear();
      pending.clear();
      for (const id of ids) {
        const set = listeners.get(id);
        if (set) for (const listener of [...set]) listener();
      }
    },
    /** Number of outcomes with a listener (for tests and diagnostics). */
    listenedCount(): number {
      return listeners.size;
    },
  };
}

export type OddsStore = ReturnType<typeof createOddsStore>;

/** The page's one odds store. */
export const oddsStore: OddsStore = createOddsStore();

/** Feeds price changes to the store (batched per animation frame). */
export function applyOdds(updates: readonly OddsUpdate[]): void {
  oddsStore.applyOdds(updates);
}

const noEntry = (): undefined => undefined;

/**
 * The live price of an outcome: the store's entry once an update has arrived, else the server-rendered one.
 * Re-renders only when this outcome changes.
 */
export function useOdds(id: string, initial: { odds: number; active: boolean }, store: OddsStore = oddsStore) {
  const subscribe = useCallback((listener: Listener) => store.subscribe(id, listener), [id, store]);
  const getSnapshot = useCallback(() => store.get(id), [id, store]);
  const entry = useSyncExternalStore(subscribe, getSnapshot, noEntry);
  return entry ?? { odds: initial.odds, active: initial.active, trend: null, version: 0 };
}
