'use client';

import type { PlayerPreferences, PlayerSettingsBody, SettingsReply } from '@sportsbook/contract/player-settings';
import type { OddsAcceptMode } from '@sportsbook/contract/settings';
import type { OddsType } from '@sportsbook/domain/odds';
import { create } from 'zustand';
import { apiFetch } from '../../shared/api/platform-fetch';
import { publishSettings, readSettings } from '../../shared/api/settings-query';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { showNotice, useAuthStore } from '../account/auth-store';
import { onOddsTypeChosen, setOddsType } from '../odds/odds-type';

/** What the bet slip and the settings page read: the caller's effective betting settings. */
export type BettingSettings = {
  stakesPresets: number[];
  oddsAcceptMode: OddsAcceptMode;
  activeOddsType: OddsType;
  oddsTypes: OddsType[];
};

type PlayerSettingsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** `GET /settings` `betting` as this caller sees it (the player's values over the operator's defaults). */
  betting: BettingSettings | null;
  /** What the player chose (nulls where the operator's default applies); null for a visitor. */
  player: PlayerPreferences | null;
  /** Saving the odds type chosen in a selector (settings page, header, side menu). */
  oddsTypeSave: 'idle' | 'saving' | 'saved' | 'error';
};

const INITIAL: PlayerSettingsState = { status: 'idle', betting: null, player: null, oddsTypeSave: 'idle' };

/**
 * A player's own settings (spec 000 §3 Settings.betting, 001 §7.2 `GET`/`POST /settings`): stake presets, the
 * odds-change accept mode and the odds type, kept on the account so they follow the player across devices.
 *
 * - Loaded when a player signs in (and again when the tab comes back to the front), reloaded as a visitor on
 *   sign-out (the operator's defaults return).
 * - The account's odds type replaces the browser's (`setOddsType(…, { fromAccount })`, spec 000 §4: the active odds
 *   type is stored only for a logged-in player); a type the player chooses anywhere is saved to the account.
 *   Visitors keep theirs in local storage only.
 * - Every reply also goes to the shared settings query (`shared/api/settings-query.ts`), where the slip reads the
 *   accept mode (its odds-change rule) and the presets (its quick-stake buttons).
 */
export const usePlayerSettings = create<PlayerSettingsState>(() => INITIAL);
const set = usePlayerSettings.setState;
const get = usePlayerSettings.getState;

const SETTINGS_URL = '/api/sportsbook/settings';
/** The tab coming back to the front rereads the settings at most this often (another device may have changed them). */
const REFRESH_AFTER_MS = 15_000;

let session = 0;
let loadedAt = 0;

const signedIn = () => useAuthStore.getState().authStatus === 'LOGGED_IN';

/** Lays a `GET`/`POST /settings` reply over the page; `oddsType`: apply the account's odds type (reads only). */
function apply(reply: SettingsReply, token: number, oddsType: boolean): void {
  if (token !== session) return;
  loadedAt = Date.now();
  const { stakesPresets, oddsAcceptMode, activeOddsType, oddsTypes } = reply.betting;
  set({ status: 'ready', betting: { stakesPresets, oddsAcceptMode, activeOddsType, oddsTypes }, player: reply.player });
  publishSettings(reply);
  const chosen = reply.player?.oddsType;
  // Not from a save's reply: the player chose the type on this page already, and an older reply arriving late
  // must not undo a newer choice.
  if (oddsType && chosen && signedIn() && oddsTypes.includes(chosen)) setOddsType(chosen, { fromAccount: true });
}

/** Reads `GET /settings` for the current caller. */
export async function loadPlayerSettings(): Promise<void> {
  const token = session;
  if (get().status !== 'ready') set({ status: 'loading' });
  try {
    apply(await readSettings({ fresh: true }), token, true);
  } catch {
    if (token === session && get().status !== 'ready') set({ status: 'error' });
  }
}

/** Saves settings of the signed-in player (`POST /settings`); throws the call's error. */
export async function savePlayerSettings(body: PlayerSettingsBody): Promise<void> {
  const token = session;
  apply(await apiFetch<SettingsReply>(SETTINGS_URL, { method: 'POST', body }), token, false);
}

/** The effective betting settings once loaded for this session, else null (the slip uses its own read). */
export function useBettingSettings(): BettingSettings | null {
  return usePlayerSettings((s) => s.betting);
}

let texts = { saveFailed: 'Your odds format could not be saved to your account.' };

let started = false;

/**
 * Whether this is the first failed odds-type save this browser sees (`was_odds_settings_on_error_shown`): the alert
 * that the format is kept on this device only is shown once, not at every failure (the settings page's own status
 * line still says each one failed). Storage refused: shown, as it cannot be remembered.
 */
export function firstOddsSaveFailure(): boolean {
  try {
    if (localStorage.getItem(STORAGE_KEYS.wasOddsSettingsOnErrorShown) === 'true') return false;
    localStorage.setItem(STORAGE_KEYS.wasOddsSettingsOnErrorShown, 'true');
  } catch {
    // storage refused
  }
  return true;
}

/** Starts following the session (once per page; the account area calls it). */
export function startPlayerSettings(messages?: { saveFailed: string }): void {
  if (messages) texts = messages;
  if (started || typeof window === 'undefined') return;
  started = true;
  if (signedIn()) void loadPlayerSettings();
  useAuthStore.subscribe((state, previous) => {
    const player = state.authStatus === 'LOGGED_IN' ? (state.player?.id ?? null) : null;
    const before = previous.authStatus === 'LOGGED_IN' ? (previous.player?.id ?? null) : null;
    if (player === before) return;
    session += 1;
    set(INITIAL);
    // A player: their values. Signed out: the operator's defaults again (the slip may hold the player's).
    if (player !== null || before !== null) void loadPlayerSettings();
  });
  onOddsTypeChosen((type) => {
    if (!signedIn()) return;
    set({ oddsTypeSave: 'saving' });
    savePlayerSettings({ odds_type: type })
      .then(() => set({ oddsTypeSave: 'saved' }))
      .catch(() => {
        set({ oddsTypeSave: 'error' });
        if (signedIn() && firstOddsSaveFailure()) showNotice({ kind: 'text', tone: 'error', text: texts.saveFailed });
      });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && signedIn() && Date.now() - loadedAt > REFRESH_AFTER_MS) {
      void loadPlayerSettings();
    }
  });
}
