import { describe, expect, it } from 'vitest';
import {
  type FavouritesAction,
  type FavouritesState,
  favouritesReducer,
  initialFavourites,
  pendingCall,
} from './favourites-state';

const run = (actions: FavouritesAction[], from: FavouritesState = initialFavourites) =>
  actions.reduce(favouritesReducer, from);
const ids = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);
const loaded = (...list: number[]) => run([{ type: 'loadStarted' }, { type: 'loaded', ids: list }]);

describe('favourites state', () => {
  it('shows what the server answered once loaded', () => {
    const state = loaded(3, 1);
    expect(state.status).toBe('ready');
    expect(ids(state.shown)).toEqual([1, 3]);
    expect(pendingCall(state, 1)).toBeNull();
  });

  it('flips a star at once and asks for the matching call', () => {
    const starred = run([{ type: 'toggled', id: 7 }], loaded(1));
    expect(starred.shown.has(7)).toBe(true);
    expect(starred.confirmed.has(7)).toBe(false);
    expect(pendingCall(starred, 7)).toBe('add');
    const unstarred = run([{ type: 'toggled', id: 1 }], loaded(1));
    expect(unstarred.shown.has(1)).toBe(false);
    expect(pendingCall(unstarred, 1)).toBe('remove');
  });

  it('keeps the star after the server confirmed it', () => {
    const state = run(
      [
        { type: 'toggled', id: 7 },
        { type: 'sent', id: 7 },
        { type: 'succeeded', id: 7, starred: true },
      ],
      loaded(),
    );
    expect(state.shown.has(7)).toBe(true);
    expect(state.confirmed.has(7)).toBe(true);
    expect(state.inFlight.size).toBe(0);
    expect(pendingCall(state, 7)).toBeNull();
  });

  it('reverts to the confirmed state when the call fails', () => {
    const failedAdd = run(
      [
        { type: 'toggled', id: 7 },
        { type: 'sent', id: 7 },
        { type: 'failed', id: 7 },
      ],
      loaded(),
    );
    expect(failedAdd.shown.has(7)).toBe(false);
    const failedRemove = run(
      [
        { type: 'toggled', id: 1 },
        { type: 'sent', id: 1 },
        { type: 'failed', id: 1 },
      ],
      loaded(1),
    );
    expect(failedRemove.shown.has(1)).toBe(true);
    expect(pendingCall(failedRemove, 1)).toBeNull();
  });

  it('sends nothing while a call is under way, then what the clicks made of it', () => {
    let state = run(
      [
        { type: 'toggled', id: 7 },
        { type: 'sent', id: 7 },
      ],
      loaded(),
    );
    // Clicked twice more while the add is under way: the player wants it off again.
    state = run([{ type: 'toggled', id: 7 }], state);
    expect(state.shown.has(7)).toBe(false);
    expect(pendingCall(state, 7)).toBeNull();
    state = run([{ type: 'succeeded', id: 7, starred: true }], state);
    expect(pendingCall(state, 7)).toBe('remove');
    // A click back on before the answer means nothing is left to send.
    const back = run(
      [
        { type: 'toggled', id: 7 },
        { type: 'sent', id: 7 },
        { type: 'toggled', id: 7 },
      ],
      loaded(),
    );
    expect(
      pendingCall(
        run(
          [
            { type: 'toggled', id: 7 },
            { type: 'succeeded', id: 7, starred: true },
          ],
          back,
        ),
        7,
      ),
    ).toBe(null);
  });

  it('keeps unconfirmed toggles when the list arrives after them', () => {
    const state = run(
      [
        { type: 'toggled', id: 7 },
        { type: 'sent', id: 7 },
        { type: 'loaded', ids: [1] },
      ],
      initialFavourites,
    );
    expect(ids(state.shown)).toEqual([1, 7]);
    expect(ids(state.confirmed)).toEqual([1]);
  });

  it('forgets everything when cleared (sign-out)', () => {
    expect(run([{ type: 'cleared' }], loaded(1, 2))).toEqual(initialFavourites);
  });

  it('marks a failed load', () => {
    expect(run([{ type: 'loadStarted' }, { type: 'loadFailed' }]).status).toBe('error');
  });
});
