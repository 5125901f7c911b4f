import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime');

import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { resetAuthStore, useAuthStore } from './auth-store';
import {
  acceptTerms,
  currentPrompt,
  deferTerms,
  markWelcomePending,
  termsRefused,
  usePromptFollowers,
  usePromptStore,
  useSignUpReminder,
} from './prompts';
import { loggedIn, mockServer, player } from './test-fixtures';

const outdated = { ...player, terms: { version: '2027-01-15', acceptedVersion: '2026-11-01', accepted: false } };
const due = () => currentPrompt(usePromptStore.getState().due);

beforeEach(() => {
  resetAuthStore();
  usePromptStore.setState({ due: [], termsDeferred: false });
  localStorage.clear();
  delete document.body.dataset.hostOrigin;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('terms checker (spec 000 §2; the server is the authority)', () => {
  it('asks a player who has not accepted the version in force; "Not now" keeps browsing until a bet is refused', () => {
    renderHook(() => usePromptFollowers());
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: outdated }));
    expect(due()).toBe('terms');
    act(() => deferTerms());
    expect(due()).toBeNull();
    // Another player update does not bring it back; a refused placement does.
    act(() => useAuthStore.setState({ player: { ...outdated } }));
    expect(due()).toBeNull();
    mockServer({ ...loggedIn, 'GET /player': () => ({ status: 200, body: outdated }) });
    act(() => termsRefused());
    expect(due()).toBe('terms');
  });

  it('accepts the version shown, caches it in is_terms_and_conditions_accepted and closes', async () => {
    const calls = mockServer({
      'POST /player/terms': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ version: '2027-01-15' });
        return { status: 200, body: { version: '2027-01-15', acceptedVersion: '2027-01-15', accepted: true } };
      },
    });
    renderHook(() => usePromptFollowers());
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: outdated }));
    await act(() => acceptTerms());
    expect(calls).toEqual(['POST /player/terms']);
    expect(useAuthStore.getState().player?.terms.accepted).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.isTermsAndConditionsAccepted)).toBe('2027-01-15');
    expect(due()).toBeNull();
  });

  it('a 409 (the version changed meanwhile) reloads the player and keeps asking', async () => {
    const newer = { ...outdated, terms: { ...outdated.terms, version: '2027-02-01' } };
    mockServer({
      ...loggedIn,
      'GET /player': () => ({ status: 200, body: newer }),
      'POST /player/terms': () => ({
        status: 409,
        body: {
          error: { code: 'terms_version_outdated', message: 'outdated', details: { termsVersion: '2027-02-01' } },
        },
      }),
    });
    renderHook(() => usePromptFollowers());
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: outdated }));
    await act(() => expect(acceptTerms()).rejects.toMatchObject({ status: 409 }));
    await waitFor(() => expect(useAuthStore.getState().player?.terms.version).toBe('2027-02-01'));
    expect(due()).toBe('terms');
  });

  it('closes when another tab accepted the same version, and on sign-out', () => {
    renderHook(() => usePromptFollowers());
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: outdated }));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.isTermsAndConditionsAccepted, newValue: '2027-01-15' }),
      );
    });
    expect(due()).toBeNull();
    act(() => useAuthStore.setState({ player: outdated }));
    expect(due()).toBe('terms');
    act(() => useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null }));
    expect(due()).toBeNull();
  });
});

describe('welcoming popup (once, after a sign-up on this browser)', () => {
  it('shows at the first sign-in after a sign-up, then never again; after the terms when both are due', () => {
    renderHook(() => usePromptFollowers());
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player }));
    expect(due()).toBeNull();
    act(() => useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null }));
    markWelcomePending();
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: outdated }));
    expect(usePromptStore.getState().due).toEqual(['terms', 'welcome']);
    expect(due()).toBe('terms');
    expect(localStorage.getItem(STORAGE_KEYS.welcomingPopup)).toBe('shown');
    markWelcomePending();
    expect(localStorage.getItem(STORAGE_KEYS.welcomingPopup)).toBe('shown');
  });
});

describe('sign-up reminder (SIGN_UP_REMINDER_SECONDS, once per browser)', () => {
  it('invites a visitor after the configured seconds, once', () => {
    vi.useFakeTimers();
    useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN' });
    const first = renderHook(() => useSignUpReminder(30));
    act(() => vi.advanceTimersByTime(29_999));
    expect(due()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(due()).toBe('sign-up-reminder');
    expect(localStorage.getItem(STORAGE_KEYS.isSignUpReminderInvoked)).toBe('true');
    first.unmount();
    usePromptStore.setState({ due: [] });
    renderHook(() => useSignUpReminder(30));
    act(() => vi.advanceTimersByTime(60_000));
    expect(due()).toBeNull();
  });

  it('waits while another dialog is open', () => {
    vi.useFakeTimers();
    useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN' });
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    renderHook(() => useSignUpReminder(5));
    act(() => vi.advanceTimersByTime(10_000));
    expect(due()).toBeNull();
    dialog.remove();
    act(() => vi.advanceTimersByTime(1_000));
    expect(due()).toBe('sign-up-reminder');
  });

  it('never for players, when off (0), or in a host frame', () => {
    vi.useFakeTimers();
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player });
    const signedIn = renderHook(() => useSignUpReminder(5));
    act(() => vi.advanceTimersByTime(10_000));
    signedIn.unmount();
    useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null });
    const off = renderHook(() => useSignUpReminder(0));
    act(() => vi.advanceTimersByTime(10_000));
    off.unmount();
    // Embedded: inside a frame whose host the server named.
    document.body.dataset.hostOrigin = 'https://host.example';
    vi.stubGlobal('parent', {});
    renderHook(() => useSignUpReminder(5));
    act(() => vi.advanceTimersByTime(10_000));
    expect(due()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isSignUpReminderInvoked)).toBeNull();
  });
});
