'use client';

import { type AuthStatus, showNotice, useAuthStore } from '../account/auth-store';
import { addFavouriteMatch, fetchFavouriteMatchIds, removeFavouriteMatch } from './favourites-api';
import { type FavouritesAction, favouritesReducer, pendingCall } from './favourites-state';
import { useFavouritesStore } from './favourites-store';

/**
 * What changes the stars' store (`favourites-store.ts`): the player's favourites loaded when a player signs in,
 * forgotten on sign-out, toggled optimistically ({@link favouritesReducer}); a failed call reverts the star and
 * shows the account area's error alert. Loaded after hydration (`FavouritesTexts`) or at the first click on a star.
 */
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
