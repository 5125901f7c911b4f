'use client';

import { createContext, useCallback, useContext, useRef } from 'react';
import { usePlayerView } from '../account/player-view';

/** Whether the promotions page's lists were read with a player's session (the request had a session cookie). */
export const ServedSession = createContext(false);

/** A player's view of the rewards: the session's once known, until then the one the lists were read with. */
export function useRewardsPlayerView(): boolean {
  return usePlayerView(useContext(ServedSession));
}

/** The session status the lists read with the page stand for, once the session is known. */
export function servedStatus(player: boolean): 'LOGGED_IN' | 'NOT_LOGGED_IN' {
  return player ? 'LOGGED_IN' : 'NOT_LOGGED_IN';
}

/**
 * Whether a list the server read with the page still stands, so the browser need not read it: for the key it was
 * read for (null: there is none), until a read is asked for another key or again (`reads` > 0); then never again.
 */
export function useServedRead(servedKey: string | null): (key: string, reads: number) => boolean {
  const standing = useRef(servedKey);
  return useCallback((key: string, reads: number) => {
    if (key === standing.current && reads === 0) return true;
    standing.current = null;
    return false;
  }, []);
}
