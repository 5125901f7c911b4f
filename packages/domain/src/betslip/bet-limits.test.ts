import { describe, expect, it } from 'vitest';
import { checkBetLimits, exceedsOddsLimit, limitInCurrency } from './bet-limits';
import { aBet, selectionsAt } from './test-fixtures';
import type { BetLimits } from './types';

/** docs/decisions.md: max stake 10,000 EUR / 10,000 USDT, payout 250,000 EUR, 20 selections, odds up to 1,000. */
const limits: BetLimits = {
  enabled: true,
  maxStakeLimit: { fiat: { amount: 10_000, currencyCode: 'EUR' }, crypto: { amount: 10_000, currencyCode: 'USDT' } },
  payoutLimit: { amount: 250_000, currencyCode: 'EUR', action: 'reject' },
  selectionLimit: 20,
  oddsLimit: { value: 1000, action: 'reject' },
};
const E = 'error.validation.bet_limits';
const W = 'warning.validation.bet_limits';
const many = (n: number, odds = 1.1) => selectionsAt(...Array.from({ length: n }, () => odds));

describe('bet limits', () => {
  it('are not checked when the feature is off', () => {
    expect(checkBetLimits(aBet('combo', many(30)), { ...limits, enabled: false })).toEqual({
      rejected: null,
      warnings: [],
      skipped: [],
    });
  });

  it('reject more selections than the selection limit, before any other limit', () => {
    const bet = aBet('combo', many(21, 2), { stake: 2_000_000 });
    expect(checkBetLimits(bet, limits).rejected).toEqual({
      kind: 'max_selections',
      messageKey: `${E}.selection_limit_exceeded`,
    });
    expect(checkBetLimits(aBet('combo', many(20)), limits).rejected).toBeNull();
  });

  it('reject odds above the odds limit, or accept them with a warning', () => {
    const bet = aBet('combo', selectionsAt(40, 30), { stake: 100 });
    expect(checkBetLimits(bet, limits).rejected).toEqual({ kind: 'max_odds', messageKey: `${E}.odds_limit_exceeded` });
    const accepting = { ...limits, oddsLimit: { value: 1000, action: 'accept' as const } };
    expect(checkBetLimits(bet, accepting)).toEqual({
      rejected: null,
      warnings: [{ kind: 'max_odds', messageKey: `${W}.odds_limit_exceeded` }],
      skipped: [],
    });
    expect(exceedsOddsLimit(aBet('combo', selectionsAt(40, 25)), 1000)).toBe(false);
  });

  it('measure a system’s odds by its best line', () => {
    const system = aBet('system', selectionsAt(40, 30, 1.5), { systemType: { winCount: 2, totalCount: 3 } });
    expect(exceedsOddsLimit(system, 1000)).toBe(true);
    expect(exceedsOddsLimit(system, 1200)).toBe(false);
  });

  it('reject a total stake above the max stake of the currency kind (a system counts every line)', () => {
    const over = aBet('single', selectionsAt(1.5), { stake: 1_000_001 });
    expect(checkBetLimits(over, limits).rejected).toEqual({
      kind: 'max_stake',
      messageKey: `${E}.max_stake_limit_exceeded`,
    });
    const system = aBet('system', selectionsAt(1.1, 1.1, 1.1), {
      stake: 400_000,
      systemType: { winCount: 2, totalCount: 3 },
    });
    expect(checkBetLimits(system, limits).rejected?.kind).toBe('max_stake');
    const usdt = aBet('single', selectionsAt(1.5), { stake: 1_000_001, currency: 'USDT' });
    expect(checkBetLimits(usdt, limits).rejected?.kind).toBe('max_stake');
  });

  it('reject a potential win above the payout limit, or accept it with a warning', () => {
    const bet = aBet('single', selectionsAt(30), { stake: 900_000 });
    expect(checkBetLimits(bet, limits).rejected).toEqual({
      kind: 'max_payout',
      messageKey: `${E}.payout_limit_exceeded`,
    });
    const accepting = { ...limits, payoutLimit: { ...limits.payoutLimit, action: 'accept' as const } };
    expect(checkBetLimits(bet, accepting).warnings).toEqual([
      { kind: 'max_payout', messageKey: `${W}.payout_limit_exceeded` },
    ]);
    expect(checkBetLimits(bet, limits, { maxOddsMillis: 20_000 }).rejected).toBeNull();
  });

  it('keep the warnings found before a rejection', () => {
    const bet = aBet('single', selectionsAt(1001), { stake: 2_000_000 });
    const accepting = { ...limits, oddsLimit: { value: 1000, action: 'accept' as const } };
    expect(checkBetLimits(bet, accepting)).toMatchObject({
      rejected: { kind: 'max_stake' },
      warnings: [{ kind: 'max_odds' }],
    });
  });

  it('convert limits into the bet currency, and skip them when no rate is known', () => {
    const brl = aBet('single', selectionsAt(2), { stake: 5_100_000, currency: 'BRL' });
    expect(checkBetLimits(brl, limits)).toEqual({ rejected: null, warnings: [], skipped: ['max_stake', 'max_payout'] });
    const convert = (amount: number, from: string, to: string) =>
      from === 'EUR' && to === 'BRL' ? amount * 5 * 100 : undefined;
    expect(checkBetLimits(brl, limits, { convert }).rejected?.kind).toBe('max_stake');
  });

  it('treat a limit of 0 as unset', () => {
    const unset: BetLimits = {
      enabled: true,
      maxStakeLimit: { fiat: { amount: 0, currencyCode: 'EUR' }, crypto: { amount: 0, currencyCode: 'USDT' } },
      payoutLimit: { amount: 0, currencyCode: 'EUR', action: 'reject' },
      selectionLimit: 0,
      oddsLimit: { value: 0, action: 'reject' },
    };
    expect(checkBetLimits(aBet('combo', many(40, 3), { stake: 10 ** 9 }), unset)).toEqual({
      rejected: null,
      warnings: [],
      skipped: [],
    });
  });
});

describe('an operator limit in the bet currency (one conversion for the slip and max stake)', () => {
  it('is the amount as written in its own currency, converted at the given rate otherwise', () => {
    const eur = { amount: 10_000, currencyCode: 'EUR' };
    expect(limitInCurrency(eur, { code: 'eur', subunits: 2 })).toBe(1_000_000);
    expect(limitInCurrency(eur, { code: 'USD', subunits: 2 }, (amount) => amount * 108)).toBe(1_080_000);
    expect(limitInCurrency(eur, { code: 'USD', subunits: 2 })).toBeUndefined();
  });
});
