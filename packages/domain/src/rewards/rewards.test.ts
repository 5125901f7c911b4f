import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freebetsEarned, nextRange, possibleProgress } from './hunting';
import { contribution, hits } from './jackpot';
import { boxesEarned, chestSize, type LootboxPrize, prizeFor, totalWeight } from './lootbox';
import { type QualifyingRules, qualifyingProblem } from './qualifying-bet';
import { compPointsFor, statusProgress } from './status-progress';
import { compareStandings, farmedPoints, poolState, rank, splitPool } from './tournament';

describe('hunting: multi-bet free-bet progress (spec 000 §3)', () => {
  const ranges = [
    { bets: 5, freebets: 2 },
    { bets: 3, freebets: 1 },
  ];
  it('each step reached adds its free bets, in whatever order the operator listed them', () => {
    expect([0, 2, 3, 4, 5, 9].map((n) => freebetsEarned(ranges, n))).toEqual([0, 0, 1, 1, 3, 3]);
    expect(possibleProgress(ranges)).toBe(5);
    expect(nextRange(ranges, 3)).toEqual({ bets: 5, freebets: 2 });
    expect(nextRange(ranges, 5)).toBeNull();
  });
  it('more qualifying bets never earn fewer free bets (monotone)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ bets: fc.integer({ min: 1, max: 50 }), freebets: fc.integer({ min: 1, max: 5 }) })),
        fc.nat(60),
        (list, n) => freebetsEarned(list, n + 1) >= freebetsEarned(list, n),
      ),
    );
  });
});

describe('a qualifying bet (campaign rules)', () => {
  const rules: QualifyingRules = {
    currency: 'EUR',
    minStake: 200,
    minOddsMillis: 1500,
    maxOddsMillis: null,
    selectionsFrom: null,
    selectionsTo: null,
    matchStatus: 'both',
    sports: ['football'],
    providers: [],
  };
  const leg = { oddsMillis: 1500, live: false, sportKey: 'football', provider: 'betradar' };
  const bet = { currency: 'EUR', totalStake: 200, freebet: false, selections: [leg] };
  it('counts a cash bet in the currency at the minimum stake and odds; a free bet, another currency or less stake does not', () => {
    expect(qualifyingProblem(rules, bet)).toBeNull();
    expect(qualifyingProblem(rules, { ...bet, freebet: true })).toBe('freebet');
    expect(qualifyingProblem(rules, { ...bet, currency: 'USD' })).toBe('currency');
    expect(qualifyingProblem(rules, { ...bet, totalStake: 199 })).toBe('min_stake');
    expect(qualifyingProblem(rules, { ...bet, selections: [{ ...leg, oddsMillis: 1499 }] })).toBe('min_odds');
    expect(qualifyingProblem(rules, { ...bet, selections: [{ ...leg, sportKey: 'tennis' }] })).toBe('sport');
  });
});

describe('tournaments: points, the leaderboard and the prize pool', () => {
  it('farms points per whole unit staked', () => {
    expect(farmedPoints(1250, 2, 1)).toBe(12);
    expect(farmedPoints(99, 2, 5)).toBe(0);
    expect(farmedPoints(300_000_000, 8, 2)).toBe(6);
  });
  it('ranks by points, a tie going to whoever reached the score first, then the lower player id', () => {
    const ranked = rank([
      { playerId: 3, points: 30, reachedAt: 200 },
      { playerId: 1, points: 10, reachedAt: 50 },
      { playerId: 2, points: 30, reachedAt: 100 },
      { playerId: 4, points: 0, reachedAt: 10 },
      { playerId: 5, points: 30, reachedAt: 100 },
    ]);
    expect(ranked.map((s) => [s.position, s.playerId])).toEqual([
      [1, 2],
      [2, 5],
      [3, 3],
      [4, 1],
    ]);
  });
  it('the order is total: comparing two different standings never answers 0', () => {
    const standing = fc.record({ playerId: fc.nat(1000), points: fc.nat(100), reachedAt: fc.nat(100) });
    fc.assert(fc.property(standing, standing, (a, b) => a.playerId === b.playerId || compareStandings(a, b) !== 0));
  });
  it('splits the pool so the prizes add up to exactly the shared part, the best position never getting less', () => {
    expect(splitPool(10_700, [50, 30, 20], 3)).toEqual([5350, 3210, 2140]);
    expect(splitPool(100, [33.3, 33.3, 33.4], 3)).toEqual([34, 33, 33]);
    expect(splitPool(1000, [50, 30, 20], 2)).toEqual([500, 300]);
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 10 }),
        (pool, table) => {
          const prizes = splitPool(pool, table, table.length);
          const total = table.reduce((s, p) => s + p, 0);
          const shared = total > 0 ? Math.floor((pool * total) / 100) : 0;
          return prizes.reduce((s, p) => s + p, 0) === shared && prizes.every((p) => p >= 0 && Number.isInteger(p));
        },
      ),
    );
  });
  it('pool states: created, active, paused, disabled, finished', () => {
    const c = { paused: false, validFrom: 100, validTo: 200, prizesIssued: false };
    expect(poolState(c, 50)).toBe('created');
    expect(poolState(c, 150)).toBe('active');
    expect(poolState({ ...c, paused: true }, 150)).toBe('paused');
    expect(poolState({ ...c, paused: true }, 250)).toBe('disabled');
    expect(poolState(c, 250)).toBe('finished');
    expect(poolState({ ...c, prizesIssued: true }, 150)).toBe('finished');
  });
});

/** A seeded generator (mulberry32): the chi-square test below is reproducible. */
function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('lootboxes: the prize table and the chest picture (spec 001 §9)', () => {
  const table: LootboxPrize[] = [
    { kind: 'cash', amount: 100, weight: 40 },
    { kind: 'cash', amount: 500, weight: 10 },
    { kind: 'points', amount: 100, weight: 30 },
    { kind: 'none', amount: 0, weight: 20 },
  ];
  it('each prize owns a run of `weight` integers of the draw', () => {
    expect(totalWeight(table)).toBe(100);
    expect([0, 39, 40, 49, 50, 79, 80, 99].map((d) => prizeFor(table, d).index)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(() => prizeFor(table, 100)).toThrow(RangeError);
    expect(() => prizeFor(table, -1)).toThrow(RangeError);
  });
  it('10,000 uniform draws follow the table (chi-square, 3 degrees of freedom, under the 0.1 % critical value 16.27)', () => {
    const random = seeded(20_261_126);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 10_000; i++) {
      const { index } = prizeFor(table, Math.floor(random() * totalWeight(table)));
      counts[index] = (counts[index] ?? 0) + 1;
    }
    const chi = table.reduce((sum, prize, i) => {
      const expected = (10_000 * prize.weight) / 100;
      return sum + ((counts[i] ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(chi).toBeLessThan(16.27);
    // And a table the draws do not follow is caught: the same counts against a flat table fail the test.
    const flat = counts.reduce((sum, n) => sum + (n - 2500) ** 2 / 2500, 0);
    expect(flat).toBeGreaterThan(16.27);
  });
  it('small chest for 1 box, medium for 2, else large', () => {
    expect([0, 1, 2, 3, 10].map(chestSize)).toEqual(['small', 'small', 'medium', 'large', 'large']);
    expect(boxesEarned(7, 3)).toBe(2);
  });
});

describe('jackpots: contributions and hits', () => {
  it('a level takes the floor of its basis points of a stake', () => {
    expect(contribution(77_700, 10)).toBe(77);
    expect(contribution(1001, 37)).toBe(3);
    fc.assert(
      fc.property(fc.nat(1e9), fc.integer({ min: 0, max: 1000 }), (stake, bp) => {
        const c = contribution(stake, bp);
        return c <= (stake * bp) / 10_000 && c > (stake * bp) / 10_000 - 1;
      }),
    );
  });
  it('a bet hits under the probability, or when the pool reached the must-drop amount', () => {
    expect(hits({ probability: 0.01, mustDrop: null }, 0, 0.009)).toBe(true);
    expect(hits({ probability: 0.01, mustDrop: null }, 10 ** 9, 0.01)).toBe(false);
    expect(hits({ probability: 0, mustDrop: 5000 }, 5000, 0.99)).toBe(true);
    expect(hits({ probability: 0, mustDrop: 5000 }, 4999, 0)).toBe(false);
  });
});

describe('comp points and status progress', () => {
  const groups = [
    { id: 'bronze', minPoints: 0, maxPoints: 999 },
    { id: 'silver', minPoints: 1000, maxPoints: 4999 },
    { id: 'gold', minPoints: 5000, maxPoints: null },
    { id: 'vip', minPoints: null, maxPoints: null },
  ];
  it('earns the rate per whole unit staked', () => {
    expect(compPointsFor(1250, 2, 2)).toBe(25);
    expect(compPointsFor(99, 2, 1)).toBe(0);
  });
  it('shows the way to the next group, and the top as reached', () => {
    expect(statusProgress(groups, 500)).toMatchObject({
      current: { id: 'bronze' },
      next: { id: 'silver' },
      needed: 500,
      fraction: 0.5,
    });
    expect(statusProgress(groups, 3000)).toMatchObject({ current: { id: 'silver' }, needed: 2000, fraction: 0.5 });
    expect(statusProgress(groups, 6000)).toMatchObject({ current: { id: 'gold' }, next: null, needed: 0, fraction: 1 });
  });
});
