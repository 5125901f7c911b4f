'use client';

import { checkBetLimits } from '@sportsbook/domain/betslip/bet-limits';
import { addSelection } from '@sportsbook/domain/betslip/composition';
import { placementFailureOutcome } from '@sportsbook/domain/betslip/placement-failure';
import { quickBetFor, triggersQuickBet } from '@sportsbook/domain/betslip/quick-bet';
import { quickBetPlacement } from '@sportsbook/domain/betslip/quick-bet-placement';
import type { BetLimits, Selection } from '@sportsbook/domain/betslip/types';
import { readSettings } from '../../shared/api/settings-query';
import { onPrivateEvent } from '../../shared/realtime/realtime';
import { openAuthDialog, useAuthStore } from '../account/auth-store';
import { type BettingPlayer, bettingSession, confirmSession } from '../account/betting-session';
import { placementFailureOf, sendPlacement } from './place';
import { useQuickBetStore } from './quick-bet-store';
import { setAddInterceptor, useSelectionStore } from './selection-store';

/** The operator's bet limits, when the settings can be read. */
async function betLimits(): Promise<BetLimits | null> {
  try {
    const s = await readSettings();
    return { enabled: s.features.isBetLimitsEnabled, ...s.betsLimits };
  } catch {
    return null;
  }
}

/** The environment a quick placement needs (kept out of this module to keep it small and free of cycles). */
type QuickEnv = {
  /** The signed-in player (null for a visitor), read right before placing. */
  player: () => Promise<BettingPlayer | null>;
  limits: () => Promise<BetLimits | null>;
  subunits: number;
  signIn: () => void;
  toTicket: (selection: Selection) => void;
};

/**
 * Spec 000 §4 Quick bet: with quick bet on, a live selection is placed at once as a single with the quick stake
 * (approval, validity, sign-in, pve, potential win and limit rules from `quickBetPlacement`). Returns whether the
 * selection was taken by quick bet (so the slip does not add it).
 */
function tryQuickBet(selection: Selection, env: QuickEnv): boolean {
  const { quick } = useQuickBetStore.getState();
  if (!triggersQuickBet(quick, selection, false)) return false;
  const bet = quickBetFor(quick, selection, env.subunits);
  if (!quick.isApproved) {
    // Not approved: keep a copy (the slip shows the approval step) and add the selection normally.
    useQuickBetStore.getState().set(quickBetPlacement(quick, { bet, loggedIn: false, pve: false }).quick);
    return false;
  }
  void (async () => {
    const [player, limits] = await Promise.all([env.player(), env.limits()]);
    const { quick: next, step } = quickBetPlacement(useQuickBetStore.getState().quick, {
      bet,
      loggedIn: player !== null,
      pve: player?.pve === true,
      ...(limits ? { limits: checkBetLimits(bet, limits) } : {}),
    });
    useQuickBetStore.getState().set(next);
    if (step.kind === 'sign_in') env.signIn();
    else if (step.kind === 'to_ticket') env.toTicket(selection);
    else if (step.kind === 'send') {
      try {
        await sendPlacement([step.bet], { quick: true });
        useQuickBetStore.getState().dispatch({ type: 'placementSucceeded' });
      } catch (error) {
        // The slip's classification: a coded error shows its own message, anything else the default one (a 401
        // has signed the page out with the session-expired prompt already).
        const outcome = placementFailureOutcome(placementFailureOf(error));
        useQuickBetStore.getState().dispatch({
          type: 'placementFailed',
          error:
            outcome.state === 'ERROR'
              ? { messageKey: outcome.error.messageKey, message: outcome.error.message }
              : { messageKey: 'error.place_bets.default', message: null },
        });
      }
    }
  })();
  return true;
}

let started = false;

/**
 * Wires quick bet into the slip's add path, and the session and balance into quick bet (started by `loadSlip`, with
 * the slip store, so it catches up before the first tap).
 */
export function startQuickBet(): void {
  if (started) return;
  started = true;
  setAddInterceptor((selection) =>
    tryQuickBet(selection, {
      player: confirmSession,
      limits: betLimits,
      subunits: useSelectionStore.getState().context.subunits,
      signIn: () => openAuthDialog('sign-in', { reason: 'place-bet' }),
      toTicket: (s) => {
        const store = useSelectionStore.getState();
        store.setSlip(addSelection(store.ticket, s, store.context));
      },
    }),
  );

  // The player's currency and signing out reach quick bet.
  let before = bettingSession().player;
  if (before) useQuickBetStore.getState().dispatch({ type: 'currencyChanged', currency: before.currency });
  useAuthStore.subscribe(() => {
    const player = bettingSession().player;
    if (player?.id === before?.id && player?.currency === before?.currency) return;
    if (player) useQuickBetStore.getState().dispatch({ type: 'currencyChanged', currency: player.currency });
    else if (before) useQuickBetStore.getState().dispatch({ type: 'signedOut' });
    before = player;
  });

  // Spec 000 §4 Quick bet: a balance of zero or below the quick stake switches quick bet off.
  onPrivateEvent('balance_changed', (payload) => {
    const balance = (payload as { balance?: unknown } | null)?.balance;
    if (typeof balance === 'number') useQuickBetStore.getState().dispatch({ type: 'balanceChanged', balance });
  });
}
