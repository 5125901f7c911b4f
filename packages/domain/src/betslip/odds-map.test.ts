import { describe, expect, it } from 'vitest';
import type { MarketUpdate } from './market-update';
import { applyMarketsToOddsMap, type OddsEntry } from './odds-map';

const update = (fields: Partial<MarketUpdate> = {}): MarketUpdate => ({
  matchId: 7,
  id: 1,
  specifier: '',
  status: 1,
  outcomes: [
    { outcomeId: '1', active: true, odds: 2 },
    { outcomeId: '2', active: true, odds: 3.5 },
  ],
  ...fields,
});
const current = new Map<string, OddsEntry>([
  ['7:1::1', { odds: 2, suspended: false }],
  ['7:1::2', { odds: 3.4, suspended: false }],
  ['7:18:total=2.5:12', { odds: 1.9, suspended: false }],
]);

describe('per-outcome odds map', () => {
  it('returns only the entries whose odds changed', () => {
    expect(applyMarketsToOddsMap(current, [update()])).toEqual(new Map([['7:1::2', { odds: 3.5, suspended: false }]]));
  });

  it('returns nothing when an update changes nothing', () => {
    const same = update({
      outcomes: [
        { outcomeId: '1', active: true, odds: 2 },
        { outcomeId: '2', active: true, odds: 3.4 },
      ],
    });
    expect(applyMarketsToOddsMap(current, [same]).size).toBe(0);
  });

  it('suspends every outcome of a market that is not allowed, and inactive outcomes', () => {
    const next = applyMarketsToOddsMap(current, [update({ status: -1 })]);
    expect(next.get('7:1::1')).toEqual({ odds: 2, suspended: true });
    const inactive = applyMarketsToOddsMap(current, [
      update({ outcomes: [{ outcomeId: '1', active: false, odds: 2 }] }),
    ]);
    expect(inactive.get('7:1::1')).toEqual({ odds: 2, suspended: true });
  });

  it('suspends outcomes the update of their market omits, leaving other markets alone', () => {
    const next = applyMarketsToOddsMap(current, [update({ outcomes: [{ outcomeId: '1', active: true, odds: 2 }] })]);
    expect(next).toEqual(new Map([['7:1::2', { odds: 3.4, suspended: true }]]));
  });

  it('adds outcomes it has not seen, and reads specifiers that contain colons', () => {
    const handicap = update({
      id: 14,
      specifier: 'hcp=0:1',
      outcomes: [{ outcomeId: '1711', active: true, odds: 1.7 }],
    });
    const withHandicap = new Map([...current, ['7:14:hcp=0:1:1712', { odds: 2.1, suspended: false }]]);
    expect(applyMarketsToOddsMap(withHandicap, [handicap])).toEqual(
      new Map([
        ['7:14:hcp=0:1:1711', { odds: 1.7, suspended: false }],
        ['7:14:hcp=0:1:1712', { odds: 2.1, suspended: true }],
      ]),
    );
  });
});
