import type { SharedBet } from '@sportsbook/contract/bets';
import { describe, expect, it } from 'vitest';
import { shareChanges, sharedToSlipBet } from './share-restore';

const leg = (id: string, matchId: number): SharedBet['selections'][number] => ({
  id,
  type: 'match',
  matchId,
  matchUrnId: `sr:match:${matchId}`,
  matchName: `M${matchId}`,
  marketId: 1,
  specifier: '',
  outcomeId: id.split(':').at(-1) ?? '1',
  outcomeName: 'Home',
  marketName: '1x2',
  odds: 2.5,
  sharedOdds: 2.5,
  active: true,
  isSuspended: false,
  isNotAvailable: false,
  provider: 'betradar',
  matchStatus: 0,
});

const fallback = { currency: 'EUR', subunits: 2 };

describe('restoring a shared slip', () => {
  it('a shared combo keeps its stake in minor units and accepts the current odds', () => {
    const bet = sharedToSlipBet(
      {
        stake: { value: '4.00', currency: 'EUR' },
        systemId: null,
        custom: null,
        missing: 0,
        selections: [leg('1:1::1', 1), leg('2:1::1', 2)],
      },
      fallback,
    );
    expect(bet).toMatchObject({ betType: 'combo', stake: 400, currency: 'EUR', subunits: 2, systemType: null });
    expect(bet.selections[0]).toMatchObject({ odds: 2.5, acceptedOdds: 2.5, isChanged: false });
  });

  it('a system id gives a system bet; no stake gives 0 in the player currency', () => {
    const bet = sharedToSlipBet(
      {
        stake: null,
        systemId: '2/3',
        custom: null,
        missing: 0,
        selections: [leg('1:1::1', 1), leg('2:1::1', 2), leg('3:1::1', 3)],
      },
      { currency: 'USD', subunits: 2 },
    );
    expect(bet).toMatchObject({
      betType: 'system',
      systemType: { winCount: 2, totalCount: 3 },
      stake: 0,
      currency: 'USD',
    });
  });

  it('one selection is a single; suspended legs stay flagged', () => {
    const bet = sharedToSlipBet(
      {
        stake: null,
        systemId: null,
        custom: null,
        missing: 0,
        selections: [{ ...leg('1:1::1', 1), isSuspended: true }],
      },
      fallback,
    );
    expect(bet.betType).toBe('single');
    expect(bet.selections[0]?.isSuspended).toBe(true);
  });

  it('a shared bet-builder bet stays one custom bet at its price now, or without a price when it has none now', () => {
    const legs = [leg('1:1::1', 1), { ...leg('1:18:total=2.5:12', 1), marketId: 18, specifier: 'total=2.5' }];
    const priced = sharedToSlipBet(
      { stake: null, systemId: null, custom: { odds: 3.4 }, missing: 0, selections: legs },
      fallback,
    );
    expect(priced).toMatchObject({ betType: 'custom_bet', customOdds: 3.4, systemType: null });
    expect(priced.selections).toHaveLength(2);
    const unpriced = sharedToSlipBet(
      { stake: null, systemId: null, custom: { odds: null }, missing: 0, selections: legs },
      fallback,
    );
    expect(unpriced).toMatchObject({ betType: 'custom_bet', customOdds: null });
  });

  it('accepts the odds the sharer saw: a price that moved since shows as changed, and the changes are counted', () => {
    const moved = { ...leg('1:1::1', 1), odds: 2.8, sharedOdds: 2.5 };
    const same = leg('2:1::1', 2);
    const bet = sharedToSlipBet(
      { stake: null, systemId: null, custom: null, missing: 1, selections: [moved, same] },
      fallback,
    );
    expect(bet.selections[0]).toMatchObject({ odds: 2.8, acceptedOdds: 2.5, initialOdds: 2.5, isChanged: true });
    expect(bet.selections[1]).toMatchObject({ odds: 2.5, acceptedOdds: 2.5, isChanged: false });
    expect(
      shareChanges([
        { stake: null, systemId: null, custom: null, missing: 1, selections: [moved, same] },
        { stake: null, systemId: null, custom: { odds: 3 }, missing: 0, selections: [moved] },
      ]),
    ).toEqual({ moved: 1, missing: 1 });
  });
});
