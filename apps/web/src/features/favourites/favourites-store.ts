'use client';

import { create } from 'zustand';
import { type FavouritesState, initialFavourites } from './favourites-shape';

/**
 * The player's favourite matches for every star on the page, as the stars read them. What changes them (loading at
 * sign-in, optimistic toggles, the server calls) is `favourites-sync.ts`, a chunk loaded after hydration or at the
 * first click on a star, outside the first-load JavaScript.
 */
export const useFavouritesStore = create<FavouritesState>(() => initialFavourites);

/** Whether one match is starred (re-renders only when that answer changes). */
export function useIsFavourite(id: number): boolean {
  return useFavouritesStore((s) => s.shown.has(id));
}

/**
 * Seeds the store with favourites the server page already knows (no load needed while they are fresh): from the
 * empty start only, the reducer's `loaded` from `idle` (a load under way or done wins).
 */
export function seedFavourites(ids: readonly number[]): void {
  if (useFavouritesStore.getState().status !== 'idle') return;
  useFavouritesStore.setState({ status: 'ready', confirmed: new Set(ids), shown: new Set(ids), inFlight: new Set() });
}
