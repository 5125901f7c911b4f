import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineProbability, settleMargin } from '../../src/feed/models/lines';
import type { SettlementResult } from '../../src/feed/types';

/** Over and under a total line for a final total. */
const over = (total: number, line: number) => settleMargin(total - line);
const under = (total: number, line: number) => settleMargin(line - total);
/** Home and away sides of a handicap given to home. */
const home = (h: number, a: number, hcp: number) => settleMargin(h + hcp - a);
const away = (h: number, a: number, hcp: number) => settleMargin(a - hcp - h);

describe('settling line markets', () => {
  it('settles half lines as plain wins and losses', () => {
    expect(over(3, 2.5)).toBe('win_entire');
    expect(under(3, 2.5)).toBe('lose_entire');
    expect(over(2, 2.5)).toBe('lose_entire');
    expect(home(1, 0, -0.5)).toBe('win_entire');
    expect(away(1, 1, -1.5)).toBe('win_entire');
  });

  it('refunds a whole line hit exactly (total=2 with two goals, hcp=-1 with a one-goal win)', () => {
    expect(over(2, 2)).toBe('refund_entire');
    expect(under(2, 2)).toBe('refund_entire');
    expect(over(3, 2)).toBe('win_entire');
    expect(under(1, 2)).toBe('win_entire');
    expect(home(2, 1, -1)).toBe('refund_entire');
    expect(away(2, 1, -1)).toBe('refund_entire');
    expect(home(1, 1, 0)).toBe('refund_entire');
  });

  it('splits quarter lines: total=2.25 with two goals loses half of the over and wins half of the under', () => {
    expect(over(2, 2.25)).toBe('refund_half_lose_other');
    expect(under(2, 2.25)).toBe('refund_half_win_other');
    expect(over(3, 2.25)).toBe('win_entire');
    expect(under(1, 2.25)).toBe('win_entire');
    expect(over(3, 2.75)).toBe('refund_half_win_other');
    expect(under(3, 2.75)).toBe('refund_half_lose_other');
    expect(over(2, 2.75)).toBe('lose_entire');
  });

  it('splits quarter handicaps: hcp=-0.25 on a draw loses half for home and wins half for away', () => {
    expect(home(1, 1, -0.25)).toBe('refund_half_lose_other');
    expect(away(1, 1, -0.25)).toBe('refund_half_win_other');
    expect(home(2, 1, -0.25)).toBe('win_entire');
    expect(home(2, 1, -0.75)).toBe('refund_half_win_other');
    expect(away(2, 1, -0.75)).toBe('refund_half_lose_other');
    expect(home(1, 1, 0.25)).toBe('refund_half_win_other');
  });

  it('gives the two sides of any line mirrored results', () => {
    const mirror: Record<SettlementResult, SettlementResult> = {
      win_entire: 'lose_entire',
      lose_entire: 'win_entire',
      refund_entire: 'refund_entire',
      refund_half_win_other: 'refund_half_lose_other',
      refund_half_lose_other: 'refund_half_win_other',
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: -40, max: 40 }), (total, quarters) => {
        const line = quarters / 4;
        expect(under(total, line)).toBe(mirror[over(total, line)]);
      }),
    );
  });
});

describe('fair probability of a line', () => {
  const dist = new Float64Array([0.1, 0.2, 0.3, 0.25, 0.15]);

  it('is the plain probability on half lines', () => {
    expect(lineProbability(dist, 5, 0, 2.5)).toBeCloseTo(0.4, 12);
    expect(lineProbability(dist, 5, 0, 0.5)).toBeCloseTo(0.9, 12);
  });

  it('leaves pushes out on whole lines and counts half stakes on quarter lines', () => {
    // total=2: over wins on 3, 4 (0.4), loses on 0, 1 (0.3), pushes on 2.
    expect(lineProbability(dist, 5, 0, 2)).toBeCloseTo(0.4 / 0.7, 12);
    // total=2.25: the 2 case loses half the stake.
    expect(lineProbability(dist, 5, 0, 2.25)).toBeCloseTo(0.4 / (0.4 + 0.3 + 0.15), 12);
    // total=2.75: the 3 case wins half the stake.
    expect(lineProbability(dist, 5, 0, 2.75)).toBeCloseTo((0.15 + 0.125) / (0.15 + 0.125 + 0.6), 12);
  });

  it('gives fair odds with zero expected profit, so over and under always sum to one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 10 }),
        fc.integer({ min: 0, max: 40 }),
        (weights, quarters) => {
          const sum = weights.reduce((s, w) => s + w, 0);
          const d = new Float64Array(weights.map((w) => w / sum));
          const line = quarters / 4;
          const p = lineProbability(d, d.length, 0, line);
          if (Number.isNaN(p) || p === 0 || p === 1) return;
          const odds = 1 / p;
          const profit = weights.reduce((acc, _, k) => {
            const r = over(k, line);
            const stakeWon = {
              win_entire: 1,
              refund_half_win_other: 0.5,
              refund_entire: 0,
              refund_half_lose_other: 0,
              lose_entire: 0,
            }[r];
            const stakeLost = {
              win_entire: 0,
              refund_half_win_other: 0,
              refund_entire: 0,
              refund_half_lose_other: 0.5,
              lose_entire: 1,
            }[r];
            return acc + (d[k] ?? 0) * (stakeWon * (odds - 1) - stakeLost);
          }, 0);
          expect(profit).toBeCloseTo(0, 9);
        },
      ),
    );
  });
});
