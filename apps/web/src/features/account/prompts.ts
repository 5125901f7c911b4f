'use client';

import type { Player } from '@sportsbook/contract/platform';
import { useEffect } from 'react';
import { create } from 'zustand';
import { localePath } from '../../i18n/paths';
import { ApiError } from '../../shared/api/api-error';
import { platformApi } from '../../shared/api/platform-api';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { hostOrigin } from '../../shared/embed/host-port';
import { loadPlayer, setPlayer, useAuthStore } from './auth-store';

/**
 * The account area's own prompts (spec 000 §2 "Modals and prompts"): the terms-and-conditions checker, the
 * welcoming popup and the sign-up reminder. Several may be due at once; one shows at a time, in this order, and
 * none over another dialog (the host, `prompt-dialogs.tsx`, waits until it closes). The dialogs themselves are a
 * chunk loaded only when one is due.
 */
export const PROMPT_ORDER = ['terms', 'welcome', 'sign-up-reminder'] as const;
export type Prompt = (typeof PROMPT_ORDER)[number];

type PromptState = {
  due: readonly Prompt[];
  /** "Not now" on the terms: browsing goes on, the prompt comes back when a placement is refused for it. */
  termsDeferred: boolean;
};

export const usePromptStore = create<PromptState>(() => ({ due: [], termsDeferred: false }));
const set = usePromptStore.setState;
const get = usePromptStore.getState;

/** The prompt to show now: the first due one in `PROMPT_ORDER`. */
export function currentPrompt(due: readonly Prompt[]): Prompt | null {
  return PROMPT_ORDER.find((p) => due.includes(p)) ?? null;
}

export function openPrompt(prompt: Prompt): void {
  if (!get().due.includes(prompt)) set({ due: [...get().due, prompt] });
}

export function closePrompt(prompt: Prompt): void {
  if (get().due.includes(prompt)) set({ due: get().due.filter((p) => p !== prompt) });
}

function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKey(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the prompt may show again, nothing breaks
  }
}

/** `/terms-and-conditions` in the page's locale. */
export function termsHref(): string {
  return localePath(document.documentElement.lang || 'en', '/terms-and-conditions');
}

// -- terms and conditions ---------------------------------------------------------------------------------------

const TERMS_KEY = STORAGE_KEYS.isTermsAndConditionsAccepted;

/**
 * Follows the signed-in player's terms state (the server is the authority: `Player.terms`). Accepted: the version is
 * cached in `is_terms_and_conditions_accepted` (other tabs close their prompt on it) and the prompt closes; not
 * accepted: the prompt is due unless the player chose "Not now" on this page.
 */
export function followTerms(player: Player | null): void {
  if (!player) {
    closePrompt('terms');
    set({ termsDeferred: false });
    return;
  }
  if (player.terms.accepted) {
    if (readKey(TERMS_KEY) !== player.terms.version) writeKey(TERMS_KEY, player.terms.version);
    closePrompt('terms');
  } else if (!get().termsDeferred) {
    openPrompt('terms');
  }
}

export function deferTerms(): void {
  set({ termsDeferred: true });
  closePrompt('terms');
}

let refusedText: string | null = null;

/** The account area gives the slip's text for a placement refused for the terms (the `terms` namespace). */
export function setTermsRefusedText(text: string): void {
  refusedText = text;
}

/** What the slip says when a placement was refused with `terms_not_accepted` (null: the server's message). */
export function termsRefusedText(): string | null {
  return refusedText;
}

/** A placement was refused with `terms_not_accepted`: ask again (the slip shows why). */
export function termsRefused(): void {
  set({ termsDeferred: false });
  openPrompt('terms');
  // The version may have changed since the player loaded: read it again.
  void loadPlayer();
}

/**
 * Accepts the version the player was shown. A 409 (`terms_version_outdated`: it changed meanwhile) reloads the
 * player, so the prompt stays with the new version; the error goes to the caller.
 */
export async function acceptTerms(): Promise<void> {
  const player = useAuthStore.getState().player;
  if (!player) return;
  try {
    const terms = await platformApi.acceptTerms(player.terms.version);
    const current = useAuthStore.getState().player;
    if (current) setPlayer({ ...current, terms });
    followTerms(useAuthStore.getState().player);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) await loadPlayer();
    throw error;
  }
}

/** Another tab accepted the terms: this one's prompt closes without asking the server again. */
function onStorage(event: StorageEvent): void {
  if (event.key !== TERMS_KEY || event.newValue === null) return;
  const player = useAuthStore.getState().player;
  if (player && !player.terms.accepted && player.terms.version === event.newValue) {
    setPlayer({ ...player, terms: { ...player.terms, acceptedVersion: event.newValue, accepted: true } });
    followTerms(useAuthStore.getState().player);
  }
}

// -- welcoming popup ----------------------------------------------------------------------------------------------

const WELCOME_KEY = STORAGE_KEYS.welcomingPopup;

/** A sign-up succeeded on this browser: the first sign-in after it gets the welcome (`welcoming_popup` = pending). */
export function markWelcomePending(): void {
  if (readKey(WELCOME_KEY) !== 'shown') writeKey(WELCOME_KEY, 'pending');
}

function followWelcome(player: Player | null): void {
  if (!player || readKey(WELCOME_KEY) !== 'pending') return;
  writeKey(WELCOME_KEY, 'shown');
  openPrompt('welcome');
}

// -- sign-up reminder ---------------------------------------------------------------------------------------------

const REMINDER_KEY = STORAGE_KEYS.isSignUpReminderInvoked;
/** While another dialog is open when the reminder is due, it looks again this often. */
const REMINDER_RETRY_MS = 1_000;

/** Whether the sign-up reminder may show on this page: a visitor, not in a host's frame, not shown before. */
export function reminderAllowed(seconds: number): boolean {
  return seconds > 0 && hostOrigin() === null && readKey(REMINDER_KEY) === null;
}

/**
 * Spec 000 §2: a visitor gets the sign-up reminder after `seconds` (SIGN_UP_REMINDER_SECONDS; 0 is off), once per
 * browser (`is_sign_up_reminder_invoked`), never signed in, never in a host's frame (the host owns sign-up there),
 * never over another open dialog (it waits until that closes).
 */
export function useSignUpReminder(seconds: number): void {
  const status = useAuthStore((s) => s.authStatus);
  useEffect(() => {
    if (status !== 'NOT_LOGGED_IN') {
      closePrompt('sign-up-reminder');
      return;
    }
    if (!reminderAllowed(seconds)) return;
    let timer = 0;
    const fire = () => {
      if (document.querySelector('dialog[open]')) {
        timer = window.setTimeout(fire, REMINDER_RETRY_MS);
        return;
      }
      writeKey(REMINDER_KEY, 'true');
      openPrompt('sign-up-reminder');
    };
    timer = window.setTimeout(fire, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, status]);
}

// -- wiring -------------------------------------------------------------------------------------------------------

/** The account area starts this once: prompts follow the player as it loads, changes and signs out. */
export function usePromptFollowers(): void {
  useEffect(() => {
    const follow = (player: Player | null) => {
      followTerms(player);
      followWelcome(player);
    };
    follow(useAuthStore.getState().player);
    const off = useAuthStore.subscribe((state, previous) => {
      if (state.player !== previous.player) follow(state.player);
    });
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
