/**
 * Builders for the bet-slip tests (and for tests of the apps that use these rules): a selection, a bet and a
 * composition context with sensible defaults.
 */
import type { CompositionContext } from './composition';
import { outcomeKey } from './selection';
import type { Selection, SlipBet } from './types';

/** A prematch betradar selection at odds 2 on match 1, market 1, outcome "1"; any field can be overridden. */
export function aSelection(fields: Partial<Selection> = {}): Selection {
  const matchId = fields.matchId ?? 1;
  const marketId = fields.marketId ?? 1;
  const specifier = fields.specifier ?? '';
  const outcomeId = fields.outcomeId ?? '1';
  const odds = fields.odds ?? 2;
  return {
    id: outcomeKey(matchId, marketId, specifier, outcomeId),
    type: 'match',
    matchId,
    marketId,
    specifier,
    outcomeId,
    outcomeName: `Outcome ${outcomeId}`,
    marketName: `Market ${marketId}`,
    matchName: `Match ${matchId}`,
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    active: true,
    provider: 'betradar',
    matchStatus: 0,
    ...fields,
  };
}

/** Selections on matches 1..n at the given odds. */
export function selectionsAt(...odds: number[]): Selection[] {
  return odds.map((o, i) => aSelection({ matchId: i + 1, odds: o }));
}

/** A EUR bet of a type over selections with a unit stake in cents (system: `systemType` must be given). */
export function aBet(
  betType: SlipBet['betType'],
  selections: readonly Selection[],
  fields: Partial<SlipBet> = {},
): SlipBet {
  return {
    stake: 1000,
    currency: 'EUR',
    subunits: 2,
    betType,
    systemType: null,
    customOdds: null,
    selections,
    ...fields,
  };
}

/** EUR; multi-single allowed for betradar and betconstruct, not oddin (docs/decisions.md). */
export const MULTI_SINGLE: CompositionContext = {
  multiSingleByProvider: { betradar: true, betconstruct: true, oddin: false },
  currency: 'EUR',
  subunits: 2,
};

/** EUR; multi-single allowed for no provider. */
export const NO_MULTI_SINGLE: CompositionContext = { multiSingleByProvider: {}, currency: 'EUR', subunits: 2 };
