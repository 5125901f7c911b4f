import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime');

import { loadPlayer, resetAuthStore, startAuth, useAuthStore } from '../account/auth-store';
import { loggedIn, mockServer } from '../account/test-fixtures';
import { loadSession, useSession } from './auth-adapter';

beforeEach(() => resetAuthStore());
afterEach(() => vi.unstubAllGlobals());

describe('the slip’s session read', () => {
  it('is a visitor on 401 and, when the header still shows a player, signs out with session expired', async () => {
    const routes = { ...loggedIn };
    mockServer(routes);
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('LOGGED_IN'));
    // The session ends elsewhere; the slip asks before a placement.
    routes['GET /player'] = () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'no' } } });
    expect(await loadSession()).toBeNull();
    expect(useSession.getState().status).toBe('visitor');
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('NOT_LOGGED_IN'));
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-in', sessionExpired: true });
  });

  it('opens no dialog for a visitor', async () => {
    mockServer({ 'GET /player': () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'no' } } }) });
    await loadPlayer();
    expect(useAuthStore.getState().authStatus).toBe('NOT_LOGGED_IN');
    expect(await loadSession()).toBeNull();
    expect(useAuthStore.getState().dialog).toBeNull();
  });
});
