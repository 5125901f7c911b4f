/**
 * Placing a quick bet (spec 000 §4 Quick bet, §5): which step comes next and the state it leaves, in one pure call.
 */
import type { BetLimitCheck } from './bet-limits';
import { POTENTIAL_WIN_EQUAL_OR_LESS_KEY, PVE_FORBIDDEN_KEY } from './error-keys';
import type { QuickBet } from './quick-bet';
import { potentialWin, type WinOptions } from './stakes';
import type { SlipBet } from './types';

/** What the caller knows when a quick bet is asked for. `limits` is `checkBetLimits` of the bet when enabled. */
export type QuickBetRequest = {
  readonly bet: SlipBet;
  readonly loggedIn: boolean;
  /** The profile's pve flag (player-versus-environment betting forbidden). */
  readonly pve: boolean;
  readonly limits?: BetLimitCheck;
  readonly winOptions?: WinOptions;
};

/** The step to run: nothing, keep the copy, sign in, show an error, hand the bet to the ticket, or send it. */
export type QuickBetStep =
  | { readonly kind: 'ignore' }
  | { readonly kind: 'not_approved' }
  | { readonly kind: 'sign_in' }
  | { readonly kind: 'error'; readonly messageKey: string }
  | { readonly kind: 'to_ticket' }
  | { readonly kind: 'send'; readonly bet: SlipBet };

/** A valid quick bet: a single of one selection, stake above 0, not suspended, available, odds not changed. */
export function isValidQuickBet(bet: SlipBet): boolean {
  const [selection] = bet.selections;
  if (bet.betType !== 'single' || bet.selections.length !== 1 || bet.stake <= 0 || !selection) return false;
  return !selection.isSuspended && !selection.isNotAvailable && !selection.isChanged;
}

/**
 * Spec order: nothing while PROCESSING or in the warning state (ODDS_CHANGED); otherwise the selected outcomes are
 * cleared. Not approved → only a copy of the bet is kept. An invalid bet → nothing. Not logged in → sign in.
 * pve → ERROR error.platform.pve_player_bet_forbidden. Potential win not above the stake → ERROR
 * error.potential_win.equal_or_less. A rejected limit → ERROR with its key; a limit warning → the bet goes to the
 * normal ticket (where the warning shows) and quick bet is switched off. Else → PROCESSING and send the single.
 */
export function quickBetPlacement(quick: QuickBet, request: QuickBetRequest): { quick: QuickBet; step: QuickBetStep } {
  if (quick.state === 'PROCESSING' || quick.state === 'ODDS_CHANGED') return { quick, step: { kind: 'ignore' } };
  const { bet } = request;
  const cleared: QuickBet = { ...quick, selectedOutcomeIds: [] };
  const fail = (messageKey: string) => ({
    quick: { ...cleared, bet, state: 'ERROR' as const, error: { messageKey, message: null } },
    step: { kind: 'error' as const, messageKey },
  });
  if (!quick.isApproved) return { quick: { ...cleared, bet }, step: { kind: 'not_approved' } };
  if (!isValidQuickBet(bet)) return { quick: cleared, step: { kind: 'ignore' } };
  if (!request.loggedIn) return { quick: cleared, step: { kind: 'sign_in' } };
  if (request.pve) return fail(PVE_FORBIDDEN_KEY);
  if (potentialWin(bet, request.winOptions) <= bet.stake) return fail(POTENTIAL_WIN_EQUAL_OR_LESS_KEY);
  if (request.limits?.rejected) return fail(request.limits.rejected.messageKey);
  if (request.limits && request.limits.warnings.length > 0) {
    return { quick: { ...cleared, isEnabled: false, isApproved: false }, step: { kind: 'to_ticket' } };
  }
  const selectedOutcomeIds = bet.selections.map((selection) => selection.id);
  return {
    quick: { ...cleared, bet, state: 'PROCESSING', error: null, selectedOutcomeIds },
    step: { kind: 'send', bet },
  };
}
