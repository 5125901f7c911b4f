import type { MatchStatus, OutcomeKey, Provider, Selection, SelectionType, SlipBet } from './types';
import { MATCH_LIVE, MATCH_PREMATCH } from './types';

/** The global outcome key of an outcome: `${matchId}:${marketId}:${specifier}:${outcomeId}` ("" specifier kept). */
export function outcomeKey(matchId: number, marketId: number, specifier: string, outcomeId: string): OutcomeKey {
  return `${matchId}:${marketId}:${specifier}:${outcomeId}`;
}

/** Spec 000 §4: only prematch (0) and live (1) matches take bets; stopped, closed, finished, not covered do not. */
export function isBettableMatchStatus(status: number): boolean {
  return status === MATCH_PREMATCH || status === MATCH_LIVE;
}

/** Spec 000 §4: a market takes bets only with status 1 (allowed); 0 is not allowed, −1 suspended, −2…−4 closed. */
export function isMarketAllowed(status: number): boolean {
  return status === 1;
}

/** What a new selection is built from: the catalog's match, market and outcome fields. */
export type SelectionInput = {
  readonly type?: SelectionType;
  readonly matchId: number;
  readonly matchUrnId?: string;
  readonly matchName: string;
  readonly matchStatus: MatchStatus;
  readonly marketId: number;
  readonly specifier: string;
  readonly marketName: string;
  readonly marketStatus: number;
  readonly outcomeId: string;
  readonly outcomeName: string;
  readonly odds: number;
  readonly active: boolean;
  readonly provider: Provider;
};

/**
 * A selection as the slip adds it: its odds are accepted and initial at once, nothing changed;
 * suspended when the market is not allowed or the outcome inactive.
 */
export function newSelection(input: SelectionInput): Selection {
  const { marketStatus, type, ...fields } = input;
  return {
    ...fields,
    id: outcomeKey(input.matchId, input.marketId, input.specifier, input.outcomeId),
    type: type ?? 'match',
    acceptedOdds: input.odds,
    initialOdds: input.odds,
    isSuspended: !isMarketAllowed(marketStatus) || !input.active,
    isChanged: false,
    isNotAvailable: false,
  };
}

/** Every outcome key in the slip's bets, in bet order (the Ticket's selectedOutcomeIds, derived). */
export function selectedOutcomeIds(bets: readonly SlipBet[]): OutcomeKey[] {
  return bets.flatMap((bet) => bet.selections.map((selection) => selection.id));
}

/** Whether any selection of these bets has odds the player still has to accept. */
export function hasChangedOdds(bets: readonly SlipBet[]): boolean {
  return bets.some((bet) => bet.selections.some((selection) => selection.isChanged));
}
