import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betLineCount,
  combinations,
  formatSystemId,
  parseSystemId,
  systemLineCount,
  systemTypes,
  totalStake,
} from './system-lines';

function lexicographic(x: readonly number[], y: readonly number[]): number {
  const at = x.findIndex((value, i) => value !== y[i]);
  return at < 0 ? 0 : (x[at] ?? 0) - (y[at] ?? 0);
}

const nAndK = fc.integer({ min: 0, max: 12 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n })));

describe('systemLineCount', () => {
  it('counts every k-sized combination of n selections', () => {
    expect(systemLineCount(3, 2)).toBe(3);
    expect(systemLineCount(4, 2)).toBe(6);
    expect(systemLineCount(5, 3)).toBe(10);
    expect(systemLineCount(8, 4)).toBe(70);
    expect(systemLineCount(5, 0)).toBe(1);
    expect(systemLineCount(50, 25)).toBe(126410606437752);
  });

  it('throws RangeError for k above n, negatives, fractions and counts beyond safe integers', () => {
    expect(() => systemLineCount(2, 3)).toThrow(RangeError);
    expect(() => systemLineCount(-1, 0)).toThrow(RangeError);
    expect(() => systemLineCount(3, 1.5)).toThrow(RangeError);
    expect(() => systemLineCount(100, 50)).toThrow(RangeError);
  });

  it('is symmetric: C(n, k) = C(n, n − k)', () => {
    fc.assert(
      fc.property(nAndK, ([n, k]) => {
        expect(systemLineCount(n, k)).toBe(systemLineCount(n, n - k));
      }),
    );
  });

  it('counts as many lines as combinations() lists', () => {
    fc.assert(
      fc.property(nAndK, ([n, k]) => {
        expect(combinations([...Array(n).keys()], k)).toHaveLength(systemLineCount(n, k));
      }),
    );
  });
});

describe('combinations', () => {
  it('lists combinations in lexicographic order', () => {
    expect(combinations(['a', 'b', 'c', 'd'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
      ['b', 'c'],
      ['b', 'd'],
      ['c', 'd'],
    ]);
    expect(combinations(['a', 'b'], 0)).toEqual([[]]);
    expect(combinations(['a', 'b'], 2)).toEqual([['a', 'b']]);
  });

  it('lists distinct, sorted subsets of the given size', () => {
    fc.assert(
      fc.property(nAndK, ([n, k]) => {
        const lines = combinations([...Array(n).keys()], k);
        expect(new Set(lines.map((line) => line.join())).size).toBe(lines.length);
        for (const line of lines) expect(line).toEqual([...new Set(line)].sort((a, b) => a - b));
        expect(lines).toEqual([...lines].sort(lexicographic));
      }),
    );
  });
});

describe('systemTypes', () => {
  it('offers every k-of-n with 2 ≤ k < n, sorted by totalCount then winCount', () => {
    expect(systemTypes(4)).toEqual([
      { winCount: 2, totalCount: 4 },
      { winCount: 3, totalCount: 4 },
    ]);
    expect(systemTypes(3)).toEqual([{ winCount: 2, totalCount: 3 }]);
    expect(systemTypes(2)).toEqual([]);
  });
});

describe('system ids', () => {
  it('reads "2/3" as two wins out of three selections', () => {
    expect(parseSystemId('2/3')).toEqual({ winCount: 2, totalCount: 3 });
    expect(formatSystemId({ winCount: 2, totalCount: 3 })).toBe('2/3');
  });

  it.each([['1/3'], ['3/3'], ['4/3'], ['2-3'], [' 2/3'], ['2/3/4'], ['']])('refuses %j', (id) => {
    expect(parseSystemId(id)).toBeNull();
  });

  it('round-trips every offered system type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 30 }), (n) => {
        for (const type of systemTypes(n)) expect(parseSystemId(formatSystemId(type))).toEqual(type);
      }),
    );
  });
});

describe('totalStake', () => {
  it('charges a single and a combo the unit stake once', () => {
    expect(totalStake(500, 'single', 1)).toBe(500);
    expect(totalStake(500, 'combo', 4)).toBe(500);
  });

  it('charges a "2/3" system three unit stakes', () => {
    expect(totalStake(100, 'system', 3, 2)).toBe(300);
  });

  it('refuses a single with several selections, a system without size and a fractional stake', () => {
    expect(() => betLineCount('single', 2)).toThrow(RangeError);
    expect(() => totalStake(100, 'system', 3)).toThrow(RangeError);
    expect(() => totalStake(10.5, 'combo', 2)).toThrow(RangeError);
  });

  it('total stake of a system bet equals unit stake × lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        nAndK.filter(([, k]) => k >= 1),
        (unit, [n, k]) => {
          expect(totalStake(unit, 'system', n, k)).toBe(unit * combinations([...Array(n).keys()], k).length);
        },
      ),
    );
  });
});
