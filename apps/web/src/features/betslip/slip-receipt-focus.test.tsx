import { initialTicket } from '@sportsbook/domain/betslip/ticket-state';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../account/auth-store';
import { player } from '../account/test-fixtures';
import { resetOddsTypeForTests } from '../odds/odds-type';
import { usePanelStore } from './panel-store';
import { type PlacedBet, useSelectionStore } from './selection-store';
import SlipBody from './slip-body';
import { slipTestMessages } from './test-fixtures';

const placedBet: PlacedBet = {
  id: '1',
  reference: 'SB0000000001',
  type: 'single',
  totalStake: 500,
  potentialWin: 1000,
  stake: { value: 500, currency: 'EUR', subunits: 2 },
  odds: 2,
  system: null,
  selections: [],
};

describe("the slip's receipt and keyboard focus", () => {
  beforeEach(() => {
    resetOddsTypeForTests();
    usePanelStore.setState({ isOpen: true, tab: 'BET_SLIP', myBetsHidden: false });
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player });
  });

  it('a receipt restored on another page leaves focus where the player is', () => {
    // As the store restores it from storage after a navigation: the bet was placed on an earlier page.
    useSelectionStore.setState({ ticket: { ...initialTicket(), ticketState: 'SUCCESS', placedBets: [placedBet] } });
    render(<input aria-label="Amount to cash out" />);
    const elsewhere = screen.getByRole('textbox', { name: 'Amount to cash out' });
    elsewhere.focus();
    // The slip's chunk arrives while the player is there.
    render(<SlipBody messages={slipTestMessages()} locale="en" />);
    // The receipt shows, and focus stays.
    expect(screen.getByRole('heading', { name: 'Bet placed' }).isConnected).toBe(true);
    expect(document.activeElement).toBe(elsewhere);
  });
});
