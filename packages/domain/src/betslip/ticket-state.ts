/**
 * The ticket state machine (spec 000 §4 Ticket state, Placing a ticket; spec 001 §8) as a reducer. Effects the UI
 * must run (the sign-in prompt, the generic alert) are returned as `notice` and cleared with `noticeShown`.
 */
import { acceptOddsChanges, applyProviderStatuses } from './bet-updates';
import { applyMarketUpdates, type MarketUpdate } from './market-update';
import {
  type PlacementFailure,
  placementFailureOutcome,
  type TicketError,
  type TicketNotice,
} from './placement-failure';
import { hasChangedOdds } from './selection';
import type { OddsAcceptMode, Slip, SlipBet } from './types';

/** Ticket and quick-bet states (spec 000 §4). */
export type TicketStatus = 'INITIAL' | 'ODDS_CHANGED' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

/** Spec 000 §3 Ticket; `selectedOutcomeIds` is derived (`selectedOutcomeIds` in ./selection), not stored. */
export type Ticket<Placed = unknown> = Slip & {
  readonly ticketState: TicketStatus;
  readonly error: TicketError | null;
  readonly processingBets: readonly SlipBet[];
  readonly placedBets: readonly Placed[];
  readonly inProgress: boolean;
  readonly isRestoring: boolean;
  readonly notice: TicketNotice | null;
};

export type TicketAction<Placed = unknown> =
  | { readonly type: 'betsSet'; readonly slip: Slip }
  | { readonly type: 'placeRequested' }
  | { readonly type: 'signInRequired' }
  | { readonly type: 'placementSent' }
  | { readonly type: 'placementSucceeded'; readonly placedBets: readonly Placed[] }
  | { readonly type: 'placementFailed'; readonly failure: PlacementFailure }
  | { readonly type: 'oddsChangesAccepted' }
  | { readonly type: 'marketsUpdated'; readonly markets: readonly MarketUpdate[]; readonly mode: OddsAcceptMode }
  | { readonly type: 'providerStatusesChanged'; readonly statuses: Readonly<Record<string, string>> }
  | { readonly type: 'restoringChanged'; readonly isRestoring: boolean }
  | { readonly type: 'noticeShown' };

/** The empty ticket; `systemTypes` are kept from a previous slip when given. */
export function initialTicket<Placed = unknown>(slip?: Slip): Ticket<Placed> {
  return {
    bets: slip?.bets ?? [],
    systemTypes: slip?.systemTypes ?? [],
    ticketState: 'INITIAL',
    error: null,
    processingBets: [],
    placedBets: [],
    inProgress: false,
    isRestoring: false,
    notice: null,
  };
}

/** Moves to a state; entering ERROR or INITIAL clears the processing bets (spec). */
function enter<P>(ticket: Ticket<P>, ticketState: TicketStatus, changes: Partial<Ticket<P>> = {}): Ticket<P> {
  const cleared = ticketState === 'ERROR' || ticketState === 'INITIAL' ? { processingBets: [] } : {};
  return { ...ticket, ticketState, ...cleared, ...changes };
}

const stateForBets = (bets: readonly SlipBet[]): TicketStatus => (hasChangedOdds(bets) ? 'ODDS_CHANGED' : 'INITIAL');

/**
 * A refused placement: ERROR (or INITIAL with a notice) per `placementFailureOutcome`, except that a price which moved
 * while the placement was in flight leaves the ticket ODDS_CHANGED with the error shown, so the bettor's next press
 * accepts the new odds instead of resending the old ones (spec 000 §4 Ticket state: changed odds mean ODDS_CHANGED).
 */
function failed<P>(ticket: Ticket<P>, failure: PlacementFailure): Ticket<P> {
  const outcome = placementFailureOutcome(failure);
  if (outcome.state === 'INITIAL') return enter(ticket, 'INITIAL', { inProgress: false, notice: outcome.notice });
  const state = hasChangedOdds(ticket.bets) ? 'ODDS_CHANGED' : 'ERROR';
  return enter(ticket, state, { inProgress: false, processingBets: [], error: outcome.error });
}

/**
 * The ticket reducer (spec 000 §4 Ticket state, Placing a ticket):
 * - setting bets → ODDS_CHANGED when any selection has changed odds, else INITIAL (ignored while in progress);
 * - placing → INITIAL, error cleared, inProgress, the bets with stake above 0 kept as processing;
 * - not signed in → INITIAL and the sign-in prompt; sent → PROCESSING; success → SUCCESS with the placed bets;
 * - failure → see `placementFailureOutcome`; a coded failure while a selection's odds changed → ODDS_CHANGED;
 * - accepting odds changes → INITIAL with the error cleared (ignored while in progress);
 * - a market update → ODDS_CHANGED when a selection's odds now need accepting, unless a placement is in progress or
 *   finished (SUCCESS); back to INITIAL from ODDS_CHANGED when no change is left to accept;
 * - a provider status change flags the selections of unavailable providers.
 * Entering ERROR or INITIAL always clears the processing bets.
 */
export function ticketReducer<P>(ticket: Ticket<P>, action: TicketAction<P>): Ticket<P> {
  switch (action.type) {
    case 'betsSet':
      if (ticket.inProgress) return ticket;
      return enter(ticket, stateForBets(action.slip.bets), {
        bets: action.slip.bets,
        systemTypes: action.slip.systemTypes,
      });
    case 'placeRequested':
      if (ticket.inProgress) return ticket;
      return enter(ticket, 'INITIAL', {
        error: null,
        inProgress: true,
        processingBets: ticket.bets.filter((bet) => bet.stake > 0),
      });
    case 'signInRequired':
      return enter(ticket, 'INITIAL', { inProgress: false, notice: { kind: 'sign_in', sessionExpired: false } });
    case 'placementSent':
      return ticket.inProgress ? enter(ticket, 'PROCESSING') : ticket;
    case 'placementSucceeded':
      return enter(ticket, 'SUCCESS', { inProgress: false, placedBets: action.placedBets });
    case 'placementFailed':
      return failed(ticket, action.failure);
    case 'oddsChangesAccepted':
      if (ticket.inProgress) return ticket;
      return enter(ticket, 'INITIAL', { bets: acceptOddsChanges(ticket.bets), error: null });
    case 'marketsUpdated': {
      const bets = applyMarketUpdates(ticket.bets, action.markets, action.mode);
      if (bets === ticket.bets) return ticket;
      if (ticket.inProgress || ticket.ticketState === 'SUCCESS') return { ...ticket, bets };
      if (hasChangedOdds(bets)) return enter(ticket, 'ODDS_CHANGED', { bets });
      return ticket.ticketState === 'ODDS_CHANGED' ? enter(ticket, 'INITIAL', { bets }) : { ...ticket, bets };
    }
    case 'providerStatusesChanged': {
      const bets = applyProviderStatuses(ticket.bets, action.statuses);
      return bets === ticket.bets ? ticket : { ...ticket, bets };
    }
    case 'restoringChanged':
      return { ...ticket, isRestoring: action.isRestoring };
    case 'noticeShown':
      return ticket.notice === null ? ticket : { ...ticket, notice: null };
    default: {
      const unknown: never = action;
      throw new RangeError(`unknown ticket action ${JSON.stringify(unknown)}`);
    }
  }
}
