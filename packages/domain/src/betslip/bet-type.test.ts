import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedBetTypes, changeBetType, chooseSystemType } from './bet-type';
import { addSelection, clearSlip } from './composition';
import { addCustomBet } from './custom-bets';
import { selectedOutcomeIds } from './selection';
import { aBet, aSelection, MULTI_SINGLE, NO_MULTI_SINGLE, selectionsAt } from './test-fixtures';
import type { Selection, Slip } from './types';

const [a, b, c, d] = selectionsAt(2, 3, 4, 5) as [Selection, Selection, Selection, Selection];
const comboOf = (...selections: Selection[]): Slip => ({
  bets: [aBet('combo', selections, { stake: 500 })],
  systemTypes: [],
});

describe('allowed bet types', () => {
  it('offers single for one selection, combo from two and system from three', () => {
    expect(allowedBetTypes({ bets: [aBet('single', [a])], systemTypes: [] }, NO_MULTI_SINGLE)).toEqual({
      single: true,
      combo: false,
      system: false,
    });
    expect(allowedBetTypes(comboOf(a, b, c), MULTI_SINGLE)).toEqual({ single: true, combo: true, system: true });
  });

  it('does not offer singles for several selections when multi-single is off for a provider', () => {
    expect(allowedBetTypes(comboOf(a, b), NO_MULTI_SINGLE).single).toBe(false);
    expect(allowedBetTypes(comboOf(a, aSelection({ matchId: 7, provider: 'oddin' })), MULTI_SINGLE).single).toBe(false);
  });

  it('does not offer a system with an oddin selection, nor a combo across providers', () => {
    const oddin = selectionsAt(2, 3, 4).map((s) => ({ ...s, provider: 'oddin' as const }));
    expect(allowedBetTypes(comboOf(...oddin), MULTI_SINGLE)).toMatchObject({ combo: true, system: false });
    const mixed = comboOf(a, b, aSelection({ matchId: 8, provider: 'betconstruct' }));
    expect(allowedBetTypes(mixed, MULTI_SINGLE)).toMatchObject({ single: true, combo: false, system: false });
  });
});

describe('changing the bet type', () => {
  it('is ignored when the type is not allowed', () => {
    const slip = comboOf(a, b);
    expect(changeBetType(slip, 'single', NO_MULTI_SINGLE)).toBe(slip);
    expect(changeBetType(slip, 'system', MULTI_SINGLE)).toBe(slip);
  });

  it('single splits the first bet’s selections into separate bets with the same stake', () => {
    const slip = changeBetType(comboOf(a, b, c), 'single', MULTI_SINGLE);
    expect(slip.bets).toEqual([
      aBet('single', [a], { stake: 500 }),
      aBet('single', [b], { stake: 500 }),
      aBet('single', [c], { stake: 500 }),
    ]);
  });

  it('combo merges the singles into one bet with the first bet’s stake', () => {
    const singles: Slip = {
      bets: [aBet('single', [a], { stake: 300 }), aBet('single', [b], { stake: 900 })],
      systemTypes: [],
    };
    expect(changeBetType(singles, 'combo', MULTI_SINGLE).bets).toEqual([aBet('combo', [a, b], { stake: 300 })]);
  });

  it('system uses the requested type when offered, else the first sorted by totalCount then winCount', () => {
    const slip = comboOf(a, b, c, d);
    expect(changeBetType(slip, 'system', MULTI_SINGLE, { winCount: 3, totalCount: 4 }).bets[0]?.systemType).toEqual({
      winCount: 3,
      totalCount: 4,
    });
    expect(changeBetType(slip, 'system', MULTI_SINGLE).bets[0]?.systemType).toEqual({ winCount: 2, totalCount: 4 });
    expect(changeBetType(slip, 'system', MULTI_SINGLE, { winCount: 2, totalCount: 9 }).bets[0]?.systemType).toEqual({
      winCount: 2,
      totalCount: 4,
    });
    expect(chooseSystemType(2)).toBeNull();
  });

  it('changes only the system type of a system, keeping its bonus', () => {
    const bonus = { id: 'b1', type: 'comboboost' };
    const system: Slip = {
      bets: [aBet('system', [a, b, c, d], { systemType: { winCount: 2, totalCount: 4 }, bonus })],
      systemTypes: [],
    };
    const changed = changeBetType(system, 'system', MULTI_SINGLE, { winCount: 3, totalCount: 4 });
    expect(changed.bets[0]).toMatchObject({ systemType: { winCount: 3, totalCount: 4 }, bonus });
    expect(changeBetType(changed, 'system', MULTI_SINGLE, { winCount: 3, totalCount: 4 })).toBe(changed);
    expect(changeBetType(comboOf(a, b), 'combo', MULTI_SINGLE).bets).toHaveLength(1);
  });

  it('leaves custom bets alone', () => {
    const slip = addCustomBet(comboOf(a, b), [aSelection({ matchId: 3, outcomeId: '2' })], 6, MULTI_SINGLE);
    expect(changeBetType(slip, 'single', MULTI_SINGLE).bets.map((bet) => bet.betType)).toEqual([
      'single',
      'single',
      'custom_bet',
    ]);
  });

  it('keeps the selected outcomes through any sequence of type changes', () => {
    const pool = selectionsAt(1.5, 2, 2.5, 3, 3.5);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: pool.length }),
        fc.array(fc.constantFrom('single', 'combo', 'system') as fc.Arbitrary<'single' | 'combo' | 'system'>),
        (n, choices) => {
          const start = pool.slice(0, n).reduce((slip, s) => addSelection(slip, s, MULTI_SINGLE), clearSlip());
          const end = choices.reduce((slip, choice) => changeBetType(slip, choice, MULTI_SINGLE), start);
          expect(selectedOutcomeIds(end.bets).sort()).toEqual(selectedOutcomeIds(start.bets).sort());
        },
      ),
    );
  });
});
