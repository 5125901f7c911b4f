'use client';

import { useEffect } from 'react';
import { useAuthStore } from '../account/auth-store';

/**
 * Starts the player's own settings (odds type, accept mode, presets) at the first sign-in of the page; the store's
 * module loads then, so visitors never download it. It follows the session from there on (sign-out included).
 */
export function PlayerSettingsFollower({ saveFailed }: { saveFailed: string }) {
  const playerSeen = useAuthStore((s) => s.authStatus === 'LOGGED_IN');
  useEffect(() => {
    if (!playerSeen) return;
    void import('./player-settings-store').then((m) => m.startPlayerSettings({ saveFailed }));
  }, [playerSeen, saveFailed]);
  return null;
}
