'use client';

import { create } from 'zustand';
import { apiFetch, PlatformError } from '../../shared/api/platform-api';
import { useAuthStore } from '../account/auth-store';
import { usePanelStore } from './panel-store';
import { configureSlip } from './slip-summary';

/** What the slip needs of the player: id, currency, and the pve flag (spec 000 §4 Quick bet: pve players may not bet). */
export type PlayerLite = { id: number; currency: string; pve: boolean };

type PlayerBody = { id: number; currency: string; serasaInfo?: { pve?: boolean } | null };

const liteOf = (player: PlayerBody): PlayerLite => ({
  id: player.id,
  currency: player.currency,
  pve: player.serasaInfo?.pve === true,
});

/**
 * The signed-in player, or null for a visitor (401 or 403). The 401 is reported: it signs out a player the header
 * still shows (the session ended elsewhere) and is ignored for a visitor.
 */
async function fetchPlayer(): Promise<PlayerLite | null> {
  try {
    return liteOf(await apiFetch<PlayerBody>('/api/platform/player'));
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * The slip's view of the session. Follows the account feature's `useAuthStore`, which reads the player once per
 * page (sign-in and sign-out in the dialog show at once); `loadSession` also asks GET /api/platform/player itself
 * (401 → visitor) right before a placement, so a session that expired elsewhere is noticed.
 */
type Session = { status: 'unknown' | 'visitor' | 'player'; player: PlayerLite | null };

export const useSession = create<Session>(() => ({ status: 'unknown', player: null }));

function apply(player: PlayerLite | null): void {
  useSession.setState({ status: player ? 'player' : 'visitor', player });
  usePanelStore.getState().setMyBetsHidden(!player);
  if (player) configureSlip({ context: { currency: player.currency } });
}

let loading: Promise<PlayerLite | null> | null = null;

/** Loads (or reloads) the session; MY_BETS shows for players only; new bets take the player's currency. */
export function loadSession(): Promise<PlayerLite | null> {
  loading ??= fetchPlayer()
    .catch(() => null)
    .then((player) => {
      loading = null;
      apply(player);
      return player;
    });
  return loading;
}

function follow({ authStatus, player }: ReturnType<typeof useAuthStore.getState>): void {
  if (authStatus === 'LOGGED_IN' && player) apply(liteOf(player));
  else if (authStatus === 'NOT_LOGGED_IN') apply(null);
}

if (typeof window !== 'undefined') {
  follow(useAuthStore.getState());
  useAuthStore.subscribe((state, previous) => {
    if (state.authStatus !== previous.authStatus || state.player !== previous.player) follow(state);
  });
}
