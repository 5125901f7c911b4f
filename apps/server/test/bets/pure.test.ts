import { betReturn } from '@sportsbook/domain/bet-return';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineParams } from '../../src/db/client';
import { betOutcome } from '../../src/modules/bets/bet-outcome';
import { CASHOUT_MARGIN_BP, cashoutOffer } from '../../src/modules/bets/cashout-offer';
import { limitConverter } from '../../src/modules/wallet/limit-rates';

const RESULTS = [
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
] as const;

describe('cash-out offer', () => {
  it('offers stake × accepted / current × 95 % for an open single, floored', () => {
    expect(
      cashoutOffer({
        type: 'single',
        stake: 1000,
        systemSize: null,
        legs: [{ oddsMillis: 2500, result: null, currentMillis: 2500 }],
      }),
    ).toBe(950);
    // The outcome shortened from 2.5 to 2.0: 1000 × 2.5 / 2.0 × 0.95 = 1187.5 → 1187.
    expect(
      cashoutOffer({
        type: 'single',
        stake: 1000,
        systemSize: null,
        legs: [{ oddsMillis: 2500, result: null, currentMillis: 2000 }],
      }),
    ).toBe(1187);
  });

  it('counts settled legs at their result and offers nothing for a lost combo, a suspended leg or no open leg', () => {
    const won = { oddsMillis: 2000, result: 'win_entire', currentMillis: null };
    const open = { oddsMillis: 1500, result: null, currentMillis: 1500 };
    expect(cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [won, open] })).toBe(1900);
    expect(
      cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [{ ...won, result: 'lose_entire' }, open] }),
    ).toBeNull();
    expect(
      cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [won, { ...open, currentMillis: null }] }),
    ).toBeNull();
    expect(cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [won, won] })).toBeNull();
  });

  it('counts a settled leg as settlement does, and makes no offer for a result it does not know', () => {
    const open = { oddsMillis: 2000, result: null, currentMillis: 2000 };
    const halfWon = { oddsMillis: 3000, result: 'refund_half_win_other', currentMillis: null };
    // 1000 × (1 + 3) / 2 × 2 / 2 × 95 % = 1900.
    expect(cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [halfWon, open] })).toBe(1900);
    const strange = { oddsMillis: 3000, result: 'void_entire', currentMillis: null };
    expect(cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [strange, open] })).toBeNull();
  });

  it('never values a line above its capped return (the house maximum odds in the win computation)', () => {
    // Two legs already won at 200 and 100 (20,000 combined) with an open leg: the line is worth at most 10,000 × stake.
    const won = (oddsMillis: number) => ({ oddsMillis, result: 'win_entire' as const, currentMillis: null });
    const open = { oddsMillis: 1500, result: null, currentMillis: 1500 };
    const offer = cashoutOffer({
      type: 'combo',
      stake: 100,
      systemSize: null,
      legs: [won(200_000), won(100_000), open],
    });
    expect(offer).toBe((100 * 10_000 * (10_000 - CASHOUT_MARGIN_BP)) / 10_000);
  });

  it('never offers more than the potential win, and exactly (1 − margin) of it when prices have not moved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1010, max: 20_000 }), { minLength: 1, maxLength: 4 }),
        (stake, odds) => {
          const legs = odds.map((o) => ({ oddsMillis: o, result: null, currentMillis: o }));
          const offer = cashoutOffer({ type: 'combo', stake, systemSize: null, legs }) ?? 0;
          const win = betReturn({
            type: 'combo',
            stake,
            legs: odds.map((o) => ({ oddsMillis: o, result: 'win_entire' })),
          });
          expect(offer).toBeLessThanOrEqual(win);
          expect(offer).toBe(Math.floor((stake * (10_000 - CASHOUT_MARGIN_BP)) / 10_000));
        },
      ),
    );
  });
});

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
