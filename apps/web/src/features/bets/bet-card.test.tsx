import type { Bet } from '@sportsbook/contract/bets';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../account/test-fixtures';
import { slipTestMessages } from '../betslip/test-fixtures';
import { resetOddsTypeForTests } from '../odds/odds-type';
import { BetCard } from './bet-card';

const messages = slipTestMessages();

const leg = (id: string, odds: number): Bet['selections'][number] => ({
  id,
  type: 'match',
  matchId: 1,
  matchUrnId: 'sr:match:1',
  matchName: 'Arsenal vs Chelsea',
  marketId: 1,
  specifier: '',
  outcomeId: id,
  outcomeName: id,
  marketName: '1X2',
  odds,
  acceptedOdds: odds,
  initialOdds: odds,
  isSuspended: false,
  isChanged: false,
  isNotAvailable: false,
  active: true,
  provider: 'betradar',
  matchStatus: 0,
  status: 'open',
  result: null,
  live: null,
});

function bet(changes: Partial<Bet>): Bet {
  return {
    id: '1',
    betId: 1,
    reference: 'SB0000000001',
    type: 'combo',
    status: 'waiting_results',
    result: 'no_results',
    stake: { value: 500, currency: 'EUR', subunits: 2 },
    totalStake: 500,
    odds: 4,
    potentialWin: 2000,
    winAmount: null,
    profit: null,
    toCashoutAmount: null,
    cashedOut: 0,
    autoCashout: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    settledAt: null,
    system: null,
    selections: [leg('a', 2), leg('b', 2)],
    bonus: null,
    bonusOdds: null,
    freebetStake: null,
    usedInJackpot: false,
    isVip: false,
    quick: false,
    stakeSource: 'stake',
    ...changes,
  };
}

function card(changes: Partial<Bet>) {
  render(<BetCard bet={bet(changes)} messages={messages} locale="en" onChanged={() => undefined} />);
  return within(screen.getByRole('article', { name: 'Combo SB0000000001' }));
}

describe('a bet card’s bonus (My Bets)', () => {
  beforeEach(() => resetOddsTypeForTests());

  it('a free bet says so and labels its stake as the free bet’s', () => {
    const view = card({ bonus: { id: 3, type: 'freebet_all_win', odds: null }, freebetStake: 500 });
    expect(view.getByText('Free bet').isConnected).toBe(true);
    expect(view.getByText('Free bet stake').parentElement?.textContent).toBe('Free bet stake€5.00');
    expect(view.queryByText('Stake')).toBeNull();
    expect(view.queryByText('Stake not returned')).toBeNull();
  });

  it('an only-win free bet adds that the stake is not returned', () => {
    const view = card({ bonus: { id: 3, type: 'freebet_only_win', odds: null }, freebetStake: 500 });
    expect(view.getByText('Free bet').isConnected).toBe(true);
    expect(view.getByText('Stake not returned').isConnected).toBe(true);
  });

  it('a no-risk bet is named so', () => {
    const view = card({ bonus: { id: 4, type: 'freebet_no_risk', odds: null }, freebetStake: 500 });
    expect(view.getByText('No-risk bet').isConnected).toBe(true);
    expect(view.queryByText('Free bet')).toBeNull();
  });

  it('a boost shows its multiplier next to the odds', () => {
    const view = card({ bonus: { id: 7, type: 'comboboost', odds: 1.1 }, bonusOdds: 1.1 });
    expect(view.getByText('Odds').parentElement?.textContent).toBe('Odds4.00Boost ×1.10');
    expect(view.getByText('Stake').parentElement?.textContent).toBe('Stake€5.00');
  });

  it('a cash bet shows no bonus', () => {
    const view = card({});
    expect(view.queryByText(/Free bet|No-risk|Boost/)).toBeNull();
  });
});

describe('a bet card’s cash-out: whole, part, automatic (issue 20)', () => {
  beforeEach(() => resetOddsTypeForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('takes part of the offer: the slider sets the amount and says what stake stays in play', async () => {
    const bodies: unknown[] = [];
    mockServer({
      'POST /api/v3/bets/cashout': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return {
          status: 200,
          body: {
            bet: bet({ stake: { value: 236, currency: 'EUR', subunits: 2 }, totalStake: 236, cashedOut: 250 }),
            balance: { value: 1250, currency: 'EUR', subunits: 2 },
          },
        };
      },
    });
    const changed = vi.fn();
    render(<BetCard bet={bet({ toCashoutAmount: 475 })} messages={messages} locale="en" onChanged={changed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cash out €4.75' }));
    expect(screen.getByText('Cash out now for €4.75? The offer can change.').isConnected).toBe(true);
    const slider = screen.getByRole('slider', { name: 'Amount to cash out' });
    fireEvent.change(slider, { target: { value: '250' } });
    // floor(500 × (475 − 250) / 475) = 236 of the stake stays open.
    expect(slider.getAttribute('aria-valuetext')).toBe('€2.50');
    expect(screen.getByText('Cash out €2.50 now; €2.36 of your stake stays in play.').isConnected).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm €2.50' }));
    });
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(bodies).toEqual([{ bet_id: 1, to_cashout: 250 }]);
  });

  it('moves keyboard focus into the confirmation it opens, and back to "Cash out" when it is cancelled', () => {
    render(<BetCard bet={bet({ toCashoutAmount: 475 })} messages={messages} locale="en" onChanged={vi.fn()} />);
    const open = screen.getByRole('button', { name: 'Cash out €4.75' });
    open.focus();
    fireEvent.click(open);
    // The button that had focus is gone: focus is on the confirmation's first control, not on the page.
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Amount to cash out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cash out €4.75' }));
  });

  it('shows what partial cash-outs paid, and sets and removes an automatic cash-out', async () => {
    const bodies: unknown[] = [];
    mockServer({
      'POST /api/v3/bets/auto-cashout': (init) => {
        const body = JSON.parse(String(init?.body)) as { amount: number | null };
        bodies.push(body);
        return { status: 200, body: bet({ toCashoutAmount: 475, autoCashout: body.amount }) };
      },
    });
    const changed = vi.fn();
    const { rerender } = render(
      <BetCard
        bet={bet({ toCashoutAmount: 475, cashedOut: 300 })}
        messages={messages}
        locale="en"
        onChanged={changed}
      />,
    );
    expect(screen.getByText('Cashed out so far').parentElement?.textContent).toBe('Cashed out so far€3.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Cash out automatically when the offer reaches' }), {
      target: { value: '12.5' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set auto cash-out' }));
    });
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ bet_id: 1, amount: 1250 }]);
    rerender(
      <BetCard
        bet={bet({ toCashoutAmount: 475, autoCashout: 1250 })}
        messages={messages}
        locale="en"
        onChanged={changed}
      />,
    );
    expect(screen.getByText('Auto cash-out at €12.50').isConnected).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    });
    expect(bodies[1]).toEqual({ bet_id: 1, amount: null });
  });

  it('a bet whose automatic cash-out runs says so and offers no controls', () => {
    const view = card({ status: 'cashout_in_progress', toCashoutAmount: 475 });
    expect(view.getByRole('status').textContent).toBe('Cash-out in progress…');
    expect(view.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });
});

describe('a bet card’s live legs (issue 20)', () => {
  beforeEach(() => resetOddsTypeForTests());

  it('an open leg of a live match shows its score and clock', () => {
    const live = {
      score: { home: 2, away: 1 },
      clock: {
        matchTime: 3780,
        stoppageTime: null,
        announcedStoppage: null,
        remainingTime: null,
        remainingTimeInPeriod: null,
        stopped: true,
        clockUpdatedAt: Date.now(),
      },
    };
    const view = card({ selections: [{ ...leg('a', 2), live }, leg('b', 2)] });
    const first = view.getAllByRole('listitem')[0];
    expect(first?.textContent).toContain('Live2–1');
    expect(within(first as HTMLElement).getByRole('timer').textContent).toBe('63:00');
    expect(view.getAllByRole('timer')).toHaveLength(1);
  });
});
