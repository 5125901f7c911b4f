'use client';

import { checkBetLimits } from '@sportsbook/domain/betslip/bet-limits';
import { addSelection } from '@sportsbook/domain/betslip/composition';
import { buildPlacementPayload } from '@sportsbook/domain/betslip/payload';
import { quickBetFor, triggersQuickBet } from '@sportsbook/domain/betslip/quick-bet';
import { quickBetPlacement } from '@sportsbook/domain/betslip/quick-bet-placement';
import type { BetLimits, Selection } from '@sportsbook/domain/betslip/types';
import { onPrivateEvent } from '../../shared/realtime/realtime';
import { openAuthDialog } from '../account/auth-dialog';
import { fetchSlipSettings, placeBets } from '../bets/bets-api';
import { loadSession, type PlayerLite, useSession } from './auth-adapter';
import { deviceId } from './place';
import { useQuickBetStore } from './quick-bet-store';
import { setAddInterceptor, useSelectionStore } from './selection-store';

let limits: BetLimits | null = null;
void fetchSlipSettings()
  .then((s) => {
    limits = { enabled: s.features.isBetLimitsEnabled, ...s.betsLimits };
  })
  .catch(() => undefined);

/** The environment a quick placement needs (kept out of this module to keep it small and free of cycles). */
type QuickEnv = {
  /** The signed-in player (null for a visitor), read right before placing. */
  player: () => Promise<PlayerLite | null>;
  limits: () => BetLimits | null;
  subunits: number;
  send: (payload: unknown) => Promise<void>;
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
    const player = await env.player();
    const limits = env.limits();
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
        await env.send(buildPlacementPayload([step.bet], { deviceId: deviceId(), quick: true }));
        useQuickBetStore.getState().dispatch({ type: 'placementSucceeded' });
      } catch (error) {
        const e = error as { localizedMessage?: string | null; message?: string; code?: unknown };
        useQuickBetStore.getState().dispatch({
          type: 'placementFailed',
          error: { messageKey: 'error.place_bets.default', message: e.localizedMessage ?? e.message ?? null },
        });
      }
    }
  })();
  return true;
}

/** Wires quick bet into the slip's add path (loaded after hydration by the panel shell). */
setAddInterceptor((selection) =>
  tryQuickBet(selection, {
    player: loadSession,
    limits: () => limits,
    subunits: useSelectionStore.getState().context.subunits,
    send: async (payload) => {
      await placeBets(payload, crypto.randomUUID());
    },
    signIn: () => openAuthDialog('sign-in'),
    toTicket: (s) => {
      const store = useSelectionStore.getState();
      store.setSlip(addSelection(store.ticket, s, store.context));
    },
  }),
);

// The player's currency and signing out reach quick bet (it loads with the slip, so it catches up first).
function sessionChanged(player: PlayerLite | null, before: PlayerLite | null): void {
  if (player) useQuickBetStore.getState().dispatch({ type: 'currencyChanged', currency: player.currency });
  else if (before) useQuickBetStore.getState().dispatch({ type: 'signedOut' });
}
sessionChanged(useSession.getState().player, null);
useSession.subscribe((state, previous) => {
  if (state.player !== previous.player) sessionChanged(state.player, previous.player);
});

// Spec 000 §4 Quick bet: a balance of zero or below the quick stake switches quick bet off.
onPrivateEvent('balance_changed', (payload) => {
  const balance = (payload as { balance?: unknown } | null)?.balance;
  if (typeof balance === 'number') useQuickBetStore.getState().dispatch({ type: 'balanceChanged', balance });
});
