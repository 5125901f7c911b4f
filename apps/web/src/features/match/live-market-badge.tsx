'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { liveStore } from '../live/live-store';
import styles from './market-list.module.css';
import { cardStateOf, type MarketState, marketStateOf } from './market-state';

type Line = { marketId: number; specifier: string; status: number };

/**
 * The "Suspended" / "Not available" badge of a market card, following real-time market statuses and the match's
 * bettable flag (the prices lock themselves); as rendered until an event arrives.
 */
export function LiveMarketBadge({
  matchId,
  lines,
  bettable,
  labels,
}: {
  matchId: number;
  lines: readonly Line[];
  bettable: boolean;
  labels: { suspended: string; notAvailable: string };
}) {
  const subscribe = useCallback((listener: () => void) => liveStore.subscribe(matchId, listener), [matchId]);
  const state = useSyncExternalStore(
    subscribe,
    (): MarketState => {
      const liveBettable = liveStore.match(matchId)?.bettable ?? bettable;
      const states = lines.map((line) =>
        marketStateOf(liveStore.marketStatus(matchId, line.marketId, line.specifier) ?? line.status, liveBettable),
      );
      return cardStateOf(states);
    },
    () => cardStateOf(lines.map((line) => marketStateOf(line.status, bettable))),
  );
  if (state === 'open') return null;
  return (
    <span className={styles.badge} data-state={state}>
      {state === 'suspended' ? labels.suspended : labels.notAvailable}
    </span>
  );
}
