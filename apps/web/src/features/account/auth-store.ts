'use client';

import type { Account, Player, SessionInfo, StatusGroup } from '@sportsbook/contract/platform';
import { create } from 'zustand';
import { onUnauthorized, type PlatformError } from '../../shared/api/platform-fetch';
import { type CompPoints, sessionApi } from '../../shared/api/session-api';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { onPrivateEvent, onPrivateSubscribed, setRealtimeUser } from '../../shared/realtime/realtime';
import { pickActive } from './active-account';
import type { DialogKind, PaymentResult } from './deep-links';

/** Spec 000 §4 Auth status. */
export type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';
export type AuthEvent = 'load' | 'loaded' | 'anonymous' | 'signed-out';

/** The status machine: UNKNOWN → PENDING (loading) → LOGGED_IN | NOT_LOGGED_IN; sign-out → NOT_LOGGED_IN. */
export function nextAuthStatus(status: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event) {
    case 'load':
      return status === 'LOGGED_IN' ? status : 'PENDING';
    case 'loaded':
      return 'LOGGED_IN';
    case 'anonymous':
    case 'signed-out':
      return 'NOT_LOGGED_IN';
  }
}

export type DialogState = {
  kind: DialogKind;
  sessionExpired?: boolean;
  /** Mailed token of the confirmation, edit-password and unlock flows. */
  token?: string;
  /** Prefilled email (from the previous form). */
  email?: string;
  /** Why sign-in is asked for (the embedding host hears it). */
  reason?: SignInReason;
};
export type RgModal = 'reality-check' | 'session-limit' | 'activity-limit';
export type Notice =
  | { kind: 'payment'; result: PaymentResult }
  | { kind: 'text'; tone: 'success' | 'error'; text: string };

type AuthState = {
  authStatus: AuthStatus;
  player: Player | null;
  accounts: Account[];
  activeAccount: Account | null;
  compPoints: CompPoints | null;
  statusGroups: StatusGroup[];
  dialog: DialogState | null;
  rgModal: RgModal | null;
  notice: Notice | null;
  loadError: boolean;
  sessionInfo: SessionInfo | null;
  openAuthDialog: typeof openAuthDialog;
  closeAuthDialog: typeof closeAuthDialog;
  signOut: typeof signOut;
};

const ANONYMOUS = {
  player: null,
  accounts: [],
  activeAccount: null,
  compPoints: null,
  statusGroups: [],
  sessionInfo: null,
} satisfies Partial<AuthState>;

export const useAuthStore = create<AuthState>(() => ({
  authStatus: 'UNKNOWN',
  ...ANONYMOUS,
  dialog: null,
  rgModal: null,
  notice: null,
  loadError: false,
  sessionInfo: null,
  openAuthDialog: (kind, options) => openAuthDialog(kind, options),
  closeAuthDialog: () => closeAuthDialog(),
  signOut: (options) => signOut(options),
}));

const set = useAuthStore.setState;
const get = useAuthStore.getState;

function transition(event: AuthEvent, patch: Partial<AuthState> = {}): void {
  const before = get().authStatus;
  const after = nextAuthStatus(before, event);
  const previousId = get().player?.id ?? null;
  set({ ...patch, authStatus: after });
  const nextId = get().player?.id ?? null;
  // Spec 000 §4: the real-time connection drops its token and reconnects on login and logout, and follows the
  // player's `$user:{id}` channel (setRealtimeUser reconnects when the id changes).
  if (before !== after || previousId !== nextId) {
    setRealtimeUser(after === 'LOGGED_IN' && nextId !== null ? String(nextId) : null);
  }
}

/** Why a visitor is asked to sign in (the host of an embedded book gets it with `sportsbook:sign-in`). */
export type SignInReason = 'sign-in' | 'place-bet' | 'favourite' | 'other';

/**
 * Opens an account dialog. Embedded in a host site, the host bridge (`features/embed`) hands sign-in, sign-up and
 * deposit to the host the moment they are asked for (spec 000 §1); this module stays free of it, so pages that are
 * not embedded load none of it.
 */
export function openAuthDialog(kind: DialogKind, options: Omit<DialogState, 'kind'> = {}): void {
  set({ dialog: { kind, ...options } });
}

export function closeAuthDialog(): void {
  // The missed-fields prompt cannot be dismissed while fields are missing (spec 000 §4).
  const { dialog, player } = get();
  if (dialog?.kind === 'missed-fields' && (player?.authFieldsMissed.length ?? 0) > 0) return;
  set({ dialog: null });
}

export function showNotice(notice: Notice | null): void {
  set({ notice });
}

const IS_REGISTERED = STORAGE_KEYS.isRegistered;

/**
 * Loads the player (spec 000 §4): the player, accounts, comp points and status groups. A 401 means a visitor.
 */
export async function loadPlayer(): Promise<void> {
  transition('load');
  try {
    const player = await sessionApi.player(true);
    const [accounts, [compPoints, statusGroups]] = await Promise.all([sessionApi.accounts(), standing()]);
    applyPlayer(player, accounts, compPoints, statusGroups);
  } catch (error) {
    if ((error as PlatformError).status === 401) transition('anonymous', { ...ANONYMOUS, loadError: false });
    else transition('anonymous', { ...ANONYMOUS, loadError: true });
  }
}

/** The session's player and accounts as the server read them with the page (the header's `getSessionPlayer`). */
export type SessionSeed = { player: Player; accounts: Account[] };

/**
 * The first load when the server has just read the session with the page: the player is in at once, with no
 * second read of the player and the accounts; comp points and status groups follow. A session that has ended since
 * shows at the first 401, which signs the player out as any other does.
 */
async function loadSeeded(seed: SessionSeed): Promise<void> {
  applyPlayer(seed.player, seed.accounts, null, []);
  await readStanding(seed.player.id);
}

/** Comp points and status groups (they only fill the status progress: a failed read leaves them empty). */
function standing(): Promise<[CompPoints | null, StatusGroup[]]> {
  return Promise.all([
    sessionApi.compPoints().catch(() => null),
    sessionApi.statusGroups().catch(() => [] as StatusGroup[]),
  ]);
}

/** The standing, read once the player is in, kept if the same player is still in. */
async function readStanding(playerId: number): Promise<void> {
  const [compPoints, statusGroups] = await standing();
  if (get().player?.id === playerId) set({ compPoints, statusGroups });
}

function applyPlayer(
  player: Player,
  accounts: Account[],
  compPoints: CompPoints | null,
  statusGroups: StatusGroup[],
): void {
  try {
    localStorage.setItem(IS_REGISTERED, 'true');
  } catch {
    // storage blocked
  }
  transition('loaded', {
    player,
    accounts,
    activeAccount: pickActive(accounts, player.currency),
    compPoints,
    statusGroups,
    loadError: false,
  });
  if (player.authFieldsMissed.length > 0) set({ dialog: { kind: 'missed-fields' } });
  else if (phoneVerificationRequired) void askForPhoneVerification();
}

let phoneVerificationRequired = false;

/** The operator's setting (`features.isPhoneVerificationRequired`), given by the page before the first load. */
export function requirePhoneVerification(required: boolean): void {
  phoneVerificationRequired = required;
}

/**
 * Spec 000 §4: when phone verification is required, a signed-in player whose phone is not verified gets the phone
 * verification dialog, unless another dialog is open (the missed-fields prompt comes first).
 */
async function askForPhoneVerification(): Promise<void> {
  const phone = await sessionApi.phone().catch(() => null);
  if (!phone || phone.verified) return;
  if (get().authStatus === 'LOGGED_IN' && get().dialog === null) set({ dialog: { kind: 'phone' } });
}

/** After the sign-in form: the reply is the player; load the rest. */
export async function signedIn(player: Player): Promise<void> {
  set({ player, dialog: null });
  const accounts = await sessionApi.accounts().catch(() => [] as Account[]);
  applyPlayer(player, accounts, null, []);
  broadcast({ type: 'auth' });
  void readStanding(player.id);
}

/** Updates the player after the missed-fields form or a refresh. */
export function setPlayer(player: Player): void {
  set({ player, activeAccount: pickActive(get().accounts, player.currency) });
}

export function setAccounts(accounts: Account[]): void {
  set({ accounts, activeAccount: pickActive(accounts, get().player?.currency) });
}

/**
 * Runs `act` with the auth status once it is known: at once when it is, else when the session has loaded (an
 * action taken while it loads is kept, never guessed).
 */
export function whenAuthKnown(act: (status: 'LOGGED_IN' | 'NOT_LOGGED_IN') => void): void {
  const known = (status: AuthStatus) => (status === 'LOGGED_IN' || status === 'NOT_LOGGED_IN' ? status : null);
  const now = known(get().authStatus);
  if (now) {
    act(now);
    return;
  }
  const off = useAuthStore.subscribe((state) => {
    const status = known(state.authStatus);
    if (!status) return;
    off();
    act(status);
  });
}

/** The accounts with one currency's balance replaced (minor units); the same array when nothing changes. */
export function withBalance(accounts: Account[], currency: string, balance: number): Account[] {
  const at = accounts.findIndex((a) => a.currency.code === currency);
  if (at < 0 || accounts[at]?.balance === balance) return accounts;
  return accounts.map((a, i) => (i === at ? { ...a, balance } : a));
}

/** How many balance events arrived: a re-read answered after one of them may hold an older balance. */
let balanceEvents = 0;

// A bet placed, settled or cashed out, or a deposit, moves a balance: the header follows without a reload.
onPrivateEvent('balance_changed', (payload) => {
  const { currency, balance } = (payload ?? {}) as { currency?: unknown; balance?: unknown };
  if (typeof currency !== 'string' || typeof balance !== 'number') return;
  balanceEvents += 1;
  const accounts = withBalance(get().accounts, currency, balance);
  if (accounts !== get().accounts) setAccounts(accounts);
});

/**
 * A fresh `$user` subscription (after sign-in, after a reconnect) starts at the stream's current position: a balance
 * that moved before it is read again, or the header would show it only after a reload. A reply that crossed a
 * balance event may be older than it, so it is read again (the events keep the header current meanwhile).
 */
async function rereadAccounts(): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const seen = balanceEvents;
    const accounts = await sessionApi.accounts();
    if (get().authStatus !== 'LOGGED_IN') return;
    if (seen === balanceEvents) {
      setAccounts(accounts);
      return;
    }
  }
}

onPrivateSubscribed(() => {
  if (get().authStatus === 'LOGGED_IN') rereadAccounts().catch(() => undefined);
});

/** Spec 000 §4: switching to the same currency, or to one without an account, is skipped. */
export async function changeCurrency(code: string, options: { openNew?: boolean } = {}): Promise<void> {
  const { activeAccount, accounts, player } = get();
  if (!player || activeAccount?.currency.code === code) return;
  const exists = accounts.some((a) => a.currency.code === code);
  if (!exists && !options.openNew) return;
  const account = await sessionApi.changeAccount(code);
  const next = exists
    ? accounts.map((a) => (a.currency.code === account.currency.code ? account : a))
    : [...accounts, account];
  set({ player: { ...player, currency: account.currency.code }, accounts: next, activeAccount: account });
  broadcast({ type: 'auth' });
}

export type SignOutOptions = {
  /** The server already ended the session (401): open sign-in with the session-expired message. */
  expired?: boolean;
  /** Show the activity-limit modal instead. */
  activityLimit?: boolean;
  /** Do not call the server (it already signed us out). */
  local?: boolean;
};

/** Spec 000 §4 sign-out: calls the server, clears the profile and accounts; a failure is only reported. */
export async function signOut(options: SignOutOptions = {}): Promise<void> {
  if (!options.local) {
    try {
      await sessionApi.signOut();
    } catch (error) {
      console.warn('sign-out failed', error);
    }
  }
  const wasLoggedIn = get().authStatus === 'LOGGED_IN';
  transition('signed-out', { ...ANONYMOUS, rgModal: options.activityLimit ? 'activity-limit' : get().rgModal });
  if (options.activityLimit) set({ dialog: null });
  else if (options.expired && wasLoggedIn) set({ dialog: { kind: 'sign-in', sessionExpired: true } });
  else if (get().dialog?.kind === 'missed-fields') set({ dialog: null });
  if (wasLoggedIn) broadcast({ type: 'signed-out' });
}

export function setRgModal(rgModal: RgModal | null, sync = true): void {
  set({ rgModal });
  if (sync) broadcast({ type: 'rg', modal: rgModal });
}

// -- cross-tab sync ---------------------------------------------------------------------------------------------

type TabMessage = { type: 'auth' } | { type: 'signed-out' } | { type: 'rg'; modal: RgModal | null };
let channel: BroadcastChannel | null = null;

function broadcast(message: TabMessage): void {
  channel?.postMessage(message);
}

let started = false;
/**
 * Starts the store once per page: 401 handling, cross-tab sync and the first player load, from the server's read of
 * the session when the page came with one.
 */
export function startAuth(seed?: SessionSeed | null): void {
  if (started) return;
  started = true;
  onUnauthorized((error) => {
    if (get().authStatus !== 'LOGGED_IN') return;
    void signOut({ local: true, expired: true, activityLimit: error.code === 'activity_limit_reached' });
  });
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('sportsbook-account');
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const message = event.data;
      if (message.type === 'rg') set({ rgModal: message.modal });
      else if (message.type === 'signed-out') {
        if (get().authStatus === 'LOGGED_IN') transition('signed-out', { ...ANONYMOUS });
      } else void loadPlayer();
    };
  }
  void (seed ? loadSeeded(seed) : loadPlayer());
}

/** Test helper: back to the first state. */
export function resetAuthStore(): void {
  started = false;
  channel?.close();
  channel = null;
  onUnauthorized(null);
  phoneVerificationRequired = false;
  set({ authStatus: 'UNKNOWN', ...ANONYMOUS, dialog: null, rgModal: null, notice: null, loadError: false });
}
