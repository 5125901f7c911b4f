import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthStore, useAuthStore } from '../account/auth-store';
import { FavouriteStar } from './favourite-star';
import { useFavouritesStore } from './favourites-store';
import { resetFavouritesForTests, setFavouriteTexts } from './favourites-sync';

const player = { id: 7 } as never;

function reply(status: number, body: unknown = {}) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('FavouriteStar', () => {
  beforeEach(() => {
    resetAuthStore();
    resetFavouritesForTests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a toggle button named after the match', () => {
    render(<FavouriteStar matchId={5} label="Favorite: Arsenal vs Chelsea" />);
    const star = screen.getByRole('button', { name: 'Favorite: Arsenal vs Chelsea' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to sign in instead of starring', () => {
    useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN' });
    render(<FavouriteStar matchId={5} label="Favorite: A vs B" />);
    fireEvent.click(screen.getByRole('button'));
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-in', reason: 'favourite' });
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
  });

  it('flips before the server answers for a player, and stays when the server agrees', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(
      (_url: string, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player }));
    useFavouritesStore.setState({ status: 'ready' });
    render(<FavouriteStar matchId={5} label="Favorite: A vs B" />);
    const star = screen.getByRole('button');
    fireEvent.click(star);
    // Optimistic: pressed while the call is still under way.
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(useFavouritesStore.getState().inFlight.has(5)).toBe(true);
    await act(async () => answer(reply(201, { type: 'match', id: 5, createdAt: 'x' })));
    await waitFor(() => expect(useFavouritesStore.getState().inFlight.size).toBe(0));
    expect(star.getAttribute('aria-pressed')).toBe('true');
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(url).toBe('/api/sportsbook/favourites/match/5');
    expect(((init?.headers ?? {}) as Record<string, string>)['x-application']).toBeTruthy();
  });

  it('reverts and shows the error toast when the call fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((resolve) => {
            if (init?.method === 'DELETE') answer = resolve;
            // The load that follows sign-in: match 5 is a favourite.
            else resolve(reply(200, [{ type: 'match', id: 5, createdAt: 'x', match: null }]));
          }),
      ),
    );
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player }));
    act(() => useFavouritesStore.setState({ status: 'ready', confirmed: new Set([5]), shown: new Set([5]) }));
    render(<FavouriteStar matchId={5} label="Favorite: A vs B" />);
    const star = screen.getByRole('button');
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    await act(async () => answer(reply(500, { error: { code: 'internal_error', message: 'boom' } })));
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(useAuthStore.getState().notice).toMatchObject({ kind: 'text', tone: 'error' });
  });

  it('shows the error alert when the favourites cannot be loaded (spec 001 §8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(500, { error: { code: 'internal_error', message: 'boom' } })),
    );
    setFavouriteTexts({ failed: 'Update failed', loadFailed: 'Load failed' });
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player }));
    await waitFor(() => expect(useFavouritesStore.getState().status).toBe('error'));
    expect(useAuthStore.getState().notice).toEqual({ kind: 'text', tone: 'error', text: 'Load failed' });
  });
});
