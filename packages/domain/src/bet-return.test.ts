import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BetLeg,
  betReturn,
  isLegResult,
  LEG_RESULTS,
  type LegResult,
  legFactor,
  lineFactor,
  lineReturn,
} from './bet-return';
import { MAX_WIN_ODDS_MILLIS, toOddsMillis } from './odds';
import { combinations, systemLineCount } from './system-lines';

const RESULTS: readonly LegResult[] = [
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
];

const oddsMillis = fc.integer({ min: 1000, max: 50_000 });
const stake = fc.integer({ min: 0, max: 1_000_000 });
const leg = fc.record({ oddsMillis, result: fc.constantFrom(...RESULTS) });
const legs = fc.array(leg, { minLength: 1, maxLength: 6 });
/** A system: legs plus a size 1..legs. */
const system = legs.chain((ls) => fc.tuple(fc.constant(ls), fc.integer({ min: 1, max: ls.length })));

/** A won leg at decimal odds, read into thousandths as every edge does. */
const win = (o: number): BetLeg => ({ oddsMillis: toOddsMillis(o), result: 'win_entire' });

describe('betReturn of a single', () => {
  it.each([
    ['win_entire', 2500],
    ['lose_entire', 0],
    ['refund_entire', 1000],
    ['refund_half_win_other', 1750],
    ['refund_half_lose_other', 500],
  ] as const)('returns stake × the factor of a %s leg at odds 2.5', (result, expected) => {
    expect(betReturn({ type: 'single', stake: 1000, legs: [{ oddsMillis: 2500, result }] })).toBe(expected);
  });

  it('floors the line to the minor unit: the house never overpays a fraction of a cent', () => {
    expect(betReturn({ type: 'single', stake: 1, legs: [win(1.5)] })).toBe(1);
    expect(
      betReturn({ type: 'single', stake: 333, legs: [{ oddsMillis: 1900, result: 'refund_half_win_other' }] }),
    ).toBe(482);
  });

  it('rounds odds to thousandths before multiplying', () => {
    expect(betReturn({ type: 'single', stake: 10_000, legs: [win(2.0004)] })).toBe(20_000);
    expect(betReturn({ type: 'single', stake: 10_000, legs: [win(1.2345)] })).toBe(12_350);
  });

  it('needs exactly one leg', () => {
    expect(() => betReturn({ type: 'single', stake: 100, legs: [win(2), win(3)] })).toThrow(RangeError);
    expect(() => betReturn({ type: 'single', stake: 100, legs: [] })).toThrow(RangeError);
  });
});

describe('betReturn of a combo', () => {
  it('multiplies the factors of all legs in one line', () => {
    expect(betReturn({ type: 'combo', stake: 1000, legs: [win(2), win(1.5)] })).toBe(3000);
    expect(
      betReturn({
        type: 'combo',
        stake: 1000,
        legs: [win(2), win(1.5), { oddsMillis: 9000, result: 'refund_entire' }],
      }),
    ).toBe(3000);
    expect(
      betReturn({
        type: 'combo',
        stake: 1000,
        legs: [win(2), win(1.5), { oddsMillis: 9000, result: 'refund_half_lose_other' }],
      }),
    ).toBe(1500);
  });

  it('rounds once per line, after the whole product', () => {
    // 333 × 1.333 × 1.5 = 665.8335 → 665
    expect(betReturn({ type: 'combo', stake: 333, legs: [win(1.333), win(1.5)] })).toBe(665);
  });

  it('a losing leg in a combo returns 0', () => {
    fc.assert(
      fc.property(stake, legs, fc.nat(), oddsMillis, (s, ls, at, o) => {
        const withLoss = ls.toSpliced(at % (ls.length + 1), 0, { oddsMillis: o, result: 'lose_entire' });
        expect(betReturn({ type: 'combo', stake: s, legs: withLoss })).toBe(0);
      }),
    );
  });
});

describe('betReturn of a system', () => {
  it('stakes the unit on each line: a 2/3 system at odds 2, 3, 4', () => {
    const legsOf = (third: LegResult): BetLeg[] => [win(2), win(3), { oddsMillis: 4000, result: third }];
    expect(betReturn({ type: 'system', stake: 100, systemSize: 2, legs: legsOf('win_entire') })).toBe(2600);
    expect(betReturn({ type: 'system', stake: 100, systemSize: 2, legs: legsOf('lose_entire') })).toBe(600);
  });

  it('floors each line before summing', () => {
    // three lines of 1 × 1.5 × 1.5 = 2.25 → 2 each
    expect(betReturn({ type: 'system', stake: 1, systemSize: 2, legs: [win(1.5), win(1.5), win(1.5)] })).toBe(6);
  });

  it('refuses a missing or out-of-range system size', () => {
    const three = [win(2), win(2), win(2)];
    expect(() => betReturn({ type: 'system', stake: 100, legs: three })).toThrow(RangeError);
    expect(() => betReturn({ type: 'system', stake: 100, systemSize: 0, legs: three })).toThrow(RangeError);
    expect(() => betReturn({ type: 'system', stake: 100, systemSize: 4, legs: three })).toThrow(RangeError);
    expect(() => betReturn({ type: 'system', stake: 100, systemSize: 1.5, legs: three })).toThrow(RangeError);
  });

  it('a system with all wins equals the sum of its lines settled as combos', () => {
    fc.assert(
      fc.property(stake, system, (s, [ls, k]) => {
        const won = ls.map((l) => ({ oddsMillis: l.oddsMillis, result: 'win_entire' as const }));
        const lines = combinations(won, k).map((line) => betReturn({ type: 'combo', stake: s, legs: line }));
        expect(betReturn({ type: 'system', stake: s, systemSize: k, legs: won })).toBe(
          lines.reduce((sum, line) => sum + line, 0),
        );
      }),
    );
  });
});

describe('betReturn invariants', () => {
  it('an all-void bet returns exactly the stake (× lines for a system)', () => {
    fc.assert(
      fc.property(stake, system, (s, [ls, k]) => {
        const voided = ls.map((l) => ({ oddsMillis: l.oddsMillis, result: 'refund_entire' as const }));
        expect(betReturn({ type: 'combo', stake: s, legs: voided })).toBe(s);
        expect(betReturn({ type: 'system', stake: s, systemSize: k, legs: voided })).toBe(
          s * systemLineCount(ls.length, k),
        );
      }),
    );
  });

  it('the return never decreases when any leg’s odds rise', () => {
    fc.assert(
      fc.property(stake, system, fc.nat(), fc.integer({ min: 0, max: 10_000 }), (s, [ls, k], at, riseMillis) => {
        const i = at % ls.length;
        const raised = ls.map((l, j) => (j === i ? { ...l, oddsMillis: l.oddsMillis + riseMillis } : l));
        const before = betReturn({ type: 'system', stake: s, systemSize: k, legs: ls });
        expect(betReturn({ type: 'system', stake: s, systemSize: k, legs: raised })).toBeGreaterThanOrEqual(before);
        const combo = betReturn({ type: 'combo', stake: s, legs: raised });
        expect(combo).toBeGreaterThanOrEqual(betReturn({ type: 'combo', stake: s, legs: ls }));
      }),
    );
  });

  it('never pays more than the exact return, and less by under one minor unit per line', () => {
    fc.assert(
      fc.property(stake, oddsMillis, (s, o) => {
        const paid = betReturn({ type: 'single', stake: s, legs: [{ oddsMillis: o, result: 'win_entire' }] });
        const exactMillis = s * o;
        expect(paid * 1000).toBeLessThanOrEqual(exactMillis);
        expect(exactMillis - paid * 1000).toBeLessThan(1000);
      }),
    );
  });

  it.each([
    ['a negative stake', { type: 'combo', stake: -1, legs: [win(2)] }],
    ['a fractional stake', { type: 'combo', stake: 10.5, legs: [win(2)] }],
    ['odds below 1', { type: 'combo', stake: 100, legs: [{ oddsMillis: 900, result: 'win_entire' }] }],
    [
      'odds not in whole thousandths',
      { type: 'combo', stake: 100, legs: [{ oddsMillis: 1500.5, result: 'win_entire' }] },
    ],
    ['non-finite odds', { type: 'combo', stake: 100, legs: [{ oddsMillis: Number.NaN, result: 'win_entire' }] }],
    ['no legs', { type: 'combo', stake: 100, legs: [] }],
  ] as const)('throws RangeError for %s', (_, bet) => {
    expect(() => betReturn({ ...bet, legs: [...bet.legs] })).toThrow(RangeError);
  });
});

describe('the maximum odds cap applies in the win computation (spec 001 §9)', () => {
  const won = (oddsMillis: number): BetLeg => ({ oddsMillis, result: 'win_entire' });

  it('a line never returns more than stake × the house maximum odds', () => {
    // 30 × 30 × 30 = 27,000 is capped at 10,000.
    expect(betReturn({ type: 'combo', stake: 100, legs: [won(30_000), won(30_000), won(30_000)] })).toBe(100 * 10_000);
    // Under the cap nothing changes: 20 × 20 = 400.
    expect(betReturn({ type: 'combo', stake: 100, legs: [won(20_000), won(20_000)] })).toBe(40_000);
    // A system caps line by line: 2/3 of 200, 200, 2 → lines 40,000 (capped 10,000), 400, 400.
    expect(betReturn({ type: 'system', systemSize: 2, stake: 1, legs: [won(200_000), won(200_000), won(2000)] })).toBe(
      10_800,
    );
  });

  it('no bet returns more than its line count × stake × the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 500_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000 }),
        (odds, stake) => {
          const legs = odds.map(won);
          expect(betReturn({ type: 'combo', stake, legs })).toBeLessThanOrEqual((stake * MAX_WIN_ODDS_MILLIS) / 1000);
        },
      ),
    );
  });
});

describe('laws of the line return', () => {
  const leg = (oddsMillis: number, result: LegResult): BetLeg => ({ oddsMillis, result });

  it('is monotone in every leg’s odds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (odds, at, raise, stake) => {
          const i = at % odds.length;
          const legs = odds.map((m) => leg(m, 'win_entire'));
          const raised = legs.map((l, j) => (j === i ? leg((odds[j] ?? 1001) + raise, 'win_entire') : l));
          expect(betReturn({ type: 'combo', stake, legs: raised })).toBeGreaterThanOrEqual(
            betReturn({ type: 'combo', stake, legs }),
          );
        },
      ),
    );
  });

  it('a void (refunded) leg in a combo equals removing it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1001, max: 20_000 }), fc.constantFrom<LegResult>('win_entire', 'lose_entire')),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 1001, max: 20_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (rest, voidOdds, stake) => {
          const legs = rest.map(([m, r]) => leg(m, r));
          const withVoid = [...legs, leg(voidOdds, 'refund_entire')];
          expect(betReturn({ type: 'combo', stake, legs: withVoid })).toBe(betReturn({ type: 'combo', stake, legs }));
        },
      ),
    );
  });
});

describe('lineReturn: one line of a bet, the rule under returns and potential wins', () => {
  it('is stake × Π leg factors floored to the minor unit, capped at the house maximum', () => {
    // 333 × 1.5 × 2.1 = 1048.95 → 1048.
    expect(lineReturn(333n, [legFactor(1500, 'win_entire'), legFactor(2100, 'win_entire')])).toBe(1048n);
    expect(lineReturn(100n, [legFactor(1500, 'refund_half_win_other')])).toBe(125n);
    expect(lineReturn(100n, [legFactor(200_000, 'win_entire'), legFactor(200_000, 'win_entire')])).toBe(1_000_000n);
    expect(lineReturn(100n, [legFactor(50_000, 'win_entire')], 20_000)).toBe(2000n);
  });

  it('takes any exact factor, such as a cash-out’s accepted over current odds', () => {
    // 1000 × 0.95 × 2.5 / 2.0 = 1187.5 → 1187.
    expect(
      lineReturn(1000n, [
        { n: 9500n, d: 10_000n },
        { n: 2500n, d: 2000n },
      ]),
    ).toBe(1187n);
  });

  it('is monotone in every factor', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(oddsMillis, fc.constantFrom(...RESULTS)), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.integer({ min: 1, max: 20_000 }),
        stake,
        (ls, at, rise, s) => {
          const i = at % ls.length;
          const factors = ls.map(([m, r]) => legFactor(m, r));
          const raised = ls.map(([m, r], j) => legFactor(j === i ? m + rise : m, r));
          expect(lineReturn(BigInt(s), raised)).toBeGreaterThanOrEqual(lineReturn(BigInt(s), factors));
        },
      ),
    );
  });

  it('a void leg equals removing it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(oddsMillis, fc.constantFrom(...RESULTS))), oddsMillis, stake, (ls, v, s) => {
        const factors = ls.map(([m, r]) => legFactor(m, r));
        expect(lineReturn(BigInt(s), [...factors, legFactor(v, 'refund_entire')])).toBe(lineReturn(BigInt(s), factors));
      }),
    );
  });
});

describe('lineFactor: a line’s combined odds, capped', () => {
  it('is the exact product below the cap and the cap above it', () => {
    const half = legFactor(1500, 'refund_half_win_other');
    const line = lineFactor([legFactor(1500, 'win_entire'), half]);
    expect(line.n * 1_000_000n).toBe(line.d * 1_875_000n);
    expect(lineFactor([legFactor(5000, 'win_entire'), legFactor(5000, 'win_entire')], 20_000)).toEqual({
      n: 20_000n,
      d: 1000n,
    });
  });
});

describe('isLegResult', () => {
  it('accepts the five leg results and nothing else', () => {
    for (const result of RESULTS) expect(isLegResult(result)).toBe(true);
    for (const other of ['void_entire', '', null, 1, 'WIN_ENTIRE']) expect(isLegResult(other)).toBe(false);
  });
});

describe('betReturn of a custom (bet builder) bet: one price for legs of one match', () => {
  const legs = (...results: LegResult[]) => results.map((result) => ({ oddsMillis: 1500, result }));
  const custom = (results: LegResult[], customOddsMillis = 4250, stake = 1000) =>
    betReturn({ type: 'custom_bet', stake, customOddsMillis, legs: legs(...results) });

  it('every leg won pays stake × the custom odds, whatever the legs’ own odds', () => {
    expect(custom(['win_entire', 'win_entire', 'win_entire'])).toBe(4250);
    expect(custom(['win_entire', 'win_entire'], 3333, 333)).toBe(1109);
  });
  it('a lost leg loses the bet; a void leg (no leg lost) voids it', () => {
    expect(custom(['win_entire', 'lose_entire', 'refund_entire'])).toBe(0);
    expect(custom(['win_entire', 'refund_half_lose_other'])).toBe(0);
    expect(custom(['win_entire', 'refund_entire'])).toBe(1000);
    expect(custom(['refund_half_win_other', 'win_entire'])).toBe(1000);
  });
  it('refuses a custom bet without its odds, without legs, or with a bonus', () => {
    expect(() => betReturn({ type: 'custom_bet', stake: 100, legs: legs('win_entire') })).toThrow(RangeError);
    expect(() => betReturn({ type: 'custom_bet', stake: 100, customOddsMillis: 2000, legs: [] })).toThrow(RangeError);
    expect(() =>
      betReturn({
        type: 'custom_bet',
        stake: 100,
        customOddsMillis: 2000,
        legs: legs('win_entire'),
        bonus: { type: 'freebet_all_win' },
      }),
    ).toThrow(RangeError);
  });
  it('never returns more than stake × the custom odds, nor less than 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1000, max: 500_000 }),
        fc.array(fc.constantFrom(...LEG_RESULTS), { minLength: 1, maxLength: 6 }),
        (stake, odds, results) => {
          const r = custom(results, odds, stake);
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThanOrEqual(Math.floor((stake * odds) / 1000));
        },
      ),
    );
  });
});
