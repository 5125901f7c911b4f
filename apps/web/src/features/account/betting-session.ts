'use client';

import type { Player } from '@sportsbook/contract/platform';
import { useMemo } from 'react';
import { sessionApi } from '../../shared/api/session-api';
import { type AuthStatus, loadPlayer, setPlayer, useAuthStore } from './auth-store';

/**
 * What betting (the slip, quick bet, My Bets) needs of the session, read from the one session store (`auth-store`):
 * the player's id and currency, and the pve flag (spec 000 §4 Quick bet: pve players may not bet).
 */
export type BettingPlayer = { readonly id: number; readonly currency: string; readonly pve: boolean };

export type BettingSession = {
  readonly status: 'unknown' | 'visitor' | 'player';
  readonly player: BettingPlayer | null;
};

export function bettingPlayerOf(player: Player): BettingPlayer {
  return { id: player.id, currency: player.currency, pve: player.serasaInfo?.pve === true };
}

function statusOf(authStatus: AuthStatus, player: Player | null): BettingSession['status'] {
  if (authStatus === 'LOGGED_IN' && player) return 'player';
  return authStatus === 'NOT_LOGGED_IN' ? 'visitor' : 'unknown';
}

/** The betting session now (outside React). */
export function bettingSession(): BettingSession {
  const { authStatus, player } = useAuthStore.getState();
  const status = statusOf(authStatus, player);
  return { status, player: status === 'player' && player ? bettingPlayerOf(player) : null };
}

/** The betting session; re-renders when the status or the player changes. */
export function useBettingSession(): BettingSession {
  const authStatus = useAuthStore((s) => s.authStatus);
  const player = useAuthStore((s) => s.player);
  return useMemo(() => {
    const status = statusOf(authStatus, player);
    return { status, player: status === 'player' && player ? bettingPlayerOf(player) : null };
  }, [authStatus, player]);
}

/**
 * Asks the server who is signed in, right before money moves (a placement, a quick bet): a session that ended
 * elsewhere answers 401, which signs the page out with the session-expired prompt (`onUnauthorized`); a session
 * started in another tab is loaded. Null for a visitor or when the server cannot be reached.
 */
export async function confirmSession(): Promise<BettingPlayer | null> {
  let player: Player;
  try {
    player = await sessionApi.player();
  } catch {
    return null;
  }
  if (useAuthStore.getState().authStatus === 'LOGGED_IN') setPlayer(player);
  else void loadPlayer();
  return bettingPlayerOf(player);
}
