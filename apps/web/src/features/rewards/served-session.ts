'use client';

import { createContext, useContext } from 'react';
import { usePlayerView } from '../account/player-view';

/** Whether the promotions page's lists were read with a player's session (the request had a session cookie). */
export const ServedSession = createContext(false);

/** A player's view of the rewards: the session's once known, until then the one the lists were read with. */
export function useRewardsPlayerView(): boolean {
  return usePlayerView(useContext(ServedSession));
}
