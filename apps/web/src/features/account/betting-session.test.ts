import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime');

import { loadPlayer, resetAuthStore, startAuth, useAuthStore } from './auth-store';
import { bettingSession, confirmSession } from './betting-session';
import { loggedIn, mockServer } from './test-fixtures';

beforeEach(() => resetAuthStore());
afterEach(() => vi.unstubAllGlobals());

describe('the betting session (slip, quick bet, My Bets) read from the one session store', () => {
  it('is a visitor on 401 and, when the header still shows a player, signs out with session expired', async () => {
    const routes = { ...loggedIn };
    mockServer(routes);
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('LOGGED_IN'));
    // The session ends elsewhere; the slip asks before a placement.
    routes['GET /player'] = () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'no' } } });
    expect(await confirmSession()).toBeNull();
    await vi.waitFor(() => expect(bettingSession().status).toBe('visitor'));
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('NOT_LOGGED_IN'));
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-in', sessionExpired: true });
  });

  it('opens no dialog for a visitor', async () => {
    mockServer({ 'GET /player': () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'no' } } }) });
    await loadPlayer();
    expect(useAuthStore.getState().authStatus).toBe('NOT_LOGGED_IN');
    expect(await confirmSession()).toBeNull();
    expect(useAuthStore.getState().dialog).toBeNull();
  });
});
