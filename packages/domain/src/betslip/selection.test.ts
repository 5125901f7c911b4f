import { describe, expect, it } from 'vitest';
import {
  hasChangedOdds,
  isBettableMatchStatus,
  isMarketAllowed,
  newSelection,
  outcomeKey,
  selectedOutcomeIds,
} from './selection';
import { aBet, aSelection } from './test-fixtures';

const input = {
  matchId: 42,
  matchName: 'A vs B',
  matchStatus: 1 as const,
  marketId: 18,
  specifier: 'total=2.5',
  marketName: 'Total',
  marketStatus: 1,
  outcomeId: '12',
  outcomeName: 'Over',
  odds: 1.85,
  active: true,
  provider: 'betradar' as const,
};

describe('selections', () => {
  it('keys an outcome as matchId:marketId:specifier:outcomeId', () => {
    expect(outcomeKey(42, 18, 'total=2.5', '12')).toBe('42:18:total=2.5:12');
    expect(outcomeKey(42, 1, '', '1')).toBe('42:1::1');
  });

  it('a new selection has its odds accepted and initial, nothing flagged', () => {
    expect(newSelection(input)).toMatchObject({
      id: '42:18:total=2.5:12',
      type: 'match',
      odds: 1.85,
      acceptedOdds: 1.85,
      initialOdds: 1.85,
      isSuspended: false,
      isChanged: false,
      isNotAvailable: false,
    });
    expect(newSelection(input)).not.toHaveProperty('marketStatus');
  });

  it('a new selection on a market that is not allowed, or an inactive outcome, is suspended', () => {
    expect(newSelection({ ...input, marketStatus: -1 }).isSuspended).toBe(true);
    expect(newSelection({ ...input, active: false }).isSuspended).toBe(true);
  });

  it('only prematch and live matches, and only allowed markets, take bets', () => {
    expect([0, 1, 2, 3, 4, 5].map(isBettableMatchStatus)).toEqual([true, true, false, false, false, false]);
    expect([1, 0, -1, -2].map(isMarketAllowed)).toEqual([true, false, false, false]);
  });

  it('lists the selected outcomes and whether any odds changed', () => {
    const bets = [aBet('single', [aSelection()]), aBet('single', [{ ...aSelection({ matchId: 2 }), isChanged: true }])];
    expect(selectedOutcomeIds(bets)).toEqual(['1:1::1', '2:1::1']);
    expect(hasChangedOdds(bets)).toBe(true);
    expect(hasChangedOdds(bets.slice(0, 1))).toBe(false);
  });
});
