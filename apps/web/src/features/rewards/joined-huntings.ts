'use client';

import type { Hunting } from '@sportsbook/contract/rewards';
import { useEffect, useSyncExternalStore } from 'react';
import { onPrivateEvent } from '../../shared/realtime/realtime';
import { rewardsApi } from './rewards-api';

/**
 * The hunting campaigns the signed-in player joined (`GET /bonuses/huntings?active=true`), for the slip's hint: read
 * once per player and locale, again when the player joins one here (`huntingsChanged`) and a little after their bets
 * change (a settled bet moves the progress). One read for the whole tab, however many slip bets ask.
 */

/** Quiet time after `bet_changed` before reading again (a placement and its settlement come in bursts). */
export const HUNTINGS_REFRESH_DELAY_MS = 2_000;
/** Joined campaigns read at once: a player takes part in a handful at most. */
const JOINED_LIMIT = 20;

type Snapshot = { readonly key: string | null; readonly huntings: readonly Hunting[] };
let snapshot: Snapshot = { key: null, huntings: [] };
let reading = 0;
const listeners = new Set<() => void>();

function publish(next: Snapshot): void {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

function read(key: string, locale: string): void {
  const mine = ++reading;
  rewardsApi.list('huntings', { page: 1, limit: JOINED_LIMIT, locale, active: true }).then(
    (page) => {
      if (mine === reading) publish({ key, huntings: page.data.filter((h) => h.joined) });
    },
    () => {
      // Not known: no hint (never a wrong one).
      if (mine === reading) publish({ key, huntings: [] });
    },
  );
}

let current: { key: string; locale: string } | null = null;
let users = 0;
let stopFollowing: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Something changed the player's huntings here (a join): read them again. */
export function huntingsChanged(): void {
  if (current) read(current.key, current.locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows `bet_changed` while any hint is shown (one handler for all of them). */
function follow(): () => void {
  users += 1;
  stopFollowing ??= onPrivateEvent('bet_changed', () => {
    clearTimeout(timer);
    timer = setTimeout(huntingsChanged, HUNTINGS_REFRESH_DELAY_MS);
  });
  return () => {
    users -= 1;
    if (users > 0) return;
    clearTimeout(timer);
    stopFollowing?.();
    stopFollowing = null;
  };
}

/** The joined huntings of `playerId` (none for a visitor or while unknown). */
export function useJoinedHuntings(playerId: number | null, locale: string): readonly Hunting[] {
  const key = playerId === null ? null : `${playerId} ${locale}`;
  useEffect(() => {
    if (key === null) return;
    if (current?.key !== key) {
      current = { key, locale };
      read(key, locale);
    }
    return follow();
  }, [key, locale]);
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  return state.key === key && key !== null ? state.huntings : EMPTY;
}

const EMPTY: readonly Hunting[] = [];

/** For tests: forget what was read. */
export function resetJoinedHuntings(): void {
  current = null;
  reading += 1;
  snapshot = { key: null, huntings: [] };
}
