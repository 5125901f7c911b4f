import { initialTicket } from '@sportsbook/domain/betslip/ticket-state';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOddsStore } from '../odds/odds-store';
import { useSelectionStore } from './selection-store';
import { followSlip, providerStatusesOf } from './slip-live';
import { refFor } from './test-fixtures';

const store = () => useSelectionStore.getState();

describe('the slip follows its selections wherever the bettor is (spec 000 §4 Ticket state)', () => {
  let retained: Map<string, number>;
  let handlers: Map<string, (payload: unknown) => void>;
  let odds: ReturnType<typeof createOddsStore>;
  let stop: () => void;

  beforeEach(() => {
    localStorage.clear();
    useSelectionStore.setState({
      ticket: initialTicket(),
      selections: [],
      context: { multiSingleByProvider: { betradar: true }, currency: 'EUR', subunits: 2 },
      acceptMode: 'none',
    });
    retained = new Map();
    handlers = new Map();
    odds = createOddsStore((flush) => flush());
    stop = followSlip({
      odds,
      locale: () => 'en',
      retain: (channel) => {
        retained.set(channel, (retained.get(channel) ?? 0) + 1);
        return () => retained.set(channel, (retained.get(channel) ?? 0) - 1);
      },
      onEvent: (type, handler) => {
        handlers.set(type, handler);
        return () => handlers.delete(type);
      },
    });
  });
  afterEach(() => stop());

  const held = () => [...retained].filter(([, n]) => n > 0).map(([channel]) => channel);

  it("keeps each selected match's channel and the list channel subscribed, and releases them when removed", () => {
    expect(held()).toEqual([]);
    act(() => store().toggle(refFor('a', 7)));
    act(() => store().toggle(refFor('b', 9)));
    expect(held().sort()).toEqual(['sportsbook:en', 'sportsbook:en:match:7', 'sportsbook:en:match:9']);
    act(() => store().remove('b'));
    expect(held().sort()).toEqual(['sportsbook:en', 'sportsbook:en:match:7']);
    act(() => store().clear());
    expect(held()).toEqual([]);
  });

  it("a selected outcome's price change reaches the ticket with no price button on the page (ODDS_CHANGED)", () => {
    act(() => store().toggle(refFor('a', 7, 2)));
    act(() => odds.applyOdds([{ id: 'a', odds: 2.5, active: true }]));
    expect(store().ticket.ticketState).toBe('ODDS_CHANGED');
    expect(store().ticket.bets[0]?.selections[0]).toMatchObject({ odds: 2.5, isChanged: true });
  });

  it('a provider becoming unavailable flags its selections; back to active clears the flag', () => {
    act(() => store().toggle(refFor('a', 7)));
    act(() => handlers.get('provider_status_changed')?.({ providerStatuses: { betradar: 'inactive' } }));
    expect(store().ticket.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
    act(() => handlers.get('provider_status_changed')?.({ providerStatuses: { betradar: 'active' } }));
    expect(store().ticket.bets[0]?.selections[0]?.isNotAvailable).toBe(false);
    // Malformed payloads are ignored.
    expect(providerStatusesOf({ providerStatuses: 3 })).toBeNull();
    expect(providerStatusesOf(null)).toBeNull();
  });
});
