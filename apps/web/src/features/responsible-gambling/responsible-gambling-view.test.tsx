import type { UserLimit } from '@sportsbook/contract/platform';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime');

import en from '../../../messages/en.json';
import { loadPlayer, resetAuthStore, useAuthStore } from '../account/auth-store';
import { flattenMessages } from '../account/i18n';
import { loggedIn, mockServer, type Route } from '../account/test-fixtures';
import { ResponsibleGamblingView } from './responsible-gambling-view';

const messages = flattenMessages(en['responsible-gambling']);

const limit = (fields: Partial<UserLimit> & Pick<UserLimit, 'id' | 'type'>): UserLimit => ({
  strategy: 'amount',
  status: 'active',
  period: 'day',
  parentType: 'financial',
  value: 5000,
  currency: 'EUR',
  disableAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmUntil: null,
  ...fields,
});

/** A deposit limit of €50 a day, a loosening to €100 waiting until 26 Nov, and a 30-minute reality check. */
const LIMITS: UserLimit[] = [
  limit({ id: 5, type: 'deposit', value: 10_000, status: 'unconfirmed', confirmUntil: '2026-11-26T12:00:00.000Z' }),
  limit({ id: 4, type: 'deposit' }),
  limit({
    id: 3,
    type: 'reality_check',
    strategy: 'duration',
    parentType: 'time',
    period: null,
    value: 30,
    currency: null,
  }),
];

type Call = { key: string; body: unknown };

async function signedIn(routes: Record<string, Route>, limits: UserLimit[] = LIMITS) {
  const bodies: Call[] = [];
  const record =
    (key: string, route: Route): Route =>
    (init) => {
      bodies.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return route(init);
    };
  const calls = mockServer({
    ...loggedIn,
    'GET /user_limits': () => ({ status: 200, body: limits }),
    ...Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, record(key, route)])),
  });
  await loadPlayer();
  render(<ResponsibleGamblingView messages={messages} locale="en" />);
  await screen.findByRole('region', { name: 'Deposit limit' });
  return { calls, bodies };
}

const region = (name: string) => screen.getByRole('region', { name });
const status = (section: HTMLElement) => within(section).getByRole('status').textContent;

beforeEach(() => {
  // The page compares dates with now (a loosening is confirmable after its delay): today is 25 Nov 2026 here.
  vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00.000Z'), toFake: ['Date'] });
  resetAuthStore();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('responsible-gambling page', () => {
  it('asks a visitor to sign in', async () => {
    mockServer({ 'GET /player': () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'x' } } }) });
    await loadPlayer();
    render(<ResponsibleGamblingView messages={messages} locale="en" />);
    expect(await screen.findByText(messages['sign-in-text'] ?? '')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows a loading skeleton until the player is known', () => {
    render(<ResponsibleGamblingView messages={messages} locale="en" />);
    const skeleton = screen.getByRole('status', { name: 'Loading your limits' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
  });

  it('lists each limit with its value per period, its status and the pending change with its date', async () => {
    await signedIn({});
    const deposit = region('Deposit limit');
    const [current, pending] = within(deposit)
      .getAllByRole('definition')
      .filter((d) => d.querySelector('span'));
    expect(current?.textContent).toContain('€50.00 per day');
    expect(current?.textContent).toContain('Active');
    expect(pending?.textContent).toContain('€100.00 per day');
    expect(pending?.textContent).toContain('Waiting');
    expect(pending?.textContent).toContain('Can be confirmed from Nov 26, 2026');
    expect(region('Reality check').textContent).toContain('Every 30 minutes');
    expect(region('Loss limit').textContent).toContain('No limit set.');
    expect(screen.getByText('You have 2 limits set.')).toBeTruthy();
  });

  it('sets a limit: sends type, period, minor units and currency, and says when it applies', async () => {
    const { bodies } = await signedIn({
      'POST /user_limits': () => ({ status: 201, body: limit({ id: 9, type: 'wager', period: 'week', value: 2550 }) }),
    });
    const wager = region('Wager limit');
    fireEvent.change(within(wager).getByLabelText('Period'), { target: { value: 'week' } });
    fireEvent.change(within(wager).getByLabelText('Amount in EUR'), { target: { value: '25.50' } });
    fireEvent.click(within(wager).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(status(wager)).toBe('Your limit is saved and applies now.'));
    expect(bodies).toEqual([
      { key: 'POST /user_limits', body: { type: 'wager', period: 'week', value: 2550, currency: 'EUR' } },
    ]);
  });

  it('tells the player when a higher limit waits, and sends minutes for a time limit', async () => {
    const { bodies } = await signedIn({
      'POST /user_limits': () => ({
        status: 201,
        body: limit({
          id: 9,
          type: 'reality_check',
          strategy: 'duration',
          period: null,
          value: 60,
          currency: null,
          status: 'unconfirmed',
          confirmUntil: '2026-11-26T12:00:00.000Z',
        }),
      }),
    });
    const check = region('Reality check');
    expect(within(check).queryByLabelText('Period')).toBeNull();
    fireEvent.change(within(check).getByLabelText('Minutes'), { target: { value: '60' } });
    fireEvent.click(within(check).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(status(check)).toContain('You can confirm your new limit from Nov 26, 2026'));
    expect(bodies[0]?.body).toEqual({ type: 'reality_check', value: 60 });
  });

  it('checks the value before sending it', async () => {
    const { bodies } = await signedIn({});
    const deposit = region('Deposit limit');
    const amount = within(deposit).getByLabelText('Amount in EUR');
    fireEvent.click(within(deposit).getByRole('button', { name: 'Save limit' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(deposit.textContent).toContain('Enter a value.');
    fireEvent.change(amount, { target: { value: '10.505' } });
    fireEvent.click(within(deposit).getByRole('button', { name: 'Save limit' }));
    expect(deposit.textContent).toContain('Use at most 2 decimals.');
    const session = region('Session length');
    fireEvent.change(within(session).getByLabelText('Minutes'), { target: { value: '99999' } });
    fireEvent.click(within(session).getByRole('button', { name: 'Save limit' }));
    expect(session.textContent).toContain('Enter at most 44,640 minutes.');
    expect(bodies).toEqual([]);
  });

  it('removes a limit: the removal waits, and the page says until when it still applies', async () => {
    const { bodies, calls } = await signedIn({
      'DELETE /user_limits/4': () => ({
        status: 200,
        body: limit({ id: 4, type: 'deposit', status: 'unconfirmed_disabled', disableAt: '2026-11-26T12:00:00.000Z' }),
      }),
    });
    const deposit = region('Deposit limit');
    fireEvent.click(within(deposit).getByRole('button', { name: 'Remove limit' }));
    await waitFor(() => expect(status(deposit)).toContain('Your limit is removed on Nov 26, 2026'));
    expect(bodies.map((b) => b.key)).toEqual(['DELETE /user_limits/4']);
    expect(calls.filter((c) => c === 'GET /user_limits')).toHaveLength(2);
  });

  it('cancels a pending loosening at once', async () => {
    const { bodies } = await signedIn({
      'DELETE /user_limits/5': () => ({ status: 200, body: limit({ id: 5, type: 'deposit', status: 'disabled' }) }),
    });
    const deposit = region('Deposit limit');
    fireEvent.click(within(deposit).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(status(deposit)).toBe('The requested change is cancelled. Your current limit stays.'));
    expect(bodies.map((b) => b.key)).toEqual(['DELETE /user_limits/5']);
  });

  it('shows a server error as a translated alert, never the raw message', async () => {
    await signedIn({
      'POST /user_limits': () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'slow down' } } }),
      'DELETE /user_limits/5': () => ({ status: 409, body: { error: { code: 'weird', message: 'raw text' } } }),
    });
    const deposit = region('Deposit limit');
    fireEvent.change(within(deposit).getByLabelText('Amount in EUR'), { target: { value: '20' } });
    fireEvent.click(within(deposit).getByRole('button', { name: 'Save limit' }));
    expect((await within(deposit).findByRole('alert')).textContent).toBe(
      'Too many attempts. Wait a minute and try again.',
    );
    fireEvent.click(within(deposit).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() =>
      expect(within(deposit).getByRole('alert').textContent).toBe('Your change could not be saved. Try again.'),
    );
    expect(deposit.textContent).not.toContain('raw text');
  });

  it('self-exclusion: explains its effects, keeps focus in the dialog, and signs the player out once confirmed', async () => {
    const { bodies, calls } = await signedIn({
      'POST /user_limits': () => ({
        status: 201,
        body: limit({
          id: 11,
          type: 'selfexclusion',
          strategy: 'exclusion',
          parentType: 'exclusion',
          period: 'year',
          value: null,
          currency: null,
          disableAt: '2027-11-25T12:00:00.000Z',
        }),
      }),
    });
    const card = region('Self-exclusion');
    fireEvent.change(within(card).getByLabelText('Length'), { target: { value: 'year' } });
    const opener = within(card).getByRole('button', { name: 'Exclude myself' });
    fireEvent.click(opener);

    let dialog = screen.getByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('Length: 1 year.');
    expect(dialog.textContent).toContain('You are signed out at once, on every device.');
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(bodies).toEqual([]);

    fireEvent.click(opener);
    dialog = screen.getByRole('dialog', { name: 'Exclude yourself?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    });
    await waitFor(() => expect(useAuthStore.getState().authStatus).toBe('NOT_LOGGED_IN'));
    expect(bodies).toEqual([{ key: 'POST /user_limits', body: { type: 'selfexclusion', period: 'year' } }]);
    // The server has ended the session already: no sign-out call.
    expect(calls).not.toContain('DELETE /users/sign_out');
    expect(screen.getByRole('status').textContent).toContain('You can sign in again after Nov 25, 2027');
    expect(screen.queryByRole('region', { name: 'Deposit limit' })).toBeNull();
  });

  it('keeps the player signed in when the exclusion is refused, and shows why in the dialog', async () => {
    await signedIn({
      'POST /user_limits': () => ({ status: 500, body: { error: { code: 'internal', message: 'boom' } } }),
    });
    fireEvent.click(within(region('Cooling-off')).getByRole('button', { name: 'Start cooling-off' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a cooling-off period?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, start cooling-off' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your change could not be saved. Try again.');
    expect(useAuthStore.getState().authStatus).toBe('LOGGED_IN');
  });

  it('a loosening past its delay waits for the player: Confirm change applies it', async () => {
    const due = [
      limit({ id: 5, type: 'deposit', value: 10_000, status: 'unconfirmed', confirmUntil: '2026-11-24T12:00:00.000Z' }),
      limit({ id: 4, type: 'deposit' }),
    ];
    const { bodies } = await signedIn(
      { 'POST /user_limits/5/confirm': () => ({ status: 200, body: { ...due[0], status: 'confirmed' } }) },
      due,
    );
    const deposit = region('Deposit limit');
    expect(deposit.textContent).toContain('Waiting for your confirmation');
    await act(async () => {
      fireEvent.click(within(deposit).getByRole('button', { name: 'Confirm change' }));
    });
    await waitFor(() => expect(status(deposit)).toContain('Your new limit applies from now.'));
    expect(bodies.map((b) => b.key)).toEqual(['POST /user_limits/5/confirm']);
  });
});
