/**
 * The quick-bet machine (spec 000 §4 Quick bet): one-click singles on live matches with a preset stake. This file holds
 * the state and its plain transitions; placing is `quickBetPlacement` in ./quick-bet-placement.
 */
import type { TicketStatus } from './ticket-state';
import { MATCH_LIVE, type OutcomeKey, type Selection, type SlipBet } from './types';

/** A quick-bet error: a message key, and the server's localized message when it sent one. */
export type QuickBetError = { readonly messageKey: string; readonly message: string | null };

/** Spec 000 §3 Quick bet. `stake` is in minor units of `currency`. */
export type QuickBet = {
  readonly isEnabled: boolean;
  readonly isApproved: boolean;
  readonly state: TicketStatus;
  /** The last bet asked for (kept as a copy while not approved). */
  readonly bet: SlipBet | null;
  /** The outcome being placed, for its button's busy state. */
  readonly selectedOutcomeIds: readonly OutcomeKey[];
  readonly stake: number;
  readonly currency: string;
  readonly error: QuickBetError | null;
};

export type QuickBetAction =
  | { readonly type: 'toggled' }
  | { readonly type: 'stakeChanged'; readonly stake: number }
  | { readonly type: 'currencyChanged'; readonly currency: string }
  | { readonly type: 'approvalSet'; readonly approved: boolean }
  | { readonly type: 'placementSucceeded' }
  | { readonly type: 'placementFailed'; readonly error: QuickBetError }
  | { readonly type: 'balanceChanged'; readonly balance: number }
  | { readonly type: 'signedOut' }
  | { readonly type: 'resultDismissed' };

/** Quick bet off, unapproved, INITIAL, with a stake of 0 in `currency`. */
export function initialQuickBet(currency: string): QuickBet {
  const base = { isEnabled: false, isApproved: false, state: 'INITIAL', bet: null, selectedOutcomeIds: [] } as const;
  return { ...base, stake: 0, currency, error: null };
}

const off = (quick: QuickBet): QuickBet => ({ ...quick, isEnabled: false, isApproved: false });

/**
 * Plain transitions: toggling flips it and clears approval; a stake or currency change clears approval; approval holds
 * only with a stake above 0; a balance of zero or below the quick stake, or signing out, switches it off; success and
 * failure end PROCESSING (SUCCESS, or ERROR with the error); dismissing the result returns to INITIAL.
 */
export function quickBetReducer(quick: QuickBet, action: QuickBetAction): QuickBet {
  switch (action.type) {
    case 'toggled':
      return { ...quick, isEnabled: !quick.isEnabled, isApproved: false };
    case 'stakeChanged':
      return { ...quick, stake: action.stake, isApproved: false };
    case 'currencyChanged':
      return action.currency === quick.currency ? quick : { ...quick, currency: action.currency, isApproved: false };
    case 'approvalSet':
      return { ...quick, isApproved: action.approved && quick.stake > 0 };
    case 'placementSucceeded':
      return { ...quick, state: 'SUCCESS', error: null, selectedOutcomeIds: [] };
    case 'placementFailed':
      return { ...quick, state: 'ERROR', error: action.error, selectedOutcomeIds: [] };
    case 'balanceChanged':
      return action.balance <= 0 || action.balance < quick.stake ? off(quick) : quick;
    case 'signedOut':
      return off(quick);
    case 'resultDismissed':
      return quick.state === 'PROCESSING' ? quick : { ...quick, state: 'INITIAL', error: null };
    default: {
      const unknown: never = action;
      throw new RangeError(`unknown quick-bet action ${JSON.stringify(unknown)}`);
    }
  }
}

/** Spec 000 §4 Adding a selection: with quick bet on, a live-match selection that is not custom is placed at once. */
export function triggersQuickBet(quick: QuickBet, selection: Selection, isCustom: boolean): boolean {
  return quick.isEnabled && selection.matchStatus === MATCH_LIVE && !isCustom;
}

/** The single a quick bet places for a selection: the quick stake and currency. */
export function quickBetFor(quick: QuickBet, selection: Selection, subunits: number): SlipBet {
  const { stake, currency } = quick;
  return { stake, currency, subunits, betType: 'single', systemType: null, customOdds: null, selections: [selection] };
}
