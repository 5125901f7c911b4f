import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aBet, aSelection, selectionsAt } from './test-fixtures';
import type { Slip, SlipBet } from './types';
import { canPlace, type SlipProblem, validateSlip } from './validation';

const slipOf = (...bets: SlipBet[]): Slip => ({ bets, systemTypes: [] });
const [a, b, c] = selectionsAt(2, 3, 4) as [
  ReturnType<typeof aSelection>,
  ReturnType<typeof aSelection>,
  ReturnType<typeof aSelection>,
];

describe('validateSlip', () => {
  it('a slip with positive stakes and good selections has no problems', () => {
    const problems = validateSlip(slipOf(aBet('combo', [a, b, c])));
    expect(problems).toEqual([]);
    expect(canPlace(problems)).toBe(true);
  });

  it('blocks a slip with no bets', () => {
    expect(validateSlip(slipOf())).toEqual([{ code: 'no_bets' }]);
    expect(canPlace(validateSlip(slipOf()))).toBe(false);
  });

  it('blocks any bet whose stake is not above 0', () => {
    expect(validateSlip(slipOf(aBet('single', [a]), aBet('single', [b], { stake: 0 })))).toEqual([
      { code: 'stake_not_positive', betIndex: 1 },
    ]);
  });

  it('checks each single’s stake against its currency bounds', () => {
    const stakeBounds = (bet: SlipBet) => (bet.currency === 'EUR' ? { min: 100, max: 5000 } : undefined);
    const problems = validateSlip(slipOf(aBet('single', [a], { stake: 50 }), aBet('single', [b], { stake: 6000 })), {
      stakeBounds,
    });
    expect(problems).toEqual([
      { code: 'stake_out_of_bounds', betIndex: 0, stake: 50, min: 100, max: 5000 },
      { code: 'stake_out_of_bounds', betIndex: 1, stake: 6000, min: 100, max: 5000 },
    ]);
  });

  it('requires the total stake to equal the computed total: a 2/3 system costs 3 × the unit', () => {
    const system = slipOf(aBet('system', [a, b, c], { stake: 100, systemType: { winCount: 2, totalCount: 3 } }));
    expect(validateSlip(system, { totalStake: 300 })).toEqual([]);
    expect(validateSlip(system, { totalStake: 100 })).toEqual([
      { code: 'total_stake_mismatch', computed: 300, declared: 100 },
    ]);
  });

  it('blocks two selections from the same match in a combo or system, not in singles or custom bets', () => {
    const twin = aSelection({ matchId: 1, outcomeId: '2' });
    expect(validateSlip(slipOf(aBet('combo', [a, twin, b])))).toEqual([
      { code: 'same_match_in_combo', betIndex: 0, matchId: 1 },
    ]);
    expect(validateSlip(slipOf(aBet('single', [a]), aBet('single', [twin])))).toEqual([]);
    expect(validateSlip(slipOf(aBet('custom_bet', [a, twin], { customOdds: 3 })))).toEqual([]);
  });

  it('blocks oddin system bets and combos of mixed providers', () => {
    const oddin = aSelection({ matchId: 8, provider: 'oddin' });
    const system = aBet('system', [a, b, oddin], { systemType: { winCount: 2, totalCount: 3 } });
    expect(validateSlip(slipOf(system)).map((p) => p.code === 'provider_combination_not_allowed' && p.rule)).toEqual([
      'oddin_system',
      'mixed_providers',
    ]);
    const oddinOnly = selectionsAt(2, 3).map((s) => ({ ...s, provider: 'oddin' as const }));
    expect(validateSlip(slipOf(aBet('combo', oddinOnly)))).toEqual([]);
  });

  it('reports suspended, not available, non-bettable and changed selections by outcome key', () => {
    const bad = { ...b, isSuspended: true, isNotAvailable: true, matchStatus: 4 as const, odds: 2.5, isChanged: true };
    expect(validateSlip(slipOf(aBet('combo', [a, bad])))).toEqual([
      { code: 'selection_suspended', betIndex: 0, outcomeId: b.id },
      { code: 'selection_not_available', betIndex: 0, outcomeId: b.id },
      { code: 'match_not_bettable', betIndex: 0, outcomeId: b.id, matchStatus: 4 },
      { code: 'odds_changed', betIndex: 0, outcomeId: b.id, from: 3, to: 2.5 },
    ]);
  });

  it('reports a bet type that does not fit its selections and an unpriced custom bet', () => {
    expect(
      validateSlip(slipOf(aBet('system', [a, b, c], { systemType: { winCount: 2, totalCount: 4 } })), {
        totalStake: 1,
      }),
    ).toEqual([{ code: 'invalid_bet_shape', betIndex: 0, betType: 'system', selections: 3 }]);
    expect(validateSlip(slipOf(aBet('custom_bet', [a])))).toEqual([{ code: 'custom_odds_missing', betIndex: 0 }]);
  });

  it('adding a problem never removes another', () => {
    const selections = selectionsAt(1.5, 2, 2.5, 3);
    const base: SlipBet[] = [
      aBet('combo', selections.slice(0, 2)),
      aBet('system', selections.slice(1), { systemType: { winCount: 2, totalCount: 3 } }),
      aBet('single', [aSelection({ matchId: 9 })]),
    ];
    type Mutation = (bets: SlipBet[]) => SlipBet[];
    const onSelection =
      (bet: number, at: number, change: object): Mutation =>
      (bets) =>
        bets.map((x, i) =>
          i === bet ? { ...x, selections: x.selections.map((s, j) => (j === at ? { ...s, ...change } : s)) } : x,
        );
    const mutations: Mutation[] = [
      ...[0, 1, 2].map(
        (bet): Mutation =>
          (bets) =>
            bets.map((x, i) => (i === bet ? { ...x, stake: 0 } : x)),
      ),
      onSelection(0, 0, { isSuspended: true }),
      onSelection(1, 1, { isNotAvailable: true }),
      onSelection(1, 2, { isChanged: true, odds: 9 }),
      onSelection(2, 0, { matchStatus: 3 }),
      onSelection(0, 1, { provider: 'oddin' }),
      onSelection(1, 0, { provider: 'oddin' }),
      onSelection(1, 2, { matchId: 2 }),
    ];
    const key = (p: SlipProblem) => JSON.stringify(p);
    const problemsWith = (picked: number[]) =>
      new Set(validateSlip(slipOf(...picked.reduce((bets, m) => (mutations[m] as Mutation)(bets), base))).map(key));
    fc.assert(
      fc.property(fc.subarray([...mutations.keys()]), fc.subarray([...mutations.keys()]), (some, more) => {
        const fewer = problemsWith(some);
        const all = problemsWith([...new Set([...some, ...more])].sort());
        for (const problem of fewer) expect(all).toContain(problem);
        if (more.some((m) => !some.includes(m))) expect(all.size).toBeGreaterThan(fewer.size);
      }),
    );
  });
});
