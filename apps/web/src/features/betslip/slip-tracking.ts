import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { hasConsent } from '../tracking/consent';
import { trackSelections } from '../tracking/data-layer';

type Selected = SlipBet['selections'][number];

const byId = (bets: readonly SlipBet[]) =>
  new Map<string, Selected>(bets.flatMap((bet) => bet.selections.map((s) => [s.id, s] as const)));

/**
 * Tells the data layer which selections a slip change added and removed, whatever made it (a tap, remove, clear, a
 * shared slip, the bet builder). Stake and odds changes keep the same selections and push nothing.
 */
export function trackSlipChange(before: readonly SlipBet[], after: readonly SlipBet[]): void {
  if (before === after || !hasConsent('analytics')) return;
  const was = byId(before);
  const is = byId(after);
  trackSelections(
    [...is.values()].filter((s) => !was.has(s.id)),
    [...was.values()].filter((s) => !is.has(s.id)),
  );
}
