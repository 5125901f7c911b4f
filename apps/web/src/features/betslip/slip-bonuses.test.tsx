import type { AvailableBonus } from '@sportsbook/contract/bonuses';
import { placementBet } from '@sportsbook/domain/betslip/payload';
import { initialTicket } from '@sportsbook/domain/betslip/ticket-state';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../account/auth-store';
import { loggedIn, mockServer, player } from '../account/test-fixtures';
import { resetOddsTypeForTests } from '../odds/odds-type';
import { usePanelStore } from './panel-store';
import { selectionOf, useSelectionStore } from './selection-store';
import SlipBody from './slip-body';
import { BONUS_DEBOUNCE_MS, bonusRequest } from './slip-bonuses';
import { refFor, slipTestMessages } from './test-fixtures';

const messages = slipTestMessages();
const store = () => useSelectionStore.getState();
const firstBet = () => store().ticket.bets[0];

const boost = (boostOdds: number, nextBoost: AvailableBonus['nextBoost']): AvailableBonus => ({
  id: 7,
  type: 'comboboost',
  name: 'Acca boost',
  status: 'active',
  amount: null,
  currency: null,
  subunits: null,
  boostOdds,
  nextBoost,
  problem: null,
});
const freebet = (problem: string | null = null): AvailableBonus => ({
  id: 9,
  type: 'freebet_all_win',
  name: 'Welcome',
  status: 'active',
  amount: 500,
  currency: 'EUR',
  subunits: 2,
  boostOdds: null,
  nextBoost: null,
  problem,
});
const blocked: AvailableBonus = { ...freebet('bonus.min_odds'), id: 10, name: 'High odds only' };

type Body = { bets: { selections: { match_id: number }[]; stake?: { value: string; currency: string } }[] };

/** The server's answer by the combo's size: 2 selections boost ×1.10 (×1.20 from 4), 3 boost ×1.20, free bet to 2. */
function bonusesFor(init: RequestInit | undefined) {
  const body = JSON.parse(String(init?.body)) as Body;
  return {
    status: 200,
    body: {
      bets: body.bets.map((bet, index) => ({
        index,
        availableBonuses:
          bet.selections.length >= 3
            ? [boost(1.2, null), freebet('bonus.selection_count')]
            : [boost(1.1, { more: 2, odds: 1.2 }), freebet(), blocked],
      })),
    },
  };
}

function combo() {
  act(() => {
    store().toggle(refFor('a', 1, 2));
    store().toggle(refFor('b', 2, 2));
    store().setStake(0, 1000);
  });
}

const bonusSelect = () => screen.findByRole('combobox', { name: 'Bonus' }) as Promise<HTMLSelectElement>;
const stakeInput = () => screen.getByRole('textbox', { name: 'Stake: Combo' }) as HTMLInputElement;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the question for the slip’s bets', () => {
  it('asks about every bet but custom ones, with the stake’s currency even at 0; the stake’s value is no new question', () => {
    const bet = (key: string, stake: number) => ({
      stake,
      currency: 'EUR',
      subunits: 2,
      betType: 'single' as const,
      systemType: null,
      customOdds: null,
      selections: [selectionOf(refFor(key, 1))],
    });
    const custom = { ...bet('c', 0), betType: 'custom_bet' as const, customOdds: 3 };
    const request = bonusRequest([bet('a', 0), custom, bet('b', 250)]);
    expect(request.indexes).toEqual([0, 2]);
    expect(request.bets.map((b) => b.stake)).toEqual([
      { value: '0.00', currency: 'EUR' },
      { value: '2.50', currency: 'EUR' },
    ]);
    expect(bonusRequest([bet('a', 900), custom, bet('b', 1)]).key).toBe(request.key);
  });
});

describe('the slip’s bonuses (POST /api/v3/bonuses)', () => {
  beforeEach(() => {
    resetOddsTypeForTests();
    usePanelStore.setState({ isOpen: true, tab: 'BET_SLIP', myBetsHidden: false });
    useSelectionStore.setState({
      ticket: initialTicket(),
      selections: [],
      context: { multiSingleByProvider: {}, currency: 'EUR', subunits: 2 },
      acceptMode: 'none',
    });
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the usable bonuses, auto-picks the boost and shows the boosted odds, win and next range', async () => {
    const bodies: Body[] = [];
    const calls = mockServer({
      'POST /api/v3/bonuses': (init) => {
        bodies.push(JSON.parse(String(init?.body)) as Body);
        return bonusesFor(init);
      },
    });
    combo();
    render(<SlipBody messages={messages} locale="en" />);
    const select = await bonusSelect();
    expect([...select.options].map((option) => option.text)).toEqual([
      'No bonus',
      'Combo boost ×1.10 — Acca boost',
      'Free bet €5.00 — Welcome',
    ]);
    await waitFor(() => expect(select.value).toBe('comboboost:7'));
    expect(firstBet()?.bonus).toEqual({ id: '7', type: 'comboboost', odds: 1.1 });
    const bet = firstBet();
    expect(bet && placementBet(bet).bonus).toEqual({ id: '7', type: 'comboboost', odds: 1.1 });
    expect(screen.getByText('Boost ×1.10').isConnected).toBe(true);
    expect(screen.getByTestId('boosted-odds').textContent).toBe('4.40');
    expect(screen.getByTestId('potential-win').textContent).toBe('€44.00');
    expect(screen.getByText('Add 2 more selections for a ×1.20 boost').isConnected).toBe(true);
    expect(calls.filter((call) => call === 'POST /api/v3/bonuses')).toHaveLength(1);
    expect(bodies[0]?.bets).toEqual([
      {
        selections: [
          { match_id: 1, market_id: 1, specifier: '', outcome_id: 'a', odds: 2 },
          { match_id: 2, market_id: 1, specifier: '', outcome_id: 'b', odds: 2 },
        ],
        stake: { value: '10.00', currency: 'EUR' },
      },
    ]);
  });

  it('a free bet stakes its amount in a read-only field; removing it stakes 0 and the boost is not picked again', async () => {
    mockServer({ 'POST /api/v3/bonuses': bonusesFor });
    combo();
    render(<SlipBody messages={messages} locale="en" />);
    const select = await bonusSelect();
    await waitFor(() => expect(select.value).toBe('comboboost:7'));
    fireEvent.change(select, { target: { value: 'freebet_all_win:9' } });
    expect(firstBet()?.stake).toBe(500);
    expect(firstBet()?.bonus).toEqual({ id: '9', type: 'freebet_all_win', amount: 500 });
    expect(stakeInput().readOnly).toBe(true);
    expect(stakeInput().value).toBe('5');
    expect(screen.queryByText('Boost ×1.10')).toBeNull();
    fireEvent.change(select, { target: { value: '' } });
    expect(firstBet()?.stake).toBe(0);
    expect(firstBet()?.bonus).toBeNull();
    expect(stakeInput().readOnly).toBe(false);
    await pause(BONUS_DEBOUNCE_MS + 50);
    expect(select.value).toBe('');
  });

  it('drops a chosen free bet the grown combo can no longer use (stake 0) and picks the boost of the new count', async () => {
    mockServer({ 'POST /api/v3/bonuses': bonusesFor });
    combo();
    render(<SlipBody messages={messages} locale="en" />);
    const select = await bonusSelect();
    await waitFor(() => expect(select.value).toBe('comboboost:7'));
    fireEvent.change(select, { target: { value: 'freebet_all_win:9' } });
    act(() => store().toggle(refFor('c', 3, 2)));
    await waitFor(() => expect(firstBet()?.bonus).toEqual({ id: '7', type: 'comboboost', odds: 1.2 }));
    expect(firstBet()?.stake).toBe(0);
    expect(stakeInput().readOnly).toBe(false);
    expect(screen.queryByText(/more selection/)).toBeNull();
  });

  it('asks again after a placement: the free bet it used is dropped once the success screen is left', async () => {
    let placed = false;
    const placedBet = {
      id: '1',
      reference: 'SB0000000001',
      type: 'combo',
      totalStake: 500,
      potentialWin: 2000,
      stake: { value: 500, currency: 'EUR', subunits: 2 },
      odds: 4,
      system: null,
      selections: [],
    };
    const bodies: unknown[] = [];
    mockServer({
      ...loggedIn,
      // Once placed, the free bet is used up.
      'POST /api/v3/bonuses': (init) =>
        placed
          ? { status: 200, body: { bets: [{ index: 0, availableBonuses: [boost(1.1, null)] }] } }
          : bonusesFor(init),
      'POST /api/v3/bets': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        placed = true;
        return { status: 201, body: [placedBet] };
      },
    });
    combo();
    render(<SlipBody messages={messages} locale="en" />);
    const select = await bonusSelect();
    await waitFor(() => expect(select.value).toBe('comboboost:7'));
    fireEvent.change(select, { target: { value: 'freebet_all_win:9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet €5.00' }));
    const receipt = await screen.findByRole('heading', { name: 'Bet placed' });
    // Placed here: the Place button that had focus is gone, and the receipt's heading takes it.
    await waitFor(() => expect(document.activeElement).toBe(receipt));
    expect(bodies[0]).toMatchObject({
      bets: [{ stake: { value: '5.00', currency: 'EUR' }, bonus: { id: '9', type: 'freebet_all_win' } }],
    });
    await pause(BONUS_DEBOUNCE_MS + 50);
    expect(screen.getByRole('heading', { name: 'Bet placed' }).isConnected).toBe(true);
    expect(firstBet()?.bonus?.type).toBe('freebet_all_win');
    fireEvent.click(screen.getByRole('button', { name: 'Keep selections' }));
    await waitFor(() => expect(firstBet()?.bonus).toEqual({ id: '7', type: 'comboboost', odds: 1.1 }));
    expect(firstBet()?.stake).toBe(0);
  });

  it('ignores an answer for selections since changed', async () => {
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!url.startsWith('/api/v3/bonuses?')) return new Response(null, { status: 404 });
        const { body } = bonusesFor(init);
        const response = new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        return answers.length === 0 ? new Promise<Response>((resolve) => answers.push(resolve)) : response;
      }),
    );
    combo();
    render(<SlipBody messages={messages} locale="en" />);
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => store().toggle(refFor('c', 3, 2)));
    await waitFor(() => expect(firstBet()?.bonus).toEqual({ id: '7', type: 'comboboost', odds: 1.2 }));
    // The first question's answer (two selections: ×1.10) comes last.
    const late = bonusesFor({ body: JSON.stringify({ bets: [{ selections: [{}, {}] }] }) }).body;
    await act(async () => answers[0]?.(new Response(JSON.stringify(late))));
    await pause(20);
    expect(firstBet()?.bonus).toEqual({ id: '7', type: 'comboboost', odds: 1.2 });
    expect((await bonusSelect()).options[1]?.text).toBe('Combo boost ×1.20 — Acca boost');
  });

  it('asks nothing for a visitor and hides the section when the read fails', async () => {
    useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null });
    const calls = mockServer({ 'POST /api/v3/bonuses': bonusesFor });
    combo();
    const { unmount } = render(<SlipBody messages={messages} locale="en" />);
    await pause(BONUS_DEBOUNCE_MS + 50);
    expect(calls).not.toContain('POST /api/v3/bonuses');
    expect(screen.queryByRole('combobox', { name: 'Bonus' })).toBeNull();
    unmount();

    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player }));
    const failing = mockServer({ 'POST /api/v3/bonuses': () => ({ status: 500, body: { error: { code: 'x' } } }) });
    render(<SlipBody messages={messages} locale="en" />);
    await waitFor(() => expect(failing).toContain('POST /api/v3/bonuses'));
    await pause(20);
    expect(screen.queryByRole('combobox', { name: 'Bonus' })).toBeNull();
    expect(firstBet()?.bonus).toBeUndefined();
  });
});
