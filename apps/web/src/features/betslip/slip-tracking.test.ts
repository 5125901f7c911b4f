import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { afterEach, describe, expect, it } from 'vitest';
import { saveConsent } from '../tracking/consent';
import { clearCookies } from '../tracking/test-cookies';
import { trackSlipChange } from './slip-tracking';

const selection = (id: string, matchId: number) => ({ id, matchId, marketId: 1, outcomeId: id, odds: 2.1 });
const slip = (...selections: ReturnType<typeof selection>[]) =>
  selections.map((s) => ({ selections: [s] })) as unknown as SlipBet[];

describe('slip tracking', () => {
  afterEach(() => {
    clearCookies();
    delete window.dataLayer;
  });

  it('pushes the selections a change added and removed, and nothing for a stake change', () => {
    saveConsent({ analytics: true, marketing: false });
    const a = selection('a', 1);
    const b = selection('b', 2);
    trackSlipChange(slip(a), slip(a));
    expect(window.dataLayer ?? []).toEqual([]);
    trackSlipChange(slip(a), slip(b));
    expect(window.dataLayer).toEqual([
      { event: 'selection_added', match_id: 2, market_id: 1, outcome_id: 'b', odds: 2.1 },
      { event: 'selection_removed', match_id: 1, market_id: 1, outcome_id: 'a' },
    ]);
  });

  it('pushes nothing without analytics consent', () => {
    trackSlipChange([], slip(selection('a', 1)));
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
