import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemTypes } from '../system-lines';
import { addSelection, clearSlip, removeSelection, toggleSelection } from './composition';
import { addCustomBet } from './custom-bets';
import { normalizeBet, normalizeSlip } from './normalize';
import { selectedOutcomeIds } from './selection';
import { aBet, aSelection, MULTI_SINGLE, NO_MULTI_SINGLE, selectionsAt } from './test-fixtures';
import type { Selection, Slip } from './types';

const empty: Slip = clearSlip();
const [a, b, c, d] = selectionsAt(2, 3, 4, 5) as [Selection, Selection, Selection, Selection];
const oddin = aSelection({ matchId: 9, provider: 'oddin' });

function build(context = NO_MULTI_SINGLE, ...selections: Selection[]): Slip {
  return selections.reduce((slip, s) => addSelection(slip, s, context), empty);
}
const types = (slip: Slip) => slip.bets.map((bet) => bet.betType);

describe('adding a selection', () => {
  it('gives a single when a selection is added to an empty slip', () => {
    const slip = addSelection(empty, a, NO_MULTI_SINGLE);
    expect(slip.bets).toEqual([aBet('single', [a], { stake: 0 })]);
  });

  it('gives a combo when more are added and multi-single is not allowed', () => {
    const slip = build(NO_MULTI_SINGLE, a, b, c);
    expect(types(slip)).toEqual(['combo']);
    expect(selectedOutcomeIds(slip.bets)).toEqual([a.id, b.id, c.id]);
  });

  it('gives another single, with the first bet’s stake, when multi-single is allowed for the provider', () => {
    const first = addSelection(empty, a, MULTI_SINGLE);
    const staked = { ...first, bets: [{ ...first.bets[0], ...aBet('single', [a], { stake: 700 }) }] };
    const slip = addSelection(staked, b, MULTI_SINGLE);
    expect(types(slip)).toEqual(['single', 'single']);
    expect(slip.bets.map((bet) => bet.stake)).toEqual([700, 700]);
  });

  it('merges the singles into a combo when multi-single is not allowed for the new selection’s provider', () => {
    const slip = build(MULTI_SINGLE, a, b, oddin);
    expect(types(slip)).toEqual(['combo']);
    expect(selectedOutcomeIds(slip.bets)).toEqual([a.id, b.id, oddin.id]);
  });

  it('adds to the combo or system the player chose, even with multi-single allowed', () => {
    const combo: Slip = { bets: [aBet('combo', [a, b])], systemTypes: [] };
    expect(types(addSelection(combo, c, MULTI_SINGLE))).toEqual(['combo']);
    const system = normalizeSlip({
      bets: [aBet('system', [a, b, c], { systemType: { winCount: 2, totalCount: 3 } })],
      systemTypes: [],
    });
    expect(addSelection(system, d, MULTI_SINGLE).bets[0]?.systemType).toEqual({ winCount: 2, totalCount: 4 });
  });

  it('changes nothing when the outcome is already in the slip', () => {
    const slip = build(NO_MULTI_SINGLE, a, b);
    expect(addSelection(slip, a, NO_MULTI_SINGLE)).toBe(slip);
  });

  it('regenerates the system types as every k-of-n sorted by totalCount then winCount', () => {
    expect(build(NO_MULTI_SINGLE, a, b, c, d).systemTypes).toEqual([
      { winCount: 2, totalCount: 4 },
      { winCount: 3, totalCount: 4 },
    ]);
    expect(build(NO_MULTI_SINGLE, a, b).systemTypes).toEqual([]);
  });
});

describe('removing a selection', () => {
  it('turns a combo into a single when one selection is left', () => {
    const slip = removeSelection(build(NO_MULTI_SINGLE, a, b), b.id);
    expect(slip.bets).toEqual([aBet('single', [a], { stake: 0 })]);
  });

  it('turns a system into a single when one selection is left', () => {
    const system: Slip = {
      bets: [aBet('system', [a, b, c], { systemType: { winCount: 2, totalCount: 3 } })],
      systemTypes: [],
    };
    const slip = removeSelection(removeSelection(system, c.id), b.id);
    expect(slip.bets).toEqual([aBet('single', [a])]);
  });

  it('turns a system whose count no longer matches into a combo, or another system type', () => {
    const system: Slip = {
      bets: [aBet('system', [a, b, c, d], { systemType: { winCount: 3, totalCount: 4 } })],
      systemTypes: [],
    };
    const three = removeSelection(system, d.id);
    expect(three.bets[0]).toMatchObject({ betType: 'system', systemType: { winCount: 2, totalCount: 3 } });
    expect(removeSelection(three, c.id).bets[0]).toMatchObject({ betType: 'combo', systemType: null });
  });

  it('drops a bet left without selections and keeps the others', () => {
    const slip = removeSelection(build(MULTI_SINGLE, a, b), a.id);
    expect(slip.bets).toEqual([aBet('single', [b], { stake: 0 })]);
  });

  it('drops a whole custom bet when one of its selections is removed', () => {
    const custom = addCustomBet(
      build(NO_MULTI_SINGLE, a),
      [b, aSelection({ matchId: 2, outcomeId: '2' })],
      4.5,
      NO_MULTI_SINGLE,
    );
    expect(types(custom)).toEqual(['single', 'custom_bet']);
    expect(types(removeSelection(custom, b.id))).toEqual(['single']);
  });
});

describe('normalizing a bet', () => {
  it('turns a single with more than one selection into a combo', () => {
    expect(normalizeBet(aBet('single', [a, b]))).toMatchObject({ betType: 'combo' });
  });

  it('returns the same bet when it already fits its selections', () => {
    const combo = aBet('combo', [a, b]);
    expect(normalizeBet(combo)).toBe(combo);
  });
});

describe('toggling and clearing', () => {
  it('removes a selected outcome and adds an unselected one', () => {
    const slip = toggleSelection(build(NO_MULTI_SINGLE, a, b), b, NO_MULTI_SINGLE);
    expect(selectedOutcomeIds(slip.bets)).toEqual([a.id]);
    expect(selectedOutcomeIds(toggleSelection(slip, c, NO_MULTI_SINGLE).bets)).toEqual([a.id, c.id]);
  });

  it('clearing resets everything but keeps the system types', () => {
    const slip = build(NO_MULTI_SINGLE, a, b, c);
    expect(clearSlip(slip)).toEqual({ bets: [], systemTypes: [{ winCount: 2, totalCount: 3 }] });
  });
});

describe('composition invariants', () => {
  const pool = Array.from({ length: 8 }, (_, i) =>
    aSelection({ matchId: (i % 5) + 1, outcomeId: String(i), provider: i === 7 ? 'oddin' : 'betradar' }),
  );
  const toggles = fc.array(fc.integer({ min: 0, max: pool.length - 1 }), { maxLength: 30 });
  const context = fc.constantFrom(MULTI_SINGLE, NO_MULTI_SINGLE);
  const play = (ctx: typeof MULTI_SINGLE, picks: number[]) =>
    picks.reduce((slip, i) => toggleSelection(slip, pool[i] as Selection, ctx), empty);

  it('toggling an outcome twice leaves the set of selected outcomes unchanged', () => {
    fc.assert(
      fc.property(context, toggles, fc.integer({ min: 0, max: pool.length - 1 }), (ctx, picks, x) => {
        const before = play(ctx, picks);
        const twice = play(ctx, [...picks, x, x]);
        expect(new Set(selectedOutcomeIds(twice.bets))).toEqual(new Set(selectedOutcomeIds(before.bets)));
      }),
    );
  });

  it('every bet fits its selection count, no outcome is selected twice and system types match the count', () => {
    fc.assert(
      fc.property(context, toggles, (ctx, picks) => {
        const slip = play(ctx, picks);
        for (const bet of slip.bets) expect(normalizeBet(bet)).toBe(bet);
        const ids = selectedOutcomeIds(slip.bets);
        expect(new Set(ids).size).toBe(ids.length);
        expect(slip.systemTypes).toEqual(systemTypes(ids.length));
      }),
    );
  });
});
