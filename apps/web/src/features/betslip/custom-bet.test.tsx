import { buildPlacementPayload } from '@sportsbook/domain/betslip/payload';
import { potentialWin } from '@sportsbook/domain/betslip/stakes';
import { initialTicket } from '@sportsbook/domain/betslip/ticket-state';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { mockServer } from '../account/test-fixtures';
import { resetOddsTypeForTests } from '../odds/odds-type';
import { sendPlacement } from './place';
import { type SelectionRef, useSelectionStore } from './selection-store';
import SlipBody from './slip-body';
import { slipTestMessages } from './test-fixtures';

const messages = {
  ...slipTestMessages(),
  'error.place_bets.invalid_odds_custom_bet': en.error.place_bets.invalid_odds_custom_bet,
};
const store = () => useSelectionStore.getState();

const leg = (marketId: number, specifier: string, outcomeId: string, name: string, odds: number): SelectionRef => ({
  key: `7:${marketId}:${specifier}:${outcomeId}`,
  matchId: 7,
  marketId,
  specifier,
  outcomeId,
  outcomeName: name,
  marketName: marketId === 1 ? '1x2' : 'Total',
  matchName: 'Lions - Tigers',
  matchStatus: 0,
  odds,
});
const LEGS = [leg(1, '', '1', 'Lions', 2.1), leg(18, 'total=2.5', '12', 'Over 2.5', 1.9)];

beforeEach(() => {
  resetOddsTypeForTests();
  useSelectionStore.setState({
    ticket: initialTicket(),
    selections: [],
    context: { multiSingleByProvider: {}, currency: 'EUR', subunits: 2 },
    acceptMode: 'none',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a bet builder bet in the slip', () => {
  it('is one custom bet whose payload sends the legs at their odds and the quoted custom_odds', async () => {
    act(() => {
      store().addCustom(LEGS, 3.4);
      store().setStake(0, 1000);
    });
    const [bet] = store().ticket.bets;
    expect(store().ticket.bets).toHaveLength(1);
    expect(bet && potentialWin(bet)).toBe(3400);
    const sent: unknown[] = [];
    mockServer({
      'POST /api/v3/bets': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: [] };
      },
    });
    await sendPlacement(store().ticket.bets, { quick: false });
    const expected = {
      meta: { device_id: expect.any(String), quick: false, type: 'custom_bet' },
      bets: [
        {
          stake: { value: '10.00', currency: 'EUR' },
          selections: [
            { match_id: 7, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 },
            { match_id: 7, market_id: 18, specifier: 'total=2.5', outcome_id: '12', odds: 1.9 },
          ],
          custom_odds: 3.4,
        },
      ],
    };
    expect(sent).toEqual([expected]);
    expect(buildPlacementPayload(store().ticket.bets, { deviceId: 'd', quick: false })).toEqual({
      ...expected,
      meta: { ...expected.meta, device_id: 'd' },
    });
  });

  it('shows as "Bet builder" with its legs, odds, stake and potential win', () => {
    act(() => {
      store().addCustom(LEGS, 3.4);
      store().setStake(0, 1000);
    });
    render(<SlipBody messages={messages} locale="en" />);
    expect(screen.getByText('Bet builder')).toBeTruthy();
    const legs = screen.getByRole('list', { name: 'Bet builder picks: Lions - Tigers' });
    expect([...legs.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['1x2 Lions', 'Total Over 2.5']);
    expect(screen.getByText('3.40')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Stake: Bet builder' })).toBeTruthy();
    expect(screen.getByTestId('potential-win').textContent).toBe('€34.00');
    // No bet type switch for the builder's legs.
    expect(screen.queryByRole('button', { name: 'Combo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove bet builder: Lions - Tigers' }));
    expect(store().ticket.bets).toHaveLength(0);
  });

  it('explains a refused moved price (code 120) and gets the new price', async () => {
    act(() => {
      store().addCustom(LEGS, 3.4);
      store().setStake(0, 1000);
      store().dispatch({ type: 'placeRequested' });
      store().dispatch({ type: 'placementSent' });
      store().dispatch({ type: 'placementFailed', failure: { status: 422, code: 120, message: 'odds moved' } });
    });
    const bodies: unknown[] = [];
    mockServer({
      'POST /api/v3/bets/custom/odds': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 200, body: { odds: 3.1, probability: 0.3 } };
      },
    });
    render(<SlipBody messages={messages} locale="en" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The bet builder price has changed. Get the new price and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get the new price' }));
    await waitFor(() => expect(store().ticket.bets[0]?.customOdds).toBe(3.1));
    expect(bodies).toEqual([
      {
        match_id: 7,
        selections: [
          { match_id: 7, market_id: 1, specifier: '', outcome_id: '1' },
          { match_id: 7, market_id: 18, specifier: 'total=2.5', outcome_id: '12' },
        ],
      },
    ]);
    expect(screen.getByText('3.10')).toBeTruthy();
    expect(store().ticket.error).toBeNull();
  });
});
