import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { resetAuthStore, useAuthStore } from '../account/auth-store';
import { useSelectionStore } from '../betslip/selection-store';
import { startSlipConfig } from '../betslip/slip-config';
import { resetOddsTypeForTests, setOddsType } from '../odds/odds-type';
import { startPlayerSettings, usePlayerSettings } from './player-settings-store';

type Call = { url: string; method: string; body: unknown };

function settingsReply(player: { oddsType: string | null; accept: string | null; stakes: number[] | null } | null) {
  return {
    betting: {
      stakesPresets: player?.stakes ?? [1, 5, 10],
      oddsAcceptMode: player?.accept ?? 'none',
      activeOddsType: player?.oddsType ?? 'european',
      oddsTypes: ['european', 'british', 'american'],
      customBetAllowed: false,
      customBetEnabled: false,
      multiSingleAvailableByProvider: {},
    },
    providers: { providerStatuses: {} },
    player: player && {
      stakes: player.stakes,
      autoAcceptOddsChange: player.accept,
      oddsType: player.oddsType,
      oneSignalPushNotificationSubscription: null,
      updatedAt: null,
    },
  };
}

describe('player settings store', () => {
  const calls: Call[] = [];
  let signedIn = false;
  let failPost = false;
  let stored = { oddsType: 'american', accept: 'any', stakes: [3, 7] as number[] | null };

  beforeEach(() => {
    calls.length = 0;
    resetAuthStore();
    resetOddsTypeForTests();
    useSelectionStore.getState().setAcceptMode('none');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ url, method: init?.method ?? 'GET', body });
        if (init?.method === 'POST' && failPost) {
          return new Response(JSON.stringify({ error: { code: 'internal_error', message: 'down' } }), { status: 500 });
        }
        if (init?.method === 'POST') stored = { ...stored, oddsType: body.odds_type ?? stored.oddsType };
        return new Response(JSON.stringify(settingsReply(signedIn ? stored : null)), { status: 200 });
      }),
    );
    startPlayerSettings({ saveFailed: 'failed' });
    startSlipConfig();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    failPost = false;
    localStorage.clear();
  });

  it('explains once that a format the account could not save is kept on this device (was_odds_settings_on_error_shown)', async () => {
    signedIn = true;
    failPost = true;
    localStorage.removeItem(STORAGE_KEYS.wasOddsSettingsOnErrorShown);
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: { id: 3 } as never }));
    await waitFor(() => expect(usePlayerSettings.getState().status).toBe('ready'));
    setOddsType('british');
    await waitFor(() => expect(usePlayerSettings.getState().oddsTypeSave).toBe('error'));
    expect(useAuthStore.getState().notice).toEqual({ kind: 'text', tone: 'error', text: 'failed' });
    expect(localStorage.getItem(STORAGE_KEYS.wasOddsSettingsOnErrorShown)).toBe('true');
    expect(localStorage.getItem('odds_type')).toBe('british');

    act(() => useAuthStore.setState({ notice: null }));
    setOddsType('american');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(usePlayerSettings.getState().oddsTypeSave).toBe('error'));
    expect(useAuthStore.getState().notice).toBeNull();
  });

  it("applies a signed-in player's odds type, accept mode and presets, and returns to the defaults on sign-out", async () => {
    signedIn = true;
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: { id: 1 } as never }));
    await waitFor(() => expect(usePlayerSettings.getState().status).toBe('ready'));
    expect(usePlayerSettings.getState().betting?.stakesPresets).toEqual([3, 7]);
    expect(useSelectionStore.getState().acceptMode).toBe('any');
    expect(localStorage.getItem('odds_type')).toBe('american');
    // Applying the account's type is not a new choice: nothing is posted back.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    signedIn = false;
    act(() => useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null }));
    await waitFor(() => expect(usePlayerSettings.getState().betting?.stakesPresets).toEqual([1, 5, 10]));
    expect(useSelectionStore.getState().acceptMode).toBe('none');
    // The browser keeps the type it shows.
    expect(localStorage.getItem('odds_type')).toBe('american');
  });

  it('saves an odds type the player chooses to the account, and not a visitor’s', async () => {
    signedIn = true;
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: { id: 2 } as never }));
    await waitFor(() => expect(usePlayerSettings.getState().status).toBe('ready'));
    setOddsType('british');
    await waitFor(() => expect(usePlayerSettings.getState().oddsTypeSave).toBe('saved'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ url: '/api/sportsbook/settings', body: { odds_type: 'british' } });

    signedIn = false;
    act(() => useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null }));
    calls.length = 0;
    setOddsType('american');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(localStorage.getItem('odds_type')).toBe('american');
  });
});
