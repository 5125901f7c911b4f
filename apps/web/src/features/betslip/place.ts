'use client';

import type { Bet } from '@sportsbook/contract/bets';
import { ERROR_CODES } from '@sportsbook/contract/error-body';
import type { MarketUpdate } from '@sportsbook/domain/betslip/market-update';
import { buildPlacementPayload } from '@sportsbook/domain/betslip/payload';
import type { PlacementFailure } from '@sportsbook/domain/betslip/placement-failure';
import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { ApiError } from '../../shared/api/api-error';
import { placeBets } from '../../shared/api/bets-api';
import { deviceId } from '../../shared/browser/device-id';
import { confirmSession } from '../account/betting-session';
import { termsRefused, termsRefusedText } from '../account/prompts';
import { trackBetPlaced } from '../tracking/data-layer';
import { requestReceiptFocus } from './receipt-focus';
import { type PlacedBet, useSelectionStore } from './selection-store';

export function toPlaced(bet: Bet): PlacedBet {
  return {
    id: bet.id,
    reference: bet.reference,
    type: bet.type,
    totalStake: bet.totalStake,
    potentialWin: bet.potentialWin,
    stake: bet.stake,
    odds: bet.odds,
    system: bet.system ? { id: bet.system.id } : null,
    selections: bet.selections.map((s) => ({
      id: s.id,
      outcomeName: s.outcomeName,
      matchName: s.matchName,
      odds: s.acceptedOdds,
    })),
  };
}

type Problem = { outcomeId?: string; currentOdds?: number | null; requestedOdds?: number };
type Details = {
  bets?: { localized_message?: string | null; problems?: Problem[] }[];
};

/** Market updates from a refused placement's odds problems: the slip then shows old → new and asks to accept. */
export function marketsFromProblems(bets: readonly SlipBet[], details: unknown): MarketUpdate[] {
  const selections = new Map(bets.flatMap((bet) => bet.selections.map((s) => [s.id, s] as const)));
  const out: MarketUpdate[] = [];
  for (const bet of (details as Details | null)?.bets ?? []) {
    for (const problem of bet.problems ?? []) {
      const selection = problem.outcomeId ? selections.get(problem.outcomeId) : undefined;
      if (!selection || problem.currentOdds === undefined) continue;
      out.push({
        matchId: selection.matchId,
        id: selection.marketId,
        specifier: selection.specifier,
        status: 1,
        outcomes:
          problem.currentOdds === null
            ? []
            : [{ outcomeId: selection.outcomeId, active: true, odds: problem.currentOdds }],
      });
    }
  }
  return out;
}

/**
 * Sends bets to POST /api/v3/bets with this browser's device id and a fresh Idempotency-Key: the one placement call
 * of the slip and of quick bet. Throws the call's error (`placementFailureOf` reads it).
 */
export async function sendPlacement(bets: readonly SlipBet[], options: { quick: boolean }): Promise<Bet[]> {
  const payload = buildPlacementPayload(bets, { deviceId: deviceId(), quick: options.quick });
  try {
    const placed = await placeBets(payload, crypto.randomUUID());
    trackBetPlaced(placed, options);
    return placed;
  } catch (error) {
    // The terms in force are not accepted: the terms prompt opens again (the slip says why, below).
    if (error instanceof ApiError && error.code === ERROR_CODES.termsNotAccepted) termsRefused();
    throw error;
  }
}

/** A failed placement as the domain classifies it: the error body's fields, or no status for a network failure. */
export function placementFailureOf(error: unknown): PlacementFailure & { details: Details | null } {
  // No answer (status 0) is a failure without a response, as the domain reads it.
  if (!(error instanceof ApiError) || error.status === 0) return { status: null, details: null };
  const details = error.details as Details | null;
  // Refused for the terms: the slip says so in the player's language (the slip shows a bet message before the
  // code's generic one), and the terms prompt is open again (`sendPlacement`).
  const terms = error.code === ERROR_CODES.termsNotAccepted ? termsRefusedText() : null;
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    localizedMessage: terms ?? error.localizedMessage,
    details,
    betMessages: terms ? [terms] : (details?.bets ?? []).map((b) => b.localized_message ?? null),
  };
}

/**
 * Places the ticket (spec 000 §4 Placing a ticket) through the domain's ticket reducer: placeRequested → a visitor
 * gets the sign-in prompt; else placementSent → POST /api/v3/bets with a fresh Idempotency-Key → success with the
 * placed bets, or the failure classified by the domain (odds problems also update the selections' odds).
 */
export async function placeTicket(): Promise<void> {
  const store = useSelectionStore.getState();
  store.dispatch({ type: 'placeRequested' });
  const { ticket } = useSelectionStore.getState();
  if (!ticket.inProgress) return;
  const player = await confirmSession();
  if (!player) {
    store.dispatch({ type: 'signInRequired' });
    return;
  }
  store.dispatch({ type: 'placementSent' });
  const bets = useSelectionStore.getState().ticket.processingBets;
  try {
    const placed = await sendPlacement(bets, { quick: false });
    requestReceiptFocus();
    store.dispatch({ type: 'placementSucceeded', placedBets: placed.map(toPlaced) });
  } catch (error) {
    const failure = placementFailureOf(error);
    store.dispatch({ type: 'placementFailed', failure });
    const markets = marketsFromProblems(bets, failure.details);
    if (markets.length > 0) useSelectionStore.getState().marketsUpdated(markets);
  }
}
