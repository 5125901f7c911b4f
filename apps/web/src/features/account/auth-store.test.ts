import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const realtime = vi.hoisted(() => {
  const privateHandlers = new Map<string, (payload: unknown) => void>();
  const subscribedHandlers = new Set<() => void>();
  return {
    setRealtimeUser: vi.fn(),
    reconnectRealtime: vi.fn(),
    onPrivateEvent: (type: string, handler: (payload: unknown) => void) => {
      privateHandlers.set(type, handler);
      return () => privateHandlers.delete(type);
    },
    onPrivateSubscribed: (handler: () => void) => {
      subscribedHandlers.add(handler);
      return () => subscribedHandlers.delete(handler);
    },
    privateHandlers,
    subscribedHandlers,
  };
});
vi.mock('../../shared/realtime/realtime', () => realtime);

import { reportUnauthorized } from '../../shared/api/client-api';
import { pickActive } from './active-account';
import {
  changeCurrency,
  closeAuthDialog,
  loadPlayer,
  nextAuthStatus,
  openAuthDialog,
  requirePhoneVerification,
  resetAuthStore,
  setRgModal,
  signOut,
  startAuth,
  useAuthStore,
  whenAuthKnown,
  withBalance,
} from './auth-store';
import { eur, loggedIn, mockServer, player, usd } from './test-fixtures';

beforeEach(() => {
  resetAuthStore();
  realtime.setRealtimeUser.mockClear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextAuthStatus', () => {
  it('goes UNKNOWN → PENDING → LOGGED_IN or NOT_LOGGED_IN, and back to NOT_LOGGED_IN on sign-out', () => {
    expect(nextAuthStatus('UNKNOWN', 'load')).toBe('PENDING');
    expect(nextAuthStatus('PENDING', 'loaded')).toBe('LOGGED_IN');
    expect(nextAuthStatus('PENDING', 'anonymous')).toBe('NOT_LOGGED_IN');
    expect(nextAuthStatus('LOGGED_IN', 'signed-out')).toBe('NOT_LOGGED_IN');
    // A refresh while signed in does not flash PENDING.
    expect(nextAuthStatus('LOGGED_IN', 'load')).toBe('LOGGED_IN');
  });
});

describe('auth store', () => {
  it('loads a player: accounts, active account, is_registered, real-time user', async () => {
    mockServer(loggedIn);
    const load = loadPlayer();
    expect(useAuthStore.getState().authStatus).toBe('PENDING');
    await load;
    const state = useAuthStore.getState();
    expect(state.authStatus).toBe('LOGGED_IN');
    expect(state.player?.id).toBe(17);
    expect(state.activeAccount).toEqual(eur);
    expect(localStorage.getItem('is_registered')).toBe('true');
    expect(realtime.setRealtimeUser).toHaveBeenLastCalledWith('17');
  });

  it('starts from the session the server read with the page: the player is in at once, not read again', async () => {
    const calls = mockServer({
      ...loggedIn,
      'GET /player/comp_points': () => ({ status: 200, body: { points: 40, statusGroup: null } }),
    });
    startAuth({ player, accounts: [eur, usd] });
    expect(useAuthStore.getState()).toMatchObject({ authStatus: 'LOGGED_IN', activeAccount: eur });
    expect(realtime.setRealtimeUser).toHaveBeenLastCalledWith('17');
    await vi.waitFor(() => expect(useAuthStore.getState().compPoints).toEqual({ points: 40, statusGroup: null }));
    expect(calls).not.toContain('GET /player');
    expect(calls).not.toContain('GET /player/accounts');
  });

  it('signs out a player whose session the server read but has ended since (the first 401)', async () => {
    mockServer({
      'GET /player/comp_points': () => ({ status: 200, body: { points: 0, statusGroup: null } }),
      'GET /player/status_groups': () => ({ status: 401, body: { error: { code: 'session_expired', message: 'x' } } }),
    });
    startAuth({ player, accounts: [eur] });
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('NOT_LOGGED_IN'));
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-in', sessionExpired: true });
  });

  it('is NOT_LOGGED_IN when the player call answers 401', async () => {
    mockServer({ 'GET /player': () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'no' } } }) });
    await loadPlayer();
    expect(useAuthStore.getState()).toMatchObject({ authStatus: 'NOT_LOGGED_IN', player: null, dialog: null });
  });

  it('opens the undismissable missed-fields prompt', async () => {
    mockServer({
      ...loggedIn,
      'GET /player': () => ({ status: 200, body: { ...player, authFieldsMissed: ['nickname'] } }),
    });
    await loadPlayer();
    expect(useAuthStore.getState().dialog?.kind).toBe('missed-fields');
    closeAuthDialog();
    expect(useAuthStore.getState().dialog?.kind).toBe('missed-fields');
  });

  it('signs out: server call, profile and accounts cleared, real-time user dropped', async () => {
    const calls = mockServer(loggedIn);
    await loadPlayer();
    await signOut();
    expect(calls).toContain('DELETE /users/sign_out');
    expect(useAuthStore.getState()).toMatchObject({
      authStatus: 'NOT_LOGGED_IN',
      player: null,
      accounts: [],
      activeAccount: null,
    });
    expect(realtime.setRealtimeUser).toHaveBeenLastCalledWith(null);
    expect(useAuthStore.getState().dialog).toBeNull();
  });

  it('any 401 of a player call signs out and opens sign-in with the session-expired flag', async () => {
    mockServer(loggedIn);
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('LOGGED_IN'));
    reportUnauthorized({ status: 401, code: 'session_expired' });
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('NOT_LOGGED_IN'));
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-in', sessionExpired: true });
  });

  it('an activity-limit 401 shows the activity-limit modal instead', async () => {
    mockServer(loggedIn);
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('LOGGED_IN'));
    reportUnauthorized({ status: 401, code: 'activity_limit_reached' });
    await vi.waitFor(() => expect(useAuthStore.getState().rgModal).toBe('activity-limit'));
    expect(useAuthStore.getState().dialog).toBeNull();
  });

  it('skips a currency change to the same currency or to one without an account', async () => {
    const calls = mockServer({ ...loggedIn, 'POST /player/accounts': () => ({ status: 200, body: usd }) });
    await loadPlayer();
    await changeCurrency('EUR');
    await changeCurrency('GBP');
    expect(calls).not.toContain('POST /player/accounts');
    await changeCurrency('USD');
    expect(calls).toContain('POST /player/accounts');
    expect(useAuthStore.getState().activeAccount?.currency.code).toBe('USD');
    expect(useAuthStore.getState().player?.currency).toBe('USD');
  });

  it('opens dialogs with options, exposed on the store for other features', () => {
    useAuthStore.getState().openAuthDialog('sign-in', { sessionExpired: true });
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-in', sessionExpired: true });
    openAuthDialog('sign-up');
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-up' });
  });

  it('picks the account of the player currency, else the first', () => {
    expect(pickActive([eur, usd], 'USD')).toBe(usd);
    expect(pickActive([eur, usd], 'GBP')).toBe(eur);
    expect(pickActive([], 'EUR')).toBeNull();
  });

  it('follows balance_changed on the private channel: the header shows the new balance without a reload', async () => {
    mockServer(loggedIn);
    await loadPlayer();
    realtime.privateHandlers.get('balance_changed')?.({ ts: 1, currency: 'EUR', balance: 1500, entryId: 9 });
    expect(useAuthStore.getState().activeAccount?.balance).toBe(1500);
    expect(useAuthStore.getState().accounts.find((a) => a.currency.code === 'USD')?.balance).toBe(0);
    // Unknown currencies and malformed payloads change nothing.
    realtime.privateHandlers.get('balance_changed')?.({ ts: 2, currency: 'GBP', balance: 1 });
    realtime.privateHandlers.get('balance_changed')?.({ ts: 3, currency: 'EUR', balance: '7' });
    expect(useAuthStore.getState().activeAccount?.balance).toBe(1500);
  });

  it('reads the balances again whenever the private channel is (re)subscribed: what moved before is not missed', async () => {
    let balance = 2500;
    mockServer({ ...loggedIn, 'GET /player/accounts': () => ({ status: 200, body: [{ ...eur, balance }, usd] }) });
    await loadPlayer();
    balance = 3000;
    for (const handler of realtime.subscribedHandlers) handler();
    await vi.waitFor(() => expect(useAuthStore.getState().activeAccount?.balance).toBe(3000));
  });

  it('does not let a re-read that crossed a balance event put an older balance back', async () => {
    const replies: ((response: Response) => void)[] = [];
    mockServer(loggedIn);
    await loadPlayer();
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => replies.push(resolve))),
    );
    for (const handler of realtime.subscribedHandlers) handler();
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    // The event (newer) arrives before the reply (older): the reply is dropped and the accounts read again.
    realtime.privateHandlers.get('balance_changed')?.({ ts: 1, currency: 'EUR', balance: 4000, entryId: 10 });
    replies[0]?.(json([{ ...eur, balance: 3500 }, usd]));
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(useAuthStore.getState().activeAccount?.balance).toBe(4000);
    replies[1]?.(json([{ ...eur, balance: 4000 }, usd]));
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(useAuthStore.getState().activeAccount?.balance).toBe(4000);
  });

  it('replaces one currency’s balance, keeping the same array when nothing changes', () => {
    const accounts = [eur, usd];
    expect(withBalance(accounts, 'USD', 700)[1]?.balance).toBe(700);
    expect(withBalance(accounts, 'EUR', 2500)).toBe(accounts);
    expect(withBalance(accounts, 'GBP', 1)).toBe(accounts);
  });

  it('keeps an action taken while the session loads and runs it once the status is known', async () => {
    mockServer(loggedIn);
    const seen: string[] = [];
    whenAuthKnown((status) => seen.push(status));
    expect(seen).toEqual([]);
    await loadPlayer();
    expect(seen).toEqual(['LOGGED_IN']);
    whenAuthKnown((status) => seen.push(`now ${status}`));
    expect(seen).toEqual(['LOGGED_IN', 'now LOGGED_IN']);
  });

  it('syncs the responsible-gambling modals and sign-out across tabs (spec 000 §4)', async () => {
    mockServer(loggedIn);
    startAuth();
    await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('LOGGED_IN'));
    const otherTab = new BroadcastChannel('sportsbook-account');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    try {
      setRgModal('reality-check');
      await vi.waitFor(() => expect(heard).toContainEqual({ type: 'rg', modal: 'reality-check' }));

      otherTab.postMessage({ type: 'rg', modal: null });
      await vi.waitFor(() => expect(useAuthStore.getState().rgModal).toBeNull());
      otherTab.postMessage({ type: 'rg', modal: 'session-limit' });
      await vi.waitFor(() => expect(useAuthStore.getState().rgModal).toBe('session-limit'));

      otherTab.postMessage({ type: 'signed-out' });
      await vi.waitFor(() => expect(useAuthStore.getState().authStatus).toBe('NOT_LOGGED_IN'));
      expect(useAuthStore.getState().player).toBeNull();
    } finally {
      otherTab.close();
    }
  });

  it('asks a player without a verified phone to verify one when the operator requires it (spec 000 §4)', async () => {
    let verified = false;
    const phone = () => ({
      status: 200,
      body: { number: null, country: null, verified, resendTimeout: 0, smsLimitReached: false },
    });
    const calls = mockServer({ ...loggedIn, 'GET /player/phone': phone });
    await loadPlayer();
    expect(calls).not.toContain('GET /player/phone');
    expect(useAuthStore.getState().dialog).toBeNull();

    requirePhoneVerification(true);
    await loadPlayer();
    await vi.waitFor(() => expect(useAuthStore.getState().dialog).toEqual({ kind: 'phone' }));

    closeAuthDialog();
    verified = true;
    await loadPlayer();
    await vi.waitFor(() => expect(calls.filter((c) => c === 'GET /player/phone')).toHaveLength(2));
    expect(useAuthStore.getState().dialog).toBeNull();
  });
});
