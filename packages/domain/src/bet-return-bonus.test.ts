import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BetBonus, type BetLeg, betReturn, isVoidedFreebet, LEG_RESULTS, noRiskRefund } from './bet-return';
import { MAX_WIN_ODDS_MILLIS } from './odds';

const oddsMillis = fc.integer({ min: 1000, max: 50_000 });
const stake = fc.integer({ min: 0, max: 1_000_000 });
const leg = fc.record({ oddsMillis, result: fc.constantFrom(...LEG_RESULTS) });
const legs = fc.array(leg, { minLength: 1, maxLength: 6 });
const boostMillis = fc.integer({ min: 1000, max: 3000 });
const win = (odds: number): BetLeg => ({ oddsMillis: odds, result: 'win_entire' });
const lose = (odds: number): BetLeg => ({ oddsMillis: odds, result: 'lose_entire' });
const voided = (odds: number): BetLeg => ({ oddsMillis: odds, result: 'refund_entire' });

describe('free bet "only win" (stake not returned)', () => {
  it('pays the winnings only: a 10.00 free bet at 3.00 returns 20.00 (the published SNR example)', () => {
    expect(betReturn({ type: 'single', stake: 1000, legs: [win(3000)], bonus: { type: 'freebet_only_win' } })).toBe(
      2000,
    );
  });

  it('pays nothing on a loss, and a combo pays stake × (total odds − 1)', () => {
    expect(betReturn({ type: 'single', stake: 1000, legs: [lose(3000)], bonus: { type: 'freebet_only_win' } })).toBe(0);
    const combo = { type: 'combo' as const, stake: 500, legs: [win(2000), win(1500)] };
    expect(betReturn({ ...combo, bonus: { type: 'freebet_only_win' } })).toBe(1000);
  });

  it('an only-win free bet never returns its stake: per line it pays the cash return less the stake, never below 0', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        const cash = betReturn({ type: 'combo', stake: s, legs: ls });
        const free = betReturn({ type: 'combo', stake: s, legs: ls, bonus: { type: 'freebet_only_win' } });
        if (ls.every((l) => l.result === 'refund_entire')) expect(free).toBe(0);
        else expect(free).toBe(Math.max(0, cash - s));
        expect(free).toBeLessThanOrEqual(Math.max(0, cash - s));
      }),
    );
  });
});

describe('free bet "all win" (stake returned)', () => {
  it('pays stake × odds: a 10.00 free bet at 3.00 returns 30.00', () => {
    expect(betReturn({ type: 'single', stake: 1000, legs: [win(3000)], bonus: { type: 'freebet_all_win' } })).toBe(
      3000,
    );
  });

  it('returns what cash would, except when voided whole', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        const bet = { type: 'combo' as const, stake: s, legs: ls };
        const expected = ls.every((l) => l.result === 'refund_entire') ? 0 : betReturn(bet);
        expect(betReturn({ ...bet, bonus: { type: 'freebet_all_win' } })).toBe(expected);
      }),
    );
  });
});

describe('a void free bet is credited again as the same free bet, not as cash', () => {
  it('returns no cash when every leg is refunded, for both free-bet variants', () => {
    for (const type of ['freebet_only_win', 'freebet_all_win'] as const) {
      const bet = { type: 'combo' as const, stake: 1000, legs: [voided(2000), voided(1800)], bonus: { type } };
      expect(isVoidedFreebet(bet)).toBe(true);
      expect(betReturn(bet)).toBe(0);
    }
  });

  it('a partly void free-bet combo settles on the legs still standing', () => {
    const bet = { type: 'combo' as const, stake: 1000, legs: [voided(2000), win(1800)] };
    expect(isVoidedFreebet({ ...bet, bonus: { type: 'freebet_all_win' } })).toBe(false);
    expect(betReturn({ ...bet, bonus: { type: 'freebet_all_win' } })).toBe(1800);
    expect(betReturn({ ...bet, bonus: { type: 'freebet_only_win' } })).toBe(800);
  });
});

describe('free bet "no risk"', () => {
  it('is a cash bet whose lost stake comes back as a free bet', () => {
    const lost = {
      type: 'single' as const,
      stake: 1000,
      legs: [lose(2500)],
      bonus: { type: 'freebet_no_risk' as const },
    };
    expect(betReturn(lost)).toBe(0);
    expect(noRiskRefund(lost)).toBe(1000);
    const won = { ...lost, legs: [win(2500)] };
    expect(betReturn(won)).toBe(2500);
    expect(noRiskRefund(won)).toBe(0);
    const voidedBet = { ...lost, legs: [voided(2500)] };
    expect(betReturn(voidedBet)).toBe(1000);
    expect(noRiskRefund(voidedBet)).toBe(0);
  });

  it('refunds what a system lost across its lines, and nothing for other bets', () => {
    const system = {
      type: 'system' as const,
      systemSize: 2,
      stake: 100,
      legs: [win(2000), lose(3000), lose(4000)],
      bonus: { type: 'freebet_no_risk' as const },
    };
    expect(noRiskRefund(system)).toBe(300);
    expect(noRiskRefund({ ...system, bonus: { type: 'comboboost', oddsMillis: 1100 } })).toBe(0);
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        const bet = { type: 'combo' as const, stake: s, legs: ls, bonus: { type: 'freebet_no_risk' as const } };
        expect(noRiskRefund(bet) + betReturn(bet)).toBeGreaterThanOrEqual(s);
        expect(noRiskRefund(bet)).toBeLessThanOrEqual(s);
      }),
    );
  });
});

describe('combo boost: stake × total odds × bonus odds', () => {
  it('a 10.00 treble at 2.00 each (8.00) boosted ×1.10 returns 88.00', () => {
    const bet = {
      type: 'combo' as const,
      stake: 1000,
      legs: [win(2000), win(2000), win(2000)],
      bonus: { type: 'comboboost', oddsMillis: 1100 } as BetBonus,
    };
    expect(betReturn(bet)).toBe(8800);
  });

  it('a lost boosted combo returns nothing; a void leg counts as odds 1 at the boost the caller gives', () => {
    const boost = (oddsMillis: number): BetBonus => ({ type: 'comboboost', oddsMillis });
    expect(betReturn({ type: 'combo', stake: 1000, legs: [win(2000), lose(2000)], bonus: boost(1100) })).toBe(0);
    expect(betReturn({ type: 'combo', stake: 1000, legs: [win(2000), voided(2000)], bonus: boost(1050) })).toBe(2100);
  });

  it('a boost never lowers a return, and a boost of 1.00 changes nothing', () => {
    fc.assert(
      fc.property(stake, legs, boostMillis, (s, ls, b) => {
        const cash = betReturn({ type: 'combo', stake: s, legs: ls });
        expect(
          betReturn({ type: 'combo', stake: s, legs: ls, bonus: { type: 'comboboost', oddsMillis: b } }),
        ).toBeGreaterThanOrEqual(cash);
        expect(betReturn({ type: 'combo', stake: s, legs: ls, bonus: { type: 'comboboost', oddsMillis: 1000 } })).toBe(
          cash,
        );
      }),
    );
  });

  it('the house maximum odds cap the boosted line too', () => {
    const huge = { type: 'combo' as const, stake: 100, legs: [win(MAX_WIN_ODDS_MILLIS)] };
    expect(betReturn({ ...huge, bonus: { type: 'comboboost', oddsMillis: 1500 } })).toBe(betReturn(huge));
  });

  it('refuses boost odds under 1.00 and unknown bonuses', () => {
    const bet = { type: 'single' as const, stake: 100, legs: [win(2000)] };
    expect(() => betReturn({ ...bet, bonus: { type: 'comboboost', oddsMillis: 999 } })).toThrow(RangeError);
    expect(() => betReturn({ ...bet, bonus: { type: 'mystery' } as unknown as BetBonus })).toThrow(RangeError);
  });
});
