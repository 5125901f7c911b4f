import type { Market, Outcome } from '@sportsbook/contract/catalog';
import type { SelectionRef } from './selection-store';

/**
 * What a price button hands the slip: the outcome with its market and match (names, status and provider, which the
 * slip's composition and quick bet read). The one mapping of every list, market card and outright.
 */
export function selectionRefOf(
  match: { readonly id: number; readonly name: string; readonly status: number; readonly provider?: string },
  market: Market,
  outcome: Outcome,
): SelectionRef {
  return {
    key: outcome.id,
    matchId: match.id,
    marketId: market.id,
    specifier: market.specifier,
    outcomeId: outcome.outcomeId,
    outcomeName: outcome.name,
    marketName: market.name,
    matchName: match.name,
    matchStatus: match.status,
    marketStatus: market.status,
    provider: match.provider,
    odds: outcome.odds,
  };
}
