/**
 * The shape of the player's favourites as this tab sees them, and its empty start: a leaf module, so the stars'
 * store (first-load) does not carry the rules that change it (`favourites-state.ts`).
 */
export type FavouritesState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  confirmed: ReadonlySet<number>;
  shown: ReadonlySet<number>;
  inFlight: ReadonlySet<number>;
};

export const initialFavourites: FavouritesState = {
  status: 'idle',
  confirmed: new Set(),
  shown: new Set(),
  inFlight: new Set(),
};
