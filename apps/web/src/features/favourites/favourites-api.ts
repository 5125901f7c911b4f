import type { Favourite, FavouriteItem } from '@sportsbook/contract/favourites';
import { apiFetch } from '../../shared/api/platform-fetch';

/** Spec 001 §7.2 favourites calls (same-origin `/api` rewrite; a 401 signs the player out). */
const BASE = '/api/sportsbook/favourites/match';

/** Ids of the player's favourite matches (`GET /favourites/match`). */
export async function fetchFavouriteMatchIds(signal?: AbortSignal): Promise<number[]> {
  const items = await apiFetch<FavouriteItem[]>(BASE, { signal });
  return items.map((item) => item.id);
}

/** `POST /favourites/match/{id}`. */
export function addFavouriteMatch(id: number): Promise<Favourite> {
  return apiFetch<Favourite>(`${BASE}/${id}`, { method: 'POST' });
}

/** `DELETE /favourites/match/{id}`. */
export function removeFavouriteMatch(id: number): Promise<void> {
  return apiFetch<void>(`${BASE}/${id}`, { method: 'DELETE' });
}
