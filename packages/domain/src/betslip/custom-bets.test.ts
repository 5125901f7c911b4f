import { describe, expect, it } from 'vitest';
import { addSelection, clearSlip } from './composition';
import { addCustomBet, applyMatchStatus } from './custom-bets';
import { aSelection, NO_MULTI_SINGLE } from './test-fixtures';
import type { Selection, Slip } from './types';

const a = aSelection({ matchId: 1 });
const build = (...selections: Selection[]): Slip =>
  selections.reduce((slip, s) => addSelection(slip, s, NO_MULTI_SINGLE), clearSlip());
const types = (slip: Slip) => slip.bets.map((bet) => bet.betType);

describe('adding a custom bet', () => {
  it('adds a custom-odds bet of its own next to the regular bets', () => {
    const slip = addCustomBet(build(aSelection({ matchId: 5 })), [a], 3, NO_MULTI_SINGLE);
    expect(types(slip)).toEqual(['single', 'custom_bet']);
    expect(slip.bets[1]).toMatchObject({ customOdds: 3, stake: 0, selections: [a] });
    expect(addCustomBet(slip, [], 3, NO_MULTI_SINGLE)).toBe(slip);
  });
});

describe('match status changes', () => {
  it('drops custom bets when a match is neither prematch nor live, and keeps regular bets', () => {
    const slip = addCustomBet(build(aSelection({ matchId: 5 })), [a], 3, NO_MULTI_SINGLE);
    const live = applyMatchStatus(slip, 1, 1);
    expect(types(live)).toEqual(['single', 'custom_bet']);
    expect(types(applyMatchStatus(live, 1, 2))).toEqual(['single']);
    const stopped = applyMatchStatus(slip, 5, 4);
    expect(types(stopped)).toEqual(['single', 'custom_bet']);
    expect(stopped.bets[0]?.selections[0]?.matchStatus).toBe(4);
  });

  it('returns the same slip when no selection’s status changes', () => {
    const slip = build(a);
    expect(applyMatchStatus(slip, 1, 0)).toBe(slip);
    expect(applyMatchStatus(slip, 42, 4)).toBe(slip);
  });
});
