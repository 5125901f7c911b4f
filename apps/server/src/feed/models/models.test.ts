import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf, poissonPmf } from './distributions';
import { GoalsOutlook } from './goals';
import { ladderRound, MAX_MARGIN, MIN_MARGIN, priceWithMargin } from './margin';
import { rallyProbabilityFor, setWinProbability } from './rally';
import { createSeriesOutlook, seriesOutlook } from './series';
import {
  createOutlook,
  gameWinProbability,
  matchOutlook,
  setScoreDistribution,
  tiebreakWinProbability,
} from './tennis';

const sum = (xs: ArrayLike<number>) => Array.from(xs).reduce((s, x) => s + x, 0);

describe('distributions', () => {
  it('Poisson probabilities sum to 1 and have the right mean', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 6, noNaN: true }), (mean) => {
        const pmf = poissonPmf(mean, new Float64Array(30));
        expect(sum(pmf)).toBeCloseTo(1, 12);
        expect(Array.from(pmf).reduce((s, p, k) => s + p * k, 0)).toBeCloseTo(mean, 3);
      }),
    );
  });

  it('the normal CDF is symmetric with Φ(1.96) ≈ 0.975', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1.3) + normalCdf(1.3)).toBeCloseTo(1, 7);
  });
});

describe('goals outlook', () => {
  it('splits into home win, draw and away win summing to 1, with difference and total distributions', () => {
    const o = new GoalsOutlook().compute(1.6, 1.1, 0);
    expect(o.homeWin + o.draw + o.awayWin).toBeCloseTo(1, 12);
    expect(sum(o.diff)).toBeCloseTo(1, 12);
    expect(sum(o.total)).toBeCloseTo(1, 12);
    expect(o.homeWin).toBeGreaterThan(o.awayWin);
    const leading = new GoalsOutlook().compute(0, 0, 1);
    expect(leading.homeWin).toBe(1);
  });
});

describe('margin', () => {
  it('rounds to the ladder in hundredths between 1.01 and 500', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 2000, noNaN: true }), (odds) => {
        const r = ladderRound(odds);
        expect(r).toBeGreaterThanOrEqual(1.01);
        expect(r).toBeLessThanOrEqual(500);
        expect(Math.round(r * 100) / 100).toBe(r);
      }),
    );
    expect(ladderRound(1.876)).toBe(1.88);
    expect(ladderRound(2.515)).toBe(2.52);
    expect(ladderRound(13.2)).toBe(13);
  });

  it('prices any market so its implied probabilities sum to 1 + margin within [4 %, 8 %]', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 20 }),
        fc.double({ min: 0.045, max: 0.075, noNaN: true }),
        (weights, margin) => {
          const total = sum(weights);
          const fair = new Float64Array(weights.map((w) => w / total));
          if (Math.max(...fair) > 0.985 || Math.min(...fair) < 0.002) return;
          const active = new Uint8Array(fair.length).fill(1);
          const odds = new Float64Array(fair.length);
          priceWithMargin(fair, 0, fair.length, active, margin, 1, odds);
          const implied = sum(Array.from(odds).map((o) => 1 / o));
          expect(implied - 1).toBeGreaterThanOrEqual(MIN_MARGIN - 0.002);
          expect(implied - 1).toBeLessThanOrEqual(MAX_MARGIN + 0.002);
          // Favourites stay favourites.
          const order = (xs: ArrayLike<number>) => Array.from(xs).map((x, i) => [x, i] as const);
          const fav = order(fair).sort((a, b) => b[0] - a[0])[0]?.[1] ?? 0;
          expect(odds[fav]).toBe(Math.min(...odds));
        },
      ),
    );
  });
});

describe('tennis model', () => {
  it('gives even games at p = 0.5 and the deuce formula at 40:40', () => {
    expect(gameWinProbability(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    const p = 0.62;
    expect(gameWinProbability(p, 3, 3)).toBeCloseTo((p * p) / (p * p + (1 - p) * (1 - p)), 12);
    expect(gameWinProbability(p, 0, 0)).toBeGreaterThan(p);
    expect(tiebreakWinProbability(0.6, 0.6, true, 0, 0)).toBeCloseTo(0.5, 9);
  });

  it('gives set and match distributions that sum to 1', () => {
    const dist = new Float64Array(14);
    setScoreDistribution(
      0.64,
      0.6,
      { gamesHome: 3, gamesAway: 2, pointsHome: 1, pointsAway: 2, homeServing: false },
      dist,
    );
    expect(sum(dist)).toBeCloseTo(1, 12);
    const o = createOutlook();
    matchOutlook(
      0.64,
      0.6,
      [[6, 4]],
      { gamesHome: 2, gamesAway: 3, pointsHome: 0, pointsAway: 0, homeServing: true },
      o,
    );
    expect(sum(o.setScores)).toBeCloseTo(1, 12);
    expect(sum(o.totalGames)).toBeCloseTo(1, 12);
    expect(o.homeWins).toBeCloseTo((o.setScores[0] ?? 0) + (o.setScores[1] ?? 0), 12);
    expect(o.setScores[3]).toBe(0);
  });
});

describe('rally sets and series', () => {
  it('is symmetric at q = 0.5 and grows with q', () => {
    expect(setWinProbability(0.5, 25, 0, 0)).toBeCloseTo(0.5, 12);
    expect(setWinProbability(0.52, 25, 0, 0)).toBeGreaterThan(setWinProbability(0.51, 25, 0, 0));
    expect(setWinProbability(0.5, 25, 24, 20)).toBeCloseTo(1 - 0.5 ** 5, 12);
    expect(setWinProbability(rallyProbabilityFor(0.7, 25), 25, 0, 0)).toBeCloseTo(0.7, 6);
  });

  it('enumerates best-of-five outcomes summing to 1', () => {
    const o = createSeriesOutlook();
    seriesOutlook(5, [true, false], 0.6, () => 0.55, o);
    expect(sum(o.finalScores)).toBeCloseTo(1, 12);
    expect(sum(o.totalSets)).toBeCloseTo(1, 12);
    expect(o.setPlayed[2]).toBeCloseTo(1, 12);
    expect(o.setHome[2]).toBeCloseTo(0.6, 12);
    expect(o.finalScores[3 * 8 + 0]).toBe(0);
  });
});
