import { initialTicket } from '@sportsbook/domain/betslip/ticket-state';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PANEL_STORAGE_KEY, usePanelStore } from './panel-store';
import { useSelectionStore } from './selection-store';

const sample = (key: string) => ({
  key,
  matchId: 1,
  marketId: 1,
  specifier: '',
  outcomeId: key,
  outcomeName: key,
  marketName: 'm',
  matchName: 'x',
  odds: 2,
});

describe('panel store', () => {
  beforeEach(() => {
    usePanelStore.setState({ isOpen: false, tab: 'BET_SLIP', myBetsHidden: false });
    useSelectionStore.setState({ ticket: initialTicket(), selections: [] });
  });

  it('keeps the open state and tab in session storage under betslip_toggle_state', () => {
    act(() => usePanelStore.getState().dispatch({ type: 'choose', tab: 'MY_BETS' }));
    const stored = JSON.parse(sessionStorage.getItem(PANEL_STORAGE_KEY) ?? '{}');
    expect(PANEL_STORAGE_KEY).toBe('betslip_toggle_state');
    expect(stored.state).toEqual({ isOpen: true, tab: 'MY_BETS' });
  });

  it('opens on the first selection and closes when the last one is removed', () => {
    act(() => useSelectionStore.getState().toggle(sample('a')));
    expect(usePanelStore.getState()).toMatchObject({ isOpen: true, tab: 'BET_SLIP' });
    act(() => useSelectionStore.getState().toggle(sample('b')));
    act(() => useSelectionStore.getState().remove('a'));
    expect(usePanelStore.getState().isOpen).toBe(true);
    act(() => useSelectionStore.getState().remove('b'));
    expect(usePanelStore.getState().isOpen).toBe(false);
  });

  it('persists selections in local storage under bets', () => {
    act(() => useSelectionStore.getState().toggle(sample('a')));
    const stored = JSON.parse(localStorage.getItem('bets') ?? '{}');
    expect(stored.state.bets[0].selections[0].id).toBe('a');
  });
});
