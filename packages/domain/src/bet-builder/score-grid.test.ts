import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLegSet, type GridLeg, gridProbability, poissonScoreGrid, type ScoreGrid } from './score-grid';

const sum = (grid: ScoreGrid) => grid.reduce((s, row) => s + row.reduce((t, p) => t + p, 0), 0);

const legArb: fc.Arbitrary<GridLeg> = fc.oneof(
  fc.record({ market: fc.constant('1x2' as const), outcome: fc.constantFrom('home', 'draw', 'away' as const) }),
  fc.record({
    market: fc.constant('total' as const),
    line: fc.constantFrom(0.5, 1.5, 2.5, 3.5, 4.5),
    side: fc.constantFrom('over', 'under' as const),
  }),
  fc.record({ market: fc.constant('btts' as const), outcome: fc.constantFrom('yes', 'no' as const) }),
  fc.record({
    market: fc.constant('correct_score' as const),
    home: fc.integer({ min: 0, max: 5 }),
    away: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({
    market: fc.constant('handicap' as const),
    line: fc.constantFrom(-2.5, -1.5, -0.5, 0.5, 1.5),
    side: fc.constantFrom('home', 'away' as const),
  }),
  fc.record({
    market: fc.constant('double_chance' as const),
    outcome: fc.constantFrom('home_draw', 'home_away', 'draw_away' as const),
  }),
);
const lambda = fc.double({ min: 0.05, max: 4, noNaN: true });

describe('the score grid (issue 18: one joint model per match)', () => {
  it('a hand-made grid: the mass of the scores where every leg holds', () => {
    // 0:0 .1, 1:0 .2, 0:1 .15, 1:1 .25, 2:1 .3
    const grid = [
      [0.1, 0.15],
      [0.2, 0.25],
      [0, 0.3],
    ];
    expect(gridProbability(grid, [{ market: '1x2', outcome: 'home' }])).toBeCloseTo(0.5, 12);
    expect(gridProbability(grid, [{ market: 'btts', outcome: 'yes' }])).toBeCloseTo(0.55, 12);
    expect(
      gridProbability(grid, [
        { market: '1x2', outcome: 'home' },
        { market: 'btts', outcome: 'yes' },
      ]),
    ).toBeCloseTo(0.3, 12);
    expect(gridProbability(grid, [{ market: 'total', line: 1.5, side: 'over' }])).toBeCloseTo(0.55, 12);
    expect(gridProbability(grid, [{ market: 'correct_score', home: 1, away: 1 }])).toBeCloseTo(0.25, 12);
    // Correlated: home win and over 1.5 is 0.3, not 0.5 × 0.55.
    expect(
      gridProbability(grid, [
        { market: '1x2', outcome: 'home' },
        { market: 'total', line: 1.5, side: 'over' },
      ]),
    ).toBeCloseTo(0.3, 12);
  });

  it('a Poisson grid with λ 1.5 / 1.2: the textbook 1x2, over 2.5 and both-teams-to-score probabilities', () => {
    const grid = poissonScoreGrid(1.5, 1.2);
    // Independent Poisson(1.5) vs Poisson(1.2): P(0:0) = e^-2.7.
    expect(grid[0]?.[0]).toBeCloseTo(Math.exp(-2.7), 12);
    const home = gridProbability(grid, [{ market: '1x2', outcome: 'home' }]);
    const draw = gridProbability(grid, [{ market: '1x2', outcome: 'draw' }]);
    const away = gridProbability(grid, [{ market: '1x2', outcome: 'away' }]);
    expect(home + draw + away).toBeCloseTo(1, 9);
    // The same sums straight from the Poisson formula, e^-λ λ^k / k!.
    const pmf = (l: number, k: number) =>
      (Math.exp(-l) * l ** k) / [...Array(k).keys()].reduce((f, i) => f * (i + 1), 1);
    let homeWins = 0;
    let draws = 0;
    for (let h = 0; h <= 14; h += 1) {
      for (let a = 0; a <= 14; a += 1) {
        if (h > a) homeWins += pmf(1.5, h) * pmf(1.2, a);
        if (h === a) draws += pmf(1.5, h) * pmf(1.2, a);
      }
    }
    expect(home).toBeCloseTo(homeWins, 12);
    expect(draw).toBeCloseTo(draws, 12);
    expect(home).toBeCloseTo(0.4415, 4);
    // Total goals ~ Poisson(2.7): P(≤ 2) = e^-2.7 (1 + 2.7 + 2.7²/2).
    const under = Math.exp(-2.7) * (1 + 2.7 + 2.7 ** 2 / 2);
    expect(gridProbability(grid, [{ market: 'total', line: 2.5, side: 'over' }])).toBeCloseTo(1 - under, 9);
    // Both score: (1 − e^-1.5)(1 − e^-1.2).
    expect(gridProbability(grid, [{ market: 'btts', outcome: 'yes' }])).toBeCloseTo(
      (1 - Math.exp(-1.5)) * (1 - Math.exp(-1.2)),
      9,
    );
  });

  it('the grid sums to 1 within truncation (property)', () => {
    fc.assert(
      fc.property(lambda, lambda, (h, a) => {
        expect(Math.abs(1 - sum(poissonScoreGrid(h, a)))).toBeLessThan(5e-5);
      }),
    );
  });

  it('adding a leg never raises the probability (property)', () => {
    fc.assert(
      fc.property(lambda, lambda, fc.array(legArb, { maxLength: 4 }), legArb, (h, a, legs, extra) => {
        const grid = poissonScoreGrid(h, a);
        expect(gridProbability(grid, [...legs, extra])).toBeLessThanOrEqual(gridProbability(grid, legs) + 1e-15);
      }),
    );
  });

  it("a single leg equals its market's own price before margin (property: the outcomes of a market sum to 1)", () => {
    fc.assert(
      fc.property(lambda, lambda, fc.constantFrom(0.5, 1.5, 2.5, 3.5), (h, a, line) => {
        const grid = poissonScoreGrid(h, a);
        const over = gridProbability(grid, [{ market: 'total', line, side: 'over' }]);
        const under = gridProbability(grid, [{ market: 'total', line, side: 'under' }]);
        expect(over + under).toBeCloseTo(sum(grid), 12);
        const outcomes = (['home', 'draw', 'away'] as const).map((outcome) =>
          gridProbability(grid, [{ market: '1x2', outcome }]),
        );
        expect(outcomes.reduce((s, p) => s + p, 0)).toBeCloseTo(sum(grid), 12);
      }),
    );
  });

  it('reads the rest of a match from the score now (the grid origin)', () => {
    const rest = poissonScoreGrid(0.4, 0.3, 6);
    const now = { home: 2, away: 1 };
    // 2:1 now and no more goals (probability e^-0.7): both teams have scored, the under 2.5 is lost.
    expect(gridProbability(rest, [{ market: 'correct_score', home: 2, away: 1 }], now)).toBeCloseTo(Math.exp(-0.7), 12);
    expect(gridProbability(rest, [{ market: 'btts', outcome: 'yes' }], now)).toBeCloseTo(sum(rest), 12);
    expect(gridProbability(rest, [{ market: 'total', line: 2.5, side: 'under' }], now)).toBe(0);
    expect(checkLegSet(rest, [{ market: 'correct_score', home: 0, away: 0 }], now)).toEqual({ kind: 'impossible' });
  });

  it('a handicap leg: home −1.5 wins by two or more; its two sides share the grid, and home −0.5 is the home win', () => {
    const grid = poissonScoreGrid(1.5, 1.2);
    const homeByTwo = gridProbability(grid, [{ market: 'handicap', line: -1.5, side: 'home' }]);
    let expected = 0;
    grid.forEach((row, h) => {
      row.forEach((p, a) => {
        if (h - a >= 2) expected += p;
      });
    });
    expect(homeByTwo).toBeCloseTo(expected, 12);
    expect(homeByTwo + gridProbability(grid, [{ market: 'handicap', line: -1.5, side: 'away' }])).toBeCloseTo(
      sum(grid),
      12,
    );
    expect(gridProbability(grid, [{ market: 'handicap', line: -0.5, side: 'home' }])).toBeCloseTo(
      gridProbability(grid, [{ market: '1x2', outcome: 'home' }]),
      12,
    );
  });

  it('refuses two legs of one market, and legs that cannot both hold', () => {
    const grid = poissonScoreGrid(1.5, 1.2);
    expect(
      checkLegSet(grid, [
        { market: '1x2', outcome: 'home' },
        { market: '1x2', outcome: 'draw' },
      ]),
    ).toEqual({ kind: 'same_market' });
    expect(
      checkLegSet(grid, [
        { market: 'correct_score', home: 0, away: 0 },
        { market: 'btts', outcome: 'yes' },
      ]),
    ).toEqual({ kind: 'impossible' });
    expect(
      checkLegSet(grid, [
        { market: '1x2', outcome: 'home' },
        { market: 'total', line: 2.5, side: 'over' },
      ]),
    ).toMatchObject({ kind: 'ok', probability: expect.any(Number) });
  });
});
