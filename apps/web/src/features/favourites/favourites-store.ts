'use client';

import { create } from 'zustand';
import { type AuthStatus, showNotice, useAuthStore } from '../account/auth-store';
import { addFavouriteMatch, fetchFavouriteMatchIds, removeFavouriteMatch } from './favourites-api';
import {
  type FavouritesAction,
  type FavouritesState,
  favouritesReducer,
  initialFavourites,
  pendingCall,
} from './favourites-state';

/**
 * The player's favourite matches for every star on the page: loaded when a player signs in, forgotten on
 * sign-out, toggled optimistically ({@link favouritesReducer}); a failed call reverts the star and shows the
 * account area's error toast.
 */
export const useFavouritesStore = create<FavouritesState>(() => initialFavourites);

function dispatch(action: FavouritesAction): void {
  useFavouritesStore.setState((state) => favouritesReducer(state, action), true);
}

/** Texts the store shows itself (set once per page by `FavouritesTexts`). */
export type FavouriteTexts = { failed: string; loadFailed: string };
const texts: FavouriteTexts = {
  failed: 'Your favorites could not be updated. Please try again.',
  loadFailed: 'Your favorites could not be loaded. Please try again later.',
};

export function setFavouriteTexts(next: FavouriteTexts): void {
  Object.assign(texts, next);
}

function showError(text: string): void {
  // A 401 already signed the player out (and cleared the store); anything else gets the error toast.
  if (useAuthStore.getState().authStatus === 'LOGGED_IN') showNotice({ kind: 'text', tone: 'error', text });
}

let loadToken = 0;

/** Loads the favourites of the signed-in player (a newer load or a sign-out makes an older answer void). */
export async function loadFavourites(): Promise<void> {
  const token = ++loadToken;
  dispatch({ type: 'loadStarted' });
  try {
    const ids = await fetchFavouriteMatchIds();
    if (token === loadToken) dispatch({ type: 'loaded', ids });
  } catch {
    if (token !== loadToken) return;
    dispatch({ type: 'loadFailed' });
    // Spec 001 §8: a failed favourites fetch shows the error alert.
    showError(texts.loadFailed);
  }
}

/** Seeds the store with favourites the server page already knows (no load needed while they are fresh). */
export function seedFavourites(ids: readonly number[]): void {
  if (useFavouritesStore.getState().status !== 'idle') return;
  loadToken += 1;
  dispatch({ type: 'loaded', ids });
}

async function sync(id: number): Promise<void> {
  const call = pendingCall(useFavouritesStore.getState(), id);
  if (call === null) return;
  dispatch({ type: 'sent', id });
  try {
    if (call === 'add') await addFavouriteMatch(id);
    else await removeFavouriteMatch(id);
  } catch {
    dispatch({ type: 'failed', id });
    showError(texts.failed);
    return;
  }
  dispatch({ type: 'succeeded', id, starred: call === 'add' });
  // The player may have clicked again while the call was under way.
  await sync(id);
}

/** Stars or unstars a match at once and tells the server. */
export function toggleFavourite(id: number): void {
  dispatch({ type: 'toggled', id });
  void sync(id);
}

/** Whether one match is starred (re-renders only when that answer changes). */
export function useIsFavourite(id: number): boolean {
  return useFavouritesStore((s) => s.shown.has(id));
}

function follow(status: AuthStatus, previous: AuthStatus | null): void {
  if (status === previous) return;
  if (status === 'LOGGED_IN') void loadFavourites();
  else if (status === 'NOT_LOGGED_IN') {
    loadToken += 1;
    dispatch({ type: 'cleared' });
  }
}

if (typeof window !== 'undefined') {
  follow(useAuthStore.getState().authStatus, null);
  useAuthStore.subscribe((state, previous) => {
    if (state.authStatus === 'LOGGED_IN' && state.player?.id !== previous.player?.id && previous.player !== null) {
      // Another player signed in (another tab): their favourites, not the previous player's.
      dispatch({ type: 'cleared' });
      void loadFavourites();
      return;
    }
    follow(state.authStatus, previous.authStatus);
  });
}

/** Test helper. */
export function resetFavouritesForTests(): void {
  loadToken += 1;
  dispatch({ type: 'cleared' });
}
