import { describe, expect, it } from 'vitest';
import type { BetLimitCheck } from './bet-limits';
import { initialQuickBet, type QuickBet, quickBetFor, quickBetReducer, triggersQuickBet } from './quick-bet';
import { quickBetPlacement } from './quick-bet-placement';
import { aSelection } from './test-fixtures';

const live = aSelection({ matchStatus: 1, odds: 2 });
const ready: QuickBet = { ...initialQuickBet('EUR'), isEnabled: true, isApproved: true, stake: 500 };
const bet = quickBetFor(ready, live, 2);
const request = { bet, loggedIn: true, pve: false };

describe('quick bet switches', () => {
  it('toggling turns it on or off and clears approval', () => {
    const on = quickBetReducer(ready, { type: 'toggled' });
    expect(on).toMatchObject({ isEnabled: false, isApproved: false });
    expect(quickBetReducer(on, { type: 'toggled' }).isEnabled).toBe(true);
  });

  it('a stake or currency change clears approval', () => {
    expect(quickBetReducer(ready, { type: 'stakeChanged', stake: 700 })).toMatchObject({
      stake: 700,
      isApproved: false,
    });
    expect(quickBetReducer(ready, { type: 'currencyChanged', currency: 'USD' }).isApproved).toBe(false);
  });

  it('approval holds only with a stake above 0', () => {
    const zero = { ...ready, stake: 0, isApproved: false };
    expect(quickBetReducer(zero, { type: 'approvalSet', approved: true }).isApproved).toBe(false);
    expect(quickBetReducer({ ...zero, stake: 1 }, { type: 'approvalSet', approved: true }).isApproved).toBe(true);
  });

  it('is switched off when the balance is zero or below the quick stake, and on sign-out', () => {
    expect(quickBetReducer(ready, { type: 'balanceChanged', balance: 0 }).isEnabled).toBe(false);
    expect(quickBetReducer(ready, { type: 'balanceChanged', balance: 499 }).isEnabled).toBe(false);
    expect(quickBetReducer(ready, { type: 'balanceChanged', balance: 500 })).toBe(ready);
    expect(quickBetReducer(ready, { type: 'signedOut' })).toMatchObject({ isEnabled: false, isApproved: false });
  });

  it('triggers on a live-match selection that is not custom, with quick bet on', () => {
    expect(triggersQuickBet(ready, live, false)).toBe(true);
    expect(triggersQuickBet(ready, live, true)).toBe(false);
    expect(triggersQuickBet(ready, aSelection({ matchStatus: 0 }), false)).toBe(false);
    expect(triggersQuickBet({ ...ready, isEnabled: false }, live, false)).toBe(false);
  });
});

describe('placing a quick bet', () => {
  it('does nothing while processing or in the warning state', () => {
    for (const state of ['PROCESSING', 'ODDS_CHANGED'] as const) {
      const quick = { ...ready, state, selectedOutcomeIds: [live.id] };
      expect(quickBetPlacement(quick, request)).toEqual({ quick, step: { kind: 'ignore' } });
    }
  });

  it('when not approved does nothing but keep a copy, clearing the selected outcomes', () => {
    const { quick, step } = quickBetPlacement({ ...ready, isApproved: false, selectedOutcomeIds: ['x'] }, request);
    expect(step).toEqual({ kind: 'not_approved' });
    expect(quick).toMatchObject({ bet, state: 'INITIAL', selectedOutcomeIds: [] });
  });

  it('needs a logged-in user', () => {
    expect(quickBetPlacement(ready, { ...request, loggedIn: false }).step).toEqual({ kind: 'sign_in' });
  });

  it('needs a valid single: stake above 0, not suspended', () => {
    expect(quickBetPlacement(ready, { ...request, bet: { ...bet, stake: 0 } }).step.kind).toBe('ignore');
    const suspended = quickBetFor(ready, { ...live, isSuspended: true }, 2);
    expect(quickBetPlacement(ready, { ...request, bet: suspended }).step.kind).toBe('ignore');
  });

  it('a player with the pve flag gets ERROR with the pve-forbidden message', () => {
    const { quick, step } = quickBetPlacement(ready, { ...request, pve: true });
    expect(step).toEqual({ kind: 'error', messageKey: 'error.platform.pve_player_bet_forbidden' });
    expect(quick).toMatchObject({ state: 'ERROR', error: { messageKey: 'error.platform.pve_player_bet_forbidden' } });
  });

  it('rejects a bet whose potential win is not above the stake', () => {
    const evens = quickBetFor(ready, aSelection({ matchStatus: 1, odds: 1.001 }), 2);
    expect(quickBetPlacement(ready, { ...request, bet: evens }).step).toEqual({
      kind: 'error',
      messageKey: 'error.potential_win.equal_or_less',
    });
  });

  it('a rejected limit returns its error; a limit warning sends the bet to the ticket and switches quick bet off', () => {
    const rejected: BetLimitCheck = {
      rejected: { kind: 'max_stake', messageKey: 'error.validation.bet_limits.max_stake_limit_exceeded' },
      warnings: [],
      skipped: [],
    };
    expect(quickBetPlacement(ready, { ...request, limits: rejected }).quick.error?.messageKey).toBe(
      'error.validation.bet_limits.max_stake_limit_exceeded',
    );
    const warned: BetLimitCheck = {
      rejected: null,
      warnings: [{ kind: 'max_odds', messageKey: 'warning.validation.bet_limits.odds_limit_exceeded' }],
      skipped: [],
    };
    const { quick, step } = quickBetPlacement(ready, { ...request, limits: warned });
    expect(step).toEqual({ kind: 'to_ticket' });
    expect(quick.isEnabled).toBe(false);
  });

  it('when approved: PROCESSING and send the single, then SUCCESS or ERROR', () => {
    const { quick, step } = quickBetPlacement({ ...ready, state: 'ERROR' }, request);
    expect(step).toEqual({ kind: 'send', bet });
    expect(quick).toMatchObject({ state: 'PROCESSING', error: null, selectedOutcomeIds: [live.id] });
    expect(quickBetReducer(quick, { type: 'placementSucceeded' })).toMatchObject({
      state: 'SUCCESS',
      selectedOutcomeIds: [],
    });
    const failed = quickBetReducer(quick, {
      type: 'placementFailed',
      error: { messageKey: 'error.place_bets.default', message: null },
    });
    expect(failed.state).toBe('ERROR');
    expect(quickBetReducer(failed, { type: 'resultDismissed' })).toMatchObject({ state: 'INITIAL', error: null });
  });
});
