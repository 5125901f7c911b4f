import type { Market } from '@sportsbook/contract/catalog';
import { initialTicket } from '@sportsbook/domain/betslip/ticket-state';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOddsStore } from '../odds/odds-store';
import { useSelectionStore } from './selection-store';
import { followSlip, pricesOf, providerStatusesOf } from './slip-live';
import { refFor } from './test-fixtures';

const store = () => useSelectionStore.getState();

describe('the slip follows its selections wherever the bettor is (spec 000 §4 Ticket state)', () => {
  let retained: Map<string, number>;
  let handlers: Map<string, (payload: unknown) => void>;
  let odds: ReturnType<typeof createOddsStore>;
  let stop: () => void;
  let subscribed: ((channel: string) => void) | null;
  let served: Market[];
  let reads: { matchId: number; done: () => void }[];

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
    subscribed = null;
    served = [];
    reads = [];
    stop = followSlip({
      onSubscribed: (handler) => {
        subscribed = handler;
        return () => {
          subscribed = null;
        };
      },
      // Each read answers what `served` holds when the test calls `done()`.
      markets: (matchId) =>
        new Promise((resolve) => {
          reads.push({ matchId, done: () => resolve(served) });
        }),
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

  const market = (matchId: number, status: number, outcomes: [string, number, boolean][]): Market =>
    ({
      matchId,
      id: 1,
      specifier: '',
      status,
      outcomes: outcomes.map(([id, price, active]) => ({ id, outcomeId: id, name: id, odds: price, active })),
    }) as unknown as Market;

  it('a price that moved before the match channel was subscribed reaches the ticket once it is (ODDS_CHANGED)', async () => {
    act(() => store().toggle(refFor('a', 7, 2)));
    served = [market(7, 1, [['a', 2.4, true]])];
    act(() => subscribed?.('sportsbook:en:match:7'));
    expect(reads.map((r) => r.matchId)).toEqual([7]);
    await act(async () => reads[0]?.done());
    expect(store().ticket.ticketState).toBe('ODDS_CHANGED');
    expect(store().ticket.bets[0]?.selections[0]).toMatchObject({ odds: 2.4, isChanged: true });
  });

  it('a channel without selections reads nothing; a price published during the read is kept over the read', async () => {
    act(() => store().toggle(refFor('a', 7, 2)));
    act(() => subscribed?.('sportsbook:en:match:8'));
    act(() => subscribed?.('sportsbook:en'));
    expect(reads).toEqual([]);
    act(() => subscribed?.('sportsbook:en:match:7'));
    served = [market(7, 1, [['a', 2.1, true]])];
    act(() => odds.applyOdds([{ id: 'a', odds: 2.6, active: true }]));
    await act(async () => reads[0]?.done());
    expect(store().ticket.bets[0]?.selections[0]).toMatchObject({ odds: 2.6 });
  });

  it('prices read back: a suspended market or an outcome no longer offered is inactive at its last price', () => {
    const markets = [
      market(7, 1, [
        ['a', 1.8, true],
        ['b', 3, false],
      ]),
      market(7, -1, [['c', 5, true]]),
    ];
    expect(
      pricesOf(markets, [
        { id: 'a', odds: 2 },
        { id: 'b', odds: 2 },
        { id: 'c', odds: 4 },
        { id: 'gone', odds: 9 },
      ]),
    ).toEqual([
      { id: 'a', odds: 1.8, active: true },
      { id: 'b', odds: 3, active: false },
      { id: 'c', odds: 5, active: false },
      { id: 'gone', odds: 9, active: false },
    ]);
  });
});
