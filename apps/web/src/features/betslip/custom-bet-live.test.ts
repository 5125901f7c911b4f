import { initialTicket } from '@sportsbook/domain/betslip/ticket-state';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveStore } from '../live/live-store';
import { createOddsStore } from '../odds/odds-store';
import { useSelectionStore } from './selection-store';
import { followSlip } from './slip-live';
import { refFor } from './test-fixtures';

const store = () => useSelectionStore.getState();

describe('custom bets follow their match’s status (spec 000 §4)', () => {
  let live: ReturnType<typeof createLiveStore>;
  let stop: () => void;

  beforeEach(() => {
    useSelectionStore.setState({
      ticket: initialTicket(),
      selections: [],
      context: { multiSingleByProvider: { betradar: true }, currency: 'EUR', subunits: 2 },
      acceptMode: 'none',
    });
    live = createLiveStore();
    stop = followSlip({
      live,
      odds: createOddsStore((flush) => flush()),
      onSubscribed: () => () => undefined,
      markets: () => new Promise(() => undefined),
      locale: () => 'en',
      retain: () => () => undefined,
      onEvent: () => () => undefined,
    });
  });
  afterEach(() => stop());

  it('keeps a custom bet while its match goes live and drops it when the match finishes; other bets stay', async () => {
    act(() => {
      store().toggle(refFor('x', 9));
      store().addCustom(
        [
          { ...refFor('a', 7), marketId: 1 },
          { ...refFor('b', 7), marketId: 18 },
        ],
        3.4,
      );
    });
    expect(store().ticket.bets.map((bet) => bet.betType)).toEqual(['single', 'custom_bet']);
    await act(async () => {
      live.apply([{ id: 7, status: 1 }], new Map());
    });
    expect(store().ticket.bets.map((bet) => bet.betType)).toEqual(['single', 'custom_bet']);
    expect(store().ticket.bets[1]?.selections.every((s) => s.matchStatus === 1)).toBe(true);
    await act(async () => {
      live.apply([{ id: 7, status: 4 }], new Map());
    });
    expect(store().ticket.bets.map((bet) => bet.betType)).toEqual(['single']);
  });
});
