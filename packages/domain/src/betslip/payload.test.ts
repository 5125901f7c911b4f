import { describe, expect, it } from 'vitest';
import { buildPlacementPayload, parsePlacementStake, placementBet } from './payload';
import { aBet, aSelection, selectionsAt } from './test-fixtures';

describe('placement payload', () => {
  it('writes a single exactly as the v3 wire expects', () => {
    const selection = {
      ...aSelection({ matchId: 42, marketId: 18, specifier: 'total=2.5', outcomeId: '12', odds: 1.85 }),
      odds: 1.9,
    };
    const payload = buildPlacementPayload([aBet('single', [selection], { stake: 1050 })], {
      deviceId: 'dev-1',
      quick: false,
    });
    expect(payload).toEqual({
      meta: { device_id: 'dev-1', quick: false, type: 'single' },
      bets: [
        {
          stake: { value: '10.50', currency: 'EUR' },
          selections: [{ match_id: 42, market_id: 18, specifier: 'total=2.5', outcome_id: '12', odds: 1.85 }],
        },
      ],
    });
  });

  it('sends "" for a market without specifier, the system id, custom odds and the bonus', () => {
    const system = aBet('system', selectionsAt(2, 3, 4), { stake: 100, systemType: { winCount: 2, totalCount: 3 } });
    expect(placementBet(system)).toMatchObject({ system_id: '2/3', stake: { value: '1.00' } });
    expect(placementBet(system).selections[0]?.specifier).toBe('');
    const custom = aBet('custom_bet', selectionsAt(2, 3), { customOdds: 5.25 });
    expect(placementBet(custom).custom_odds).toBe(5.25);
    const boosted = aBet('combo', selectionsAt(2, 3), { bonus: { id: 'cb1', type: 'comboboost', odds: 1.1 } });
    expect(placementBet(boosted).bonus).toEqual({ id: 'cb1', type: 'comboboost', odds: 1.1 });
  });

  it('uses the currency’s subunits for the stake and the quick flag in meta', () => {
    const btc = aBet('single', selectionsAt(2), { stake: 123, currency: 'BTC', subunits: 8 });
    const payload = buildPlacementPayload([btc], { deviceId: 'd', quick: true });
    expect(payload.meta).toEqual({ device_id: 'd', quick: true, type: 'single' });
    expect(payload.bets[0]?.stake).toEqual({ value: '0.00000123', currency: 'BTC' });
  });

  it('refuses to send nothing, a system without type or an unpriced custom bet', () => {
    expect(() => buildPlacementPayload([], { deviceId: 'd', quick: false })).toThrow(RangeError);
    expect(() => placementBet(aBet('system', selectionsAt(2, 3, 4)))).toThrow(RangeError);
    expect(() => placementBet(aBet('custom_bet', selectionsAt(2)))).toThrow(RangeError);
  });
});

describe('parsePlacementStake', () => {
  it('reads a major-unit decimal string into minor units', () => {
    expect(parsePlacementStake({ value: '10.50', currency: 'EUR' })).toEqual({ ok: true, minor: 1050 });
    expect(parsePlacementStake({ value: '7', currency: 'JPY' })).toEqual({ ok: true, minor: 7 });
  });

  it('rejects more decimals than the currency has, zero, bad formats and unknown currencies', () => {
    expect(parsePlacementStake({ value: '10.505', currency: 'EUR' })).toEqual({
      ok: false,
      reason: 'too_many_decimals',
    });
    expect(parsePlacementStake({ value: '0.00', currency: 'EUR' })).toEqual({ ok: false, reason: 'not_positive' });
    expect(parsePlacementStake({ value: '1e3', currency: 'EUR' })).toEqual({ ok: false, reason: 'format' });
    expect(parsePlacementStake({ value: '1', currency: 'XYZ' })).toEqual({ ok: false, reason: 'unknown_currency' });
    expect(parsePlacementStake({ value: '1.5', currency: 'XYZ' }, 1)).toEqual({ ok: true, minor: 15 });
  });
});
