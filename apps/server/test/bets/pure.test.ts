import { betReturn } from '@sportsbook/domain/bet-return';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineParams } from '../../src/db/client';
import { betOutcome } from '../../src/modules/bets/bet-outcome';
import { limitConverter } from '../../src/modules/wallet/limit-rates';

const RESULTS = [
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
] as const;

describe('bet outcome', () => {
  it('settles a single with its leg result and the betReturn amount', () => {
    for (const result of RESULTS) {
      const outcome = betOutcome({
        type: 'single',
        stake: 1000,
        totalStake: 1000,
        systemWinCount: null,
        legs: [{ oddsMillis: 2500, result }],
      });
      expect(outcome?.result).toBe(result);
      expect(outcome?.winAmount).toBe(betReturn({ type: 'single', stake: 1000, legs: [{ oddsMillis: 2500, result }] }));
      expect(outcome?.kind).toBe(result === 'refund_entire' ? 'bet_refund' : 'bet_payout');
    }
  });

  it('waits for open legs, except a combo with a lost leg and a system with more than n − k lost legs', () => {
    const lost = { oddsMillis: 2000, result: 'lose_entire' };
    const open = { oddsMillis: 2000, result: null };
    const won = { oddsMillis: 2000, result: 'win_entire' };
    expect(
      betOutcome({ type: 'combo', stake: 100, totalStake: 100, systemWinCount: null, legs: [won, open] }),
    ).toBeNull();
    expect(
      betOutcome({ type: 'combo', stake: 100, totalStake: 100, systemWinCount: null, legs: [lost, open] }),
    ).toMatchObject({ result: 'lose_entire', winAmount: 0 });
    expect(
      betOutcome({ type: 'system', stake: 100, totalStake: 300, systemWinCount: 2, legs: [lost, open, open] }),
    ).toBeNull();
    expect(
      betOutcome({ type: 'system', stake: 100, totalStake: 300, systemWinCount: 2, legs: [lost, lost, open] }),
    ).toMatchObject({ result: 'lose_entire', winAmount: 0 });
  });

  it('names a multi-leg result by the money: win, refund, partial return, loss', () => {
    const at = (
      legs: { oddsMillis: number; result: string }[],
      type: 'combo' | 'system' = 'combo',
      k: number | null = null,
    ) => betOutcome({ type, stake: 100, totalStake: type === 'system' ? 300 : 100, systemWinCount: k, legs })?.result;
    expect(
      at([
        { oddsMillis: 2000, result: 'win_entire' },
        { oddsMillis: 1500, result: 'win_entire' },
      ]),
    ).toBe('win_entire');
    expect(
      at([
        { oddsMillis: 2000, result: 'refund_entire' },
        { oddsMillis: 1500, result: 'refund_entire' },
      ]),
    ).toBe('refund_entire');
    expect(
      at([
        { oddsMillis: 2000, result: 'refund_half_lose_other' },
        { oddsMillis: 1500, result: 'refund_entire' },
      ]),
    ).toBe('refund_half_lose_other');
    expect(
      at(
        [
          { oddsMillis: 1100, result: 'win_entire' },
          { oddsMillis: 1100, result: 'lose_entire' },
          { oddsMillis: 1100, result: 'lose_entire' },
        ],
        'system',
        2,
      ),
    ).toBe('lose_entire');
  });
});

describe('inlineParams (PGlite hot statements)', () => {
  it('writes scalars as literals and escapes text with quotes and backslashes', () => {
    const sql = inlineParams('select $1::int4, $2::text, $3::bool, $4::text, $5::timestamptz, $10::text', [
      5,
      "it's \\ ok",
      true,
      null,
      new Date('2026-01-02T03:04:05.000Z'),
      0,
      0,
      0,
      0,
      { a: "b'c" },
    ]);
    expect(sql).toBe(
      `select 5::int4,  E'it''s \\\\ ok'::text, true::bool, NULL::text, '2026-01-02T03:04:05.000Z'::timestamptz, '{"a":"b''c"}'::text`,
    );
  });

  it('refuses what it cannot write safely', () => {
    expect(() => inlineParams('$1', [Number.NaN])).toThrow(RangeError);
    expect(() => inlineParams('$1', [[1, 2]])).toThrow(RangeError);
    expect(() => inlineParams('$1', ['a\u0000b'])).toThrow(RangeError);
  });
});

describe('bet limits in the bet currency', () => {
  const convert = limitConverter();

  it('converts a limit at the reference rates into minor units of the bet currency, rounding down', () => {
    expect(convert(10_000, 'EUR', 'USD')).toBe(1_080_000);
    expect(convert(250_000, 'EUR', 'JPY')).toBe(41_250_000);
    expect(convert(10_000, 'USDT', 'BTC')).toBe(10_185_185);
    expect(convert(10_000, 'USDT', 'USD')).toBe(1_000_000);
    expect(convert(1, 'EUR', 'GBP')).toBe(85);
    expect(convert(10_000, 'EUR', 'EUR')).toBe(1_000_000);
  });

  it('answers undefined without a rate or a known currency', () => {
    expect(convert(10_000, 'EUR', 'XYZ')).toBeUndefined();
    expect(limitConverter({ EUR: '1' })(10_000, 'EUR', 'USD')).toBeUndefined();
    expect(limitConverter({ EUR: '1', USD: 'abc' })(10_000, 'EUR', 'USD')).toBeUndefined();
  });

  it('never converts a limit upwards: converting back gives at most the amount (property)', () => {
    const codes = ['EUR', 'USD', 'GBP', 'BRL', 'JPY', 'BTC', 'USDT'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        (amount, from, to) => {
          const there = convert(amount, from, to);
          expect(there).toBeDefined();
          const subunits = to === 'JPY' ? 0 : to === 'BTC' ? 8 : 2;
          const back = convert((there ?? 0) / 10 ** subunits, to, from);
          const fromSubunits = from === 'JPY' ? 0 : from === 'BTC' ? 8 : 2;
          expect(back ?? 0).toBeLessThanOrEqual(amount * 10 ** fromSubunits);
        },
      ),
    );
  });
});
