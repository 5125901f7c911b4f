'use client';

import { type BetTypeChoice, changeBetType } from '@sportsbook/domain/betslip/bet-type';
import { chooseBonus, isFreebet } from '@sportsbook/domain/betslip/bonus';
import {
  type CompositionContext,
  clearSlip,
  removeSelection,
  toggleSelection,
} from '@sportsbook/domain/betslip/composition';
import { addCustomBet, applyMatchStatus } from '@sportsbook/domain/betslip/custom-bets';
import type { MarketUpdate } from '@sportsbook/domain/betslip/market-update';
import { newSelection } from '@sportsbook/domain/betslip/selection';
import { resetStakesForCurrency, setStake } from '@sportsbook/domain/betslip/stake-changes';
import { initialTicket, type Ticket, type TicketAction, ticketReducer } from '@sportsbook/domain/betslip/ticket-state';
import type {
  MatchStatus,
  OddsAcceptMode,
  Provider,
  Selection,
  Slip,
  SlipBet,
  SlipBonus,
} from '@sportsbook/domain/betslip/types';
import { currencyByCode } from '@sportsbook/domain/money';
import type { SystemType } from '@sportsbook/domain/system-lines';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { carryBonuses } from './bonus-choice';
import { dispatchPanel } from './panel-store';
import { BETS_STORAGE_KEY, publishSelections, useSlipSummary } from './slip-summary';
import { trackSlipChange } from './slip-tracking';

export { BETS_STORAGE_KEY };

/** Local storage key of the ticket's state and placed bets (spec 001 §7.7). */
export const TICKET_STORAGE_KEY = STORAGE_KEYS.ticketState;

/** What an outcome button knows about its outcome; the slip builds a domain `Selection` from it. */
export type SelectionRef = {
  /** Global outcome key (`Outcome.id`), the identity of the selection. */
  key: string;
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  marketName: string;
  matchName: string;
  odds: number;
  /** Match status (0 prematch, 1 live); prematch when the caller does not know it. */
  matchStatus?: number;
  /** Market status (1 = open); open when unknown (the button is disabled otherwise). */
  marketStatus?: number;
  provider?: string;
};

/** A placed bet as the slip keeps it for the success state (a subset of the contract's Bet). */
export type PlacedBet = {
  id: string;
  reference: string;
  type: string;
  totalStake: number;
  potentialWin: number;
  stake: { value: number; currency: string; subunits: number };
  odds: number | null;
  system: { id: string } | null;
  selections: { id: string; outcomeName: string; matchName: string; odds: number }[];
};

export type SlipTicket = Ticket<PlacedBet>;

const DEFAULT_CONTEXT: CompositionContext = { multiSingleByProvider: {}, currency: 'EUR', subunits: 2 };

type SelectionStore = {
  ticket: SlipTicket;
  /** The slip's selections in bet order (derived from the ticket; kept for simple readers). */
  selections: SelectionRef[];
  context: CompositionContext;
  acceptMode: OddsAcceptMode;
  toggle: (selection: SelectionRef) => void;
  remove: (key: string) => void;
  /** Adds a priced custom bet (bet builder) of these legs as its own bet (`addCustomBet`); opens the panel. */
  addCustom: (legs: readonly SelectionRef[], customOdds: number) => void;
  /** A match's status changed (real time): its selections take it, its custom bets go unless prematch or live. */
  matchStatusChanged: (matchId: number, status: MatchStatus) => void;
  clear: () => void;
  /** Replaces the bets (restoring a shared slip); opens the panel like adding does. */
  setSlip: (slip: Slip) => void;
  /** A typed stake; ignored for a free bet (its stake is the bonus amount). */
  setStake: (betIndex: number, stake: number) => void;
  /** The player's bonus for a bet (`chooseBonus`; null is "No bonus"). */
  chooseBonus: (betIndex: number, bonus: SlipBonus | null) => void;
  /** Changes bets in place (the server's view of their bonuses); nothing happens when every bet is returned as is. */
  updateBets: (change: (bet: SlipBet, index: number) => SlipBet) => void;
  changeType: (choice: BetTypeChoice, systemType?: SystemType | null) => void;
  marketsUpdated: (markets: readonly MarketUpdate[]) => void;
  setContext: (context: Partial<CompositionContext>) => void;
  setAcceptMode: (mode: OddsAcceptMode) => void;
  dispatch: (action: TicketAction<PlacedBet>) => void;
};

const PROVIDERS: readonly string[] = ['betradar', 'oddin', 'betconstruct'];

/** The domain selection of an outcome button's ref. */
export function selectionOf(ref: SelectionRef) {
  const status = ref.matchStatus ?? 0;
  return {
    ...newSelection({
      matchId: ref.matchId,
      matchName: ref.matchName,
      matchStatus: (status >= 0 && status <= 5 ? status : 0) as MatchStatus,
      marketId: ref.marketId,
      specifier: ref.specifier,
      marketName: ref.marketName,
      marketStatus: ref.marketStatus ?? 1,
      outcomeId: ref.outcomeId,
      outcomeName: ref.outcomeName,
      odds: ref.odds,
      active: true,
      provider: (PROVIDERS.includes(ref.provider ?? '') ? ref.provider : 'betradar') as Provider,
    }),
    id: ref.key,
  };
}

function refsOf(slip: Slip): SelectionRef[] {
  return slip.bets.flatMap((bet) =>
    bet.selections.map((s) => ({
      key: s.id,
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      outcomeName: s.outcomeName,
      marketName: s.marketName,
      matchName: s.matchName,
      odds: s.odds,
      matchStatus: s.matchStatus,
      provider: s.provider,
    })),
  );
}

let addInterceptor: ((selection: Selection) => boolean) | null = null;

/** Lets quick bet take a selection before the slip adds it (returns true when it did). */
export function setAddInterceptor(intercept: ((selection: Selection) => boolean) | null): void {
  addInterceptor = intercept;
}

const countOf = (slip: Slip) => slip.bets.reduce((n, bet) => n + bet.selections.length, 0);

/**
 * The bet slip: a domain `Ticket` (bets, system types, ticket state) driven only by the domain's pure functions
 * (composition, bet type, stakes, ticket reducer). Going from 0 to more selections opens the panel; 0 closes it.
 * Bets persist in local storage under `bets`, the ticket state and placed bets under `ticket_state`.
 */
export const useSelectionStore = create<SelectionStore>()(
  persist(
    (set, get) => {
      const update = (changed: Slip) => {
        const { ticket } = get();
        const from = countOf(ticket);
        if (changed === ticket || (changed.bets === ticket.bets && changed.systemTypes === ticket.systemTypes)) return;
        const carried = carryBonuses(ticket.bets, changed.bets);
        const next = carried === changed.bets ? changed : { ...changed, bets: carried };
        // A new composition after a success starts a fresh ticket.
        const base =
          ticket.ticketState === 'SUCCESS' || ticket.ticketState === 'ERROR'
            ? initialTicket<PlacedBet>(ticket)
            : ticket;
        set({ ticket: ticketReducer(base, { type: 'betsSet', slip: next }), selections: refsOf(next) });
        dispatchPanel({ type: 'selectionsChanged', from, to: countOf(next) });
        trackSlipChange(ticket.bets, next.bets);
      };
      return {
        ticket: initialTicket<PlacedBet>(),
        selections: [],
        context: DEFAULT_CONTEXT,
        acceptMode: 'none',
        toggle: (ref) => {
          const selection = selectionOf(ref);
          const selected = get().ticket.bets.some((bet) => bet.selections.some((s) => s.id === selection.id));
          if (!selected && addInterceptor?.(selection)) return;
          update(toggleSelection(get().ticket, selection, get().context));
        },
        remove: (key) => update(removeSelection(get().ticket, key)),
        addCustom: (legs, customOdds) =>
          update(addCustomBet(get().ticket, legs.map(selectionOf), customOdds, get().context)),
        matchStatusChanged: (matchId, status) => update(applyMatchStatus(get().ticket, matchId, status)),
        clear: () => update(clearSlip(get().ticket)),
        setSlip: (slip) => update(slip),
        setStake: (betIndex, stake) => {
          const { ticket } = get();
          const bet = ticket.bets[betIndex];
          if (!bet || isFreebet(bet.bonus)) return;
          const next = setStake(bet, stake);
          if (next !== bet) update({ ...ticket, bets: ticket.bets.with(betIndex, next) });
        },
        chooseBonus: (betIndex, bonus) => {
          const { ticket } = get();
          const bet = ticket.bets[betIndex];
          if (bet) update({ ...ticket, bets: ticket.bets.with(betIndex, chooseBonus(bet, bonus)) });
        },
        updateBets: (change) => {
          const { ticket } = get();
          const bets = ticket.bets.map(change);
          if (bets.some((bet, i) => bet !== ticket.bets[i])) update({ ...ticket, bets });
        },
        changeType: (choice, systemType) => update(changeBetType(get().ticket, choice, get().context, systemType)),
        marketsUpdated: (markets) => {
          const ticket = ticketReducer(get().ticket, { type: 'marketsUpdated', markets, mode: get().acceptMode });
          if (ticket !== get().ticket) set({ ticket, selections: refsOf(ticket) });
        },
        setContext: (changes) => {
          const context = { ...get().context, ...changes };
          set({ context });
          const { ticket } = get();
          const bets = resetStakesForCurrency(ticket.bets, { code: context.currency, subunits: context.subunits });
          if (bets !== ticket.bets) update({ ...ticket, bets });
        },
        setAcceptMode: (acceptMode) => set({ acceptMode }),
        dispatch: (action) => {
          const ticket = ticketReducer(get().ticket, action);
          if (ticket !== get().ticket) set({ ticket, selections: refsOf(ticket) });
        },
      };
    },
    {
      name: BETS_STORAGE_KEY,
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ticket }) => ({ bets: ticket.bets, systemTypes: ticket.systemTypes }),
      merge: (persisted, current) => {
        const stored = persisted as Partial<Slip> | undefined;
        if (!stored || !Array.isArray(stored.bets)) return current;
        const saved = readTicketState();
        const ticket = initialTicket<PlacedBet>({ bets: stored.bets, systemTypes: stored.systemTypes ?? [] });
        return {
          ...current,
          selections: refsOf(ticket),
          ticket:
            saved?.ticketState === 'SUCCESS'
              ? { ...ticket, ticketState: 'SUCCESS', placedBets: saved.placedBets }
              : ticket,
        };
      },
      migrate: () => ({ bets: [], systemTypes: [] }),
    },
  ),
);

type SavedTicket = { ticketState: string; placedBets: PlacedBet[] };

function readTicketState(): SavedTicket | null {
  try {
    const raw = localStorage.getItem(TICKET_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SavedTicket) : null;
  } catch {
    return null;
  }
}

// The page's light view of the slip (pressed prices, badges) follows the selections; the slip follows the
// composition settings and accept mode set there before and after it loaded.
const keysOf = (ticket: SlipTicket) => ticket.bets.flatMap((bet) => bet.selections.map((s) => s.id));
publishSelections(keysOf(useSelectionStore.getState().ticket));
useSelectionStore.subscribe((state, previous) => {
  if (state.ticket.bets !== previous.ticket.bets) publishSelections(keysOf(state.ticket));
});
function applySummarySettings(summary: ReturnType<typeof useSlipSummary.getState>): void {
  const { acceptMode } = summary;
  let { context } = summary;
  if (context.currency && context.subunits === undefined) {
    context = { ...context, subunits: currencyByCode(context.currency)?.subunits ?? 2 };
  }
  const slip = useSelectionStore.getState();
  if (Object.entries(context).some(([key, value]) => slip.context[key as keyof CompositionContext] !== value)) {
    slip.setContext(context);
  }
  if (acceptMode && acceptMode !== slip.acceptMode) slip.setAcceptMode(acceptMode);
}
applySummarySettings(useSlipSummary.getState());
useSlipSummary.subscribe((state, previous) => {
  if (state.context !== previous.context || state.acceptMode !== previous.acceptMode) applySummarySettings(state);
});

if (typeof window !== 'undefined') {
  // ticket_state: the ticket's state and placed bets (the success screen survives a reload).
  useSelectionStore.subscribe((state, previous) => {
    if (
      state.ticket.ticketState === previous.ticket.ticketState &&
      state.ticket.placedBets === previous.ticket.placedBets
    )
      return;
    try {
      const { ticketState, placedBets } = state.ticket;
      localStorage.setItem(TICKET_STORAGE_KEY, JSON.stringify({ ticketState, placedBets }));
    } catch {
      // storage full or blocked: the state stays in memory
    }
  });
}
