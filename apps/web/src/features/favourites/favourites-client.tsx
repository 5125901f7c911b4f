'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useAuthStore } from '../account/auth-store';
import { seedFavourites } from './favourites-store';

/**
 * Starts the favourites after hydration (`favourites-sync.ts`: loading them for a player, toggles) and gives them
 * their texts; rendered once per page, by the header.
 */
export function FavouritesTexts({ failed, loadFailed }: { failed: string; loadFailed: string }) {
  useEffect(() => {
    void import('./favourites-sync').then(({ setFavouriteTexts }) => setFavouriteTexts({ failed, loadFailed }));
  }, [failed, loadFailed]);
  return null;
}

/** Seeds the stars with the favourites a server-rendered list already knows (no unstarred flash). */
export function FavouritesSeed({ ids }: { ids: readonly number[] }) {
  // By value: a new array of the same ids (every render of the server list) seeds nothing new.
  const key = ids.join(',');
  useEffect(() => seedFavourites(key === '' ? [] : key.split(',').map(Number)), [key]);
  return null;
}

/**
 * A server-rendered part that depends on the session (favourites): refetches it when the browser's session no
 * longer matches what the server rendered for (signed in or out in the dialog, another tab, an expired session).
 */
export function SessionRefresh({ renderedFor }: { renderedFor: 'player' | 'visitor' }) {
  const router = useRouter();
  const status = useAuthStore((s) => s.authStatus);
  useEffect(() => {
    if (
      (status === 'LOGGED_IN' && renderedFor === 'visitor') ||
      (status === 'NOT_LOGGED_IN' && renderedFor === 'player')
    )
      router.refresh();
  }, [status, renderedFor, router]);
  return null;
}
