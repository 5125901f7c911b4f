import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const realtime = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    onRealtimeEvent: (type: string, handler: (payload: unknown) => void) => {
      handlers.set(type, handler);
      return () => handlers.delete(type);
    },
    onPrivateEvent: () => () => undefined,
    onPrivateSubscribed: () => () => undefined,
    retainChannel: () => () => undefined,
  };
});
vi.mock('../../shared/realtime/realtime', () => realtime);

import { useAuthStore } from '../account/auth-store';
import { player } from '../account/test-fixtures';
import { RewardsSections } from './rewards-sections';
import { hunting, jackpot, m, paged, polyfillDialog, stubApi, tournament } from './test-fixtures';

beforeEach(() => {
  polyfillDialog();
  useAuthStore.setState({ authStatus: 'LOGGED_IN', player });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.setState({ authStatus: 'UNKNOWN', player: null });
});

const empty = () => ({ status: 200, body: paged([]) });

describe('the promotions page engagement sections', () => {
  it('shows a hunting card with its progress bar, steps, rule and Join; joining reads hunting and tournaments again', async () => {
    let joined = false;
    const calls = stubApi({
      'GET /api/v3/bonuses/huntings': () => ({ status: 200, body: paged([hunting({ joined })]) }),
      'GET /api/v3/bonuses/tournaments': empty,
      'GET /api/v3/bonuses/lootboxes': empty,
      'GET /api/v3/jackpots': () => ({ status: 200, body: { data: [] } }),
      'POST /api/v3/bonuses/11/activate': () => {
        joined = true;
        return { status: 200, body: { id: 11, type: 'hunting', joined: true } };
      },
    });
    render(<RewardsSections m={m} locale="en" />);
    const card = await screen.findByRole('article', { name: 'Hunt the free bets' });
    const bar = within(card).getByRole('progressbar', { name: 'Progress of Hunt the free bets' });
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 5 bets');
    expect((bar as HTMLProgressElement).value).toBe(3);
    expect((bar as HTMLProgressElement).max).toBe(5);
    expect(card.textContent).toContain('3 of 5 bets');
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '✓3 bets: 1 free bet worth €5.00Reached',
      '5 bets: 2 free bets worth €10.00',
    ]);
    expect(card.textContent).toContain('Bets of €2.00 or more at odds of 1.5 or more count');

    const before = calls.filter((c) => c.startsWith('GET /api/v3/bonuses/tournaments')).length;
    fireEvent.click(within(card).getByRole('button', { name: 'Join' }));
    expect(await within(card).findByText('You take part')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Join' })).toBeNull();
    expect(calls).toContain('POST /api/v3/bonuses/11/activate');
    expect(calls.filter((c) => c.startsWith('GET /api/v3/bonuses/tournaments')).length).toBe(before + 1);
    // Asked in the page's locale, 4 a page.
    expect(calls).toContain('GET /api/v3/bonuses/huntings?page=1&limit=4&locale=en');
  });

  it('says what to do when a join is refused, and asks a visitor to sign in instead', async () => {
    stubApi({
      'GET /api/v3/bonuses/huntings': () => ({ status: 200, body: paged([hunting()]) }),
      'GET /api/v3/bonuses/tournaments': empty,
      'GET /api/v3/bonuses/lootboxes': empty,
      'GET /api/v3/jackpots': () => ({ status: 200, body: { data: [] } }),
      'POST /api/v3/bonuses/11/activate': () => ({ status: 404, body: { error: { code: 'not_found', message: 'x' } } }),
    });
    render(<RewardsSections m={m} locale="en" />);
    const card = await screen.findByRole('article', { name: 'Hunt the free bets' });
    fireEvent.click(within(card).getByRole('button', { name: 'Join' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'This campaign is no longer running. Reload the page to see what is on.',
    );
    act(() => useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null }));
    const again = await screen.findByRole('article', { name: 'Hunt the free bets' });
    expect(within(again).getByRole('button', { name: 'Sign in to join' })).toBeTruthy();
  });

  it('shows empty states, pages with "Show more", and a failed list with a retry', async () => {
    let failTournaments = true;
    const calls = stubApi({
      'GET /api/v3/bonuses/huntings': (url) =>
        url.searchParams.get('page') === '1'
          ? {
              status: 200,
              body: paged(
                [1, 2, 3, 4].map((id) => hunting({ id, name: `Hunt ${id}` })),
                5,
              ),
            }
          : { status: 200, body: paged([hunting({ id: 5, name: 'Hunt 5' })], 5, 2) },
      'GET /api/v3/bonuses/tournaments': () =>
        failTournaments ? { status: 500, body: { error: { code: 'internal', message: 'x' } } } : empty(),
      'GET /api/v3/bonuses/lootboxes': empty,
      'GET /api/v3/jackpots': () => ({ status: 200, body: { data: [] } }),
    });
    render(<RewardsSections m={m} locale="en" />);
    expect(await screen.findByRole('heading', { name: 'No lootboxes right now' })).toBeTruthy();
    expect(await screen.findByText('No jackpots running right now.')).toBeTruthy();
    const hunts = screen.getByRole('region', { name: 'Hunting' });
    await within(hunts).findByRole('article', { name: 'Hunt 4' });
    fireEvent.click(within(hunts).getByRole('button', { name: 'Show more' }));
    await within(hunts).findByRole('article', { name: 'Hunt 5' });
    expect(within(hunts).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls).toContain('GET /api/v3/bonuses/huntings?page=2&limit=4&locale=en');

    const tournaments = screen.getByRole('region', { name: 'Tournaments' });
    expect((await within(tournaments).findByRole('alert')).textContent).toContain(
      'This list could not be loaded. Check your connection and try again.',
    );
    failTournaments = false;
    fireEvent.click(within(tournaments).getByRole('button', { name: 'Try again' }));
    expect(await within(tournaments).findByRole('heading', { name: 'No tournaments running' })).toBeTruthy();
  });

  it('shows a tournament pool, prizes and stats, patches the pool live, and boosts with a free bet', async () => {
    const calls = stubApi({
      'GET /api/v3/bonuses/huntings': empty,
      'GET /api/v3/bonuses/tournaments': () => ({
        status: 200,
        body: paged([
          tournament({
            joined: true,
            position: 2,
            boostPoints: 10,
            freebetsToBoost: [{ id: 77, amount: 500, currency: 'EUR' }],
            farmingStats: { ...tournament().farmingStats, points: 40, betsCount: 4, potentialFreebetAmount: 30_000 },
          }),
        ]),
      }),
      'GET /api/v3/bonuses/lootboxes': empty,
      'GET /api/v3/jackpots': () => ({ status: 200, body: { data: [] } }),
      'POST /api/v3/bonuses/21/boost': (_url, init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ bonus_id: 77 });
        return { status: 200, body: { points: 90, added: 50 } };
      },
    });
    render(<RewardsSections m={m} locale="en" />);
    const card = await screen.findByRole('article', { name: 'Weekend cup' });
    expect(card.textContent).toContain('€1,000.00');
    expect(card.textContent).toContain('Running');
    const prizes = within(card).getByRole('table', { name: 'Prizes' });
    expect(within(prizes).getAllByRole('row')[1]?.textContent).toBe('150 %€500.00');
    expect(within(card).getByText('2 of 12')).toBeTruthy();

    act(() =>
      realtime.handlers.get('tournament_pool_changed')?.({ ts: 1, pool: { id: 21, amount: 150_000, state: 'paused' } }),
    );
    expect(card.textContent).toContain('€1,500.00');
    expect(card.textContent).toContain('Paused');

    const select = within(card).getByRole('combobox', { name: 'Free bet to spend on points' });
    expect(within(select).getByRole('option').textContent).toBe('€5.00 free bet');
    fireEvent.click(within(card).getByRole('button', { name: 'Boost' }));
    expect(await within(card).findByText('+50 points. You now have 90.')).toBeTruthy();
    expect(calls).toContain('POST /api/v3/bonuses/21/boost');
  });

  it('opens the leaderboard: the current player is marked, their own row follows the page, pages move', async () => {
    const row = (position: number, me = false) => ({
      position,
      isCurrentUser: me,
      userHash: `p${position}`,
      points: 100 - position,
      farmedAmount: position === 1 ? 5000 : 0,
      currency: 'EUR',
      farmedFreebetsCount: 1,
    });
    stubApi({
      'GET /api/v3/bonuses/huntings': empty,
      'GET /api/v3/bonuses/tournaments': () => ({
        status: 200,
        body: paged([tournament({ joined: true, position: 14 })]),
      }),
      'GET /api/v3/bonuses/lootboxes': empty,
      'GET /api/v3/jackpots': () => ({ status: 200, body: { data: [] } }),
      'GET /api/v3/bonuses/tournaments/21/rating': (url) => {
        const page = Number(url.searchParams.get('page'));
        return {
          status: 200,
          body: {
            ...paged(page === 1 ? [row(1), row(2)] : [row(11), row(14, true)], 14, page, 10),
            me: row(14, true),
          },
        };
      },
    });
    render(<RewardsSections m={m} locale="en" />);
    const card = await screen.findByRole('article', { name: 'Weekend cup' });
    fireEvent.click(within(card).getByRole('button', { name: 'Leaderboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leaderboard: Weekend cup' });
    await within(dialog).findByText('p1');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1p199€50.00', '2p298€0.00', '14You86€0.00']);
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
    expect(rows[0]?.getAttribute('aria-current')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('p11');
    // The player's row is on this page: shown once, marked.
    expect(within(dialog).getAllByText('You')).toHaveLength(1);
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows jackpots with levels, polls them every 15 s, follows jackpot_changed and joins an opt-in jackpot', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let amount = 123_456;
    const calls = stubApi({
      'GET /api/v3/bonuses/huntings': empty,
      'GET /api/v3/bonuses/tournaments': empty,
      'GET /api/v3/bonuses/lootboxes': empty,
      'GET /api/v3/jackpots': () => ({ status: 200, body: { data: [jackpot({ amount })] } }),
      'POST /api/v3/jackpots': () => ({ status: 204 }),
    });
    render(<RewardsSections m={m} locale="en" />);
    const card = await screen.findByRole('article', { name: 'Sportsbook Jackpot' });
    expect(within(card).getByTestId('jackpot-ticker').textContent).toBe('€1,234.56');
    const levels = within(card).getByRole('table', { name: 'Levels of Sportsbook Jackpot' });
    expect(
      within(levels)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LevelPoolMust drop by', 'Mini€234.56€500.00', 'Major€1,000.00By chance']);

    act(() =>
      realtime.handlers.get('jackpot_changed')?.({
        ts: 1,
        jackpot: { id: 41, amount: 130_000, levels: [{ code: 'mini', pool: 30_000 }] },
      }),
    );
    expect(within(card).getByTestId('jackpot-ticker').textContent).toBe('€1,300.00');
    expect(within(levels).getAllByRole('row')[1]?.textContent).toBe('Mini€300.00€500.00');

    const reads = () => calls.filter((c) => c.startsWith('GET /api/v3/jackpots')).length;
    const first = reads();
    amount = 140_000;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(reads()).toBe(first + 1);
    await waitFor(() => expect(within(card).getByTestId('jackpot-ticker').textContent).toBe('€1,400.00'));

    fireEvent.click(within(card).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(calls).toContain('POST /api/v3/jackpots'));
  });
});

describe('the sections the server read with the page (CLS 0: they do not grow under what follows them)', () => {
  const served = (player: boolean) => ({
    player,
    huntings: paged([hunting()]),
    tournaments: paged([]),
    lootboxes: paged([]),
    jackpots: [jackpot()],
  });
  const readsOf = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/v3/'));

  it('shows them from the first paint and reads nothing again when the session is the one the server read', async () => {
    const calls = stubApi({});
    render(<RewardsSections m={m} locale="en" served={served(true)} />);
    expect(screen.getByRole('article', { name: 'Hunt the free bets' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Sportsbook Jackpot' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(readsOf(calls)).toEqual([]);
  });

  it('keeps them shown and reads them again when the session is not the one the server read', async () => {
    const calls = stubApi({
      'GET /api/v3/bonuses/huntings': () => ({ status: 200, body: paged([hunting({ joined: true })]) }),
      'GET /api/v3/bonuses/tournaments': empty,
      'GET /api/v3/bonuses/lootboxes': empty,
      'GET /api/v3/jackpots': () => ({ status: 200, body: { data: [jackpot()] } }),
    });
    render(<RewardsSections m={m} locale="en" served={served(false)} />);
    const card = screen.getByRole('article', { name: 'Hunt the free bets' });
    expect(await within(card).findByText('You take part')).toBeTruthy();
    expect(
      readsOf(calls)
        .map((c) => c.split('?')[0])
        .sort(),
    ).toEqual([
      'GET /api/v3/bonuses/huntings',
      'GET /api/v3/bonuses/lootboxes',
      'GET /api/v3/bonuses/tournaments',
      'GET /api/v3/jackpots',
    ]);
  });
  it("offers a player's Join before the session is known, and a click then waits for the session", async () => {
    useAuthStore.setState({ authStatus: 'UNKNOWN', player: null });
    const calls = stubApi({
      'POST /api/v3/bonuses/11/activate': () => ({ status: 200, body: { id: 11, type: 'hunting', joined: true } }),
      'GET /api/v3/bonuses/huntings': () => ({ status: 200, body: paged([hunting({ joined: true })]) }),
      'GET /api/v3/bonuses/tournaments': empty,
    });
    render(<RewardsSections m={m} locale="en" served={served(true)} />);
    const card = screen.getByRole('article', { name: 'Hunt the free bets' });
    fireEvent.click(within(card).getByRole('button', { name: 'Join' }));
    expect(calls).not.toContain('POST /api/v3/bonuses/11/activate');
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player }));
    expect(await within(card).findByText('You take part')).toBeTruthy();
    expect(calls).toContain('POST /api/v3/bonuses/11/activate');
  });
});
