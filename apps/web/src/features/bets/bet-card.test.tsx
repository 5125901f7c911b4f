import type { Bet } from '@sportsbook/contract/bets';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
