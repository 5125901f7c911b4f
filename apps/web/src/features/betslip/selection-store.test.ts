import { initialTicket } from '@sportsbook/domain/betslip/ticket-state';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePanelStore } from './panel-store';
import { marketsFromProblems } from './place';
import { TICKET_STORAGE_KEY, useSelectionStore } from './selection-store';
import { refFor } from './test-fixtures';

const store = () => useSelectionStore.getState();
const types = () => store().ticket.bets.map((bet) => bet.betType);

describe('slip store wiring (domain rules behind the outcome buttons)', () => {
  beforeEach(() => {
    localStorage.clear();
    usePanelStore.setState({ isOpen: false, tab: 'BET_SLIP', myBetsHidden: false });
    useSelectionStore.setState({
      ticket: initialTicket(),
      selections: [],
      context: { multiSingleByProvider: {}, currency: 'EUR', subunits: 2 },
      acceptMode: 'none',
    });
  });

  it('one selection is a single; a second merges into a combo (no multi-single); removing goes back', () => {
    act(() => store().toggle(refFor('a', 1)));
    expect(types()).toEqual(['single']);
    act(() => store().toggle(refFor('b', 2)));
    expect(types()).toEqual(['combo']);
    act(() => store().toggle(refFor('b', 2)));
    expect(types()).toEqual(['single']);
  });

  it('with multi-single allowed a second selection is another single, and the type switch merges them', () => {
    act(() => store().setContext({ multiSingleByProvider: { betradar: true } }));
    act(() => store().toggle(refFor('a', 1)));
    act(() => store().toggle(refFor('b', 2)));
    expect(types()).toEqual(['single', 'single']);
    act(() => store().changeType('combo'));
    expect(types()).toEqual(['combo']);
  });

  it('three selections offer systems; choosing 2/3 keeps the stake unit per line', () => {
    for (const [key, match] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      act(() => store().toggle(refFor(key, match)));
    act(() => store().setStake(0, 500));
    act(() => store().changeType('system', { winCount: 2, totalCount: 3 }));
    const [bet] = store().ticket.bets;
    expect(bet?.betType).toBe('system');
    expect(bet?.systemType).toEqual({ winCount: 2, totalCount: 3 });
    expect(bet?.stake).toBe(500);
    expect(store().ticket.systemTypes.length).toBeGreaterThan(0);
  });

  it('a moved price flags the selection (accept mode none) and accepting clears it', () => {
    act(() => store().toggle(refFor('a', 1, 2)));
    act(() =>
      store().marketsUpdated([
        { matchId: 1, id: 1, specifier: '', status: 1, outcomes: [{ outcomeId: 'a', active: true, odds: 2.5 }] },
      ]),
    );
    expect(store().ticket.ticketState).toBe('ODDS_CHANGED');
    expect(store().ticket.bets[0]?.selections[0]).toMatchObject({ odds: 2.5, acceptedOdds: 2, isChanged: true });
    act(() => store().dispatch({ type: 'oddsChangesAccepted' }));
    expect(store().ticket.ticketState).toBe('INITIAL');
    expect(store().ticket.bets[0]?.selections[0]).toMatchObject({ acceptedOdds: 2.5, isChanged: false });
  });

  it('a refused placement with current odds becomes market updates for the slip', () => {
    act(() => store().toggle(refFor('a', 1, 2)));
    const markets = marketsFromProblems(store().ticket.bets, {
      bets: [{ problems: [{ outcomeId: 'a', currentOdds: 1.8 }] }],
    });
    expect(markets).toEqual([
      { matchId: 1, id: 1, specifier: '', status: 1, outcomes: [{ outcomeId: 'a', active: true, odds: 1.8 }] },
    ]);
  });

  it('keeps the ticket state and placed bets under ticket_state, and a success survives a new selection reset', () => {
    act(() => store().toggle(refFor('a', 1)));
    act(() => store().dispatch({ type: 'placeRequested' }));
    act(() => store().dispatch({ type: 'placementSent' }));
    act(() => store().dispatch({ type: 'placementSucceeded', placedBets: [] }));
    expect(JSON.parse(localStorage.getItem(TICKET_STORAGE_KEY) ?? '{}').ticketState).toBe('SUCCESS');
    act(() => store().toggle(refFor('b', 2)));
    expect(store().ticket.ticketState).toBe('INITIAL');
  });

  it('currency change resets stakes of bets in another currency', () => {
    act(() => store().toggle(refFor('a', 1)));
    act(() => store().setStake(0, 1000));
    act(() => store().setContext({ currency: 'USD', subunits: 2 }));
    expect(store().ticket.bets[0]).toMatchObject({ currency: 'USD', stake: 0 });
  });
});
