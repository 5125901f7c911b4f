import { act, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../bonuses/my-bonuses', () => ({ MyBonuses: () => <p>my bonuses</p> }));
vi.mock('../bonuses/promo-code-form', () => ({ PromoCodeForm: () => <p>promo code</p> }));

import { type AuthStatus, resetAuthStore, useAuthStore } from '../account/auth-store';
import { usePlayerView } from '../account/player-view';
import { PlayerBonuses } from './player-bonuses';

const labels = { promoCode: {} as never, bonuses: {} as never, signIn: 'Sign in to redeem' };
const renderPart = (sessionCookie: boolean) =>
  render(<PlayerBonuses locale="en" {...labels} sessionCookie={sessionCookie} />);
const sessionBecomes = (status: AuthStatus) => act(() => useAuthStore.setState({ authStatus: status }));

beforeEach(() => resetAuthStore());

describe("a player's view until the session is known: what the request's session cookie said", () => {
  it('follows the session once known, and the cookie before', () => {
    const statuses: AuthStatus[] = ['UNKNOWN', 'PENDING', 'LOGGED_IN', 'NOT_LOGGED_IN'];
    const table = statuses.flatMap((status) =>
      [false, true].map((cookie) => {
        useAuthStore.setState({ authStatus: status });
        return [status, cookie, renderHook(() => usePlayerView(cookie)).result.current];
      }),
    );
    expect(table).toEqual([
      ['UNKNOWN', false, false],
      ['UNKNOWN', true, true],
      ['PENDING', false, false],
      ['PENDING', true, true],
      ['LOGGED_IN', false, true],
      ['LOGGED_IN', true, true],
      ['NOT_LOGGED_IN', false, false],
      ['NOT_LOGGED_IN', true, false],
    ]);
  });
});

describe('the promotions page asks a visitor to sign in from the first paint (CLS 0: the list below stays put)', () => {
  it('shows the button before the session is known when the request had no session cookie', () => {
    renderPart(false);
    expect(screen.getByRole('button', { name: 'Sign in to redeem' })).toBeTruthy();
    sessionBecomes('NOT_LOGGED_IN');
    expect(screen.getByRole('button', { name: 'Sign in to redeem' })).toBeTruthy();
  });

  it("waits for the session with a cookie: the player's part, or the button if the session had expired", () => {
    const player = renderPart(true);
    expect(player.container.innerHTML).toBe('');
    sessionBecomes('LOGGED_IN');
    expect(screen.getByText('my bonuses')).toBeTruthy();
    player.unmount();

    resetAuthStore();
    renderPart(true);
    sessionBecomes('NOT_LOGGED_IN');
    expect(screen.getByRole('button', { name: 'Sign in to redeem' })).toBeTruthy();
  });
});
