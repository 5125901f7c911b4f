import type { Provider, Selection, SlipBetType } from './types';

/**
 * Why a bet's providers block it (spec 000 §5: "Oddin-provider system bets and mixed providers block some combos").
 * - `oddin_system`: a system bet with any oddin selection.
 * - `mixed_providers`: a combo or system whose selections come from more than one provider; the lines of such
 *   a bet would be settled by different feeds. Singles and custom bets (one match) are never blocked.
 */
export type ProviderRule = 'oddin_system' | 'mixed_providers';

/** The distinct providers of these selections, in first-seen order. */
export function providersOf(selections: readonly Selection[]): Provider[] {
  return [...new Set(selections.map((selection) => selection.provider))];
}

/** The provider rules a bet of this type with these selections breaks (empty when none). */
export function providerRuleViolations(betType: SlipBetType, selections: readonly Selection[]): ProviderRule[] {
  if (betType !== 'combo' && betType !== 'system') return [];
  const providers = providersOf(selections);
  const violations: ProviderRule[] = [];
  if (betType === 'system' && providers.includes('oddin')) violations.push('oddin_system');
  if (providers.length > 1) violations.push('mixed_providers');
  return violations;
}

/**
 * Whether multi-single is allowed for a provider (settings.betting.multiSingleAvailableByProvider).
 * A provider missing from the map is not allowed.
 */
export function isMultiSingleAllowed(byProvider: Readonly<Record<string, boolean>>, provider: Provider): boolean {
  return byProvider[provider] === true;
}
