/**
 * The player's favourite matches as this tab sees them, with optimistic toggling (spec 000 §4 "Toggling a
 * favorite flips at once (optimistic) and reverts on error"; spec 001 §4).
 *
 * `confirmed` is what the server holds as far as we know; `shown` is what the stars show (confirmed plus toggles
 * not yet confirmed). One call per match is under way at a time (`inFlight`): a click during a call only changes
 * `shown`, and {@link pendingCall} then says what is still to send. A failed call puts the match back to its
 * confirmed state, so the star never claims something the server refused.
 */
import { type FavouritesState, initialFavourites } from './favourites-shape';

export { type FavouritesState, initialFavourites };

export type FavouritesAction =
  | { type: 'loadStarted' }
  | { type: 'loaded'; ids: readonly number[] }
  | { type: 'loadFailed' }
  | { type: 'cleared' }
  | { type: 'toggled'; id: number }
  | { type: 'sent'; id: number }
  | { type: 'succeeded'; id: number; starred: boolean }
  | { type: 'failed'; id: number };

function withMember(set: ReadonlySet<number>, id: number, member: boolean): ReadonlySet<number> {
  if (set.has(id) === member) return set;
  const next = new Set(set);
  if (member) next.add(id);
  else next.delete(id);
  return next;
}

export function favouritesReducer(state: FavouritesState, action: FavouritesAction): FavouritesState {
  switch (action.type) {
    case 'loadStarted':
      return { ...state, status: 'loading' };
    case 'loaded': {
      // Matches with a toggle not yet confirmed keep what the player chose; the rest follow the server.
      const shown = new Set(action.ids);
      for (const id of new Set([...state.inFlight, ...state.shown, ...state.confirmed])) {
        const pending = state.inFlight.has(id) || state.shown.has(id) !== state.confirmed.has(id);
        if (!pending) continue;
        if (state.shown.has(id)) shown.add(id);
        else shown.delete(id);
      }
      return { ...state, status: 'ready', confirmed: new Set(action.ids), shown };
    }
    case 'loadFailed':
      return { ...state, status: 'error' };
    case 'cleared':
      return initialFavourites;
    case 'toggled':
      return { ...state, shown: withMember(state.shown, action.id, !state.shown.has(action.id)) };
    case 'sent':
      return { ...state, inFlight: withMember(state.inFlight, action.id, true) };
    case 'succeeded':
      return {
        ...state,
        inFlight: withMember(state.inFlight, action.id, false),
        confirmed: withMember(state.confirmed, action.id, action.starred),
      };
    case 'failed':
      return {
        ...state,
        inFlight: withMember(state.inFlight, action.id, false),
        shown: withMember(state.shown, action.id, state.confirmed.has(action.id)),
      };
  }
}

/** The call still to send for a match: none while one is under way or when the star shows the confirmed state. */
export function pendingCall(state: FavouritesState, id: number): 'add' | 'remove' | null {
  if (state.inFlight.has(id)) return null;
  const shown = state.shown.has(id);
  if (shown === state.confirmed.has(id)) return null;
  return shown ? 'add' : 'remove';
}
