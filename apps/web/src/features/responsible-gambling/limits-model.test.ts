import type { UserLimit } from '@sportsbook/contract/platform';
import { describe, expect, it } from 'vitest';
import { MAX_MINUTES, readLimitInput, slotsOf } from './limits-model';

const entry = (id: number, fields: Partial<UserLimit>): UserLimit => ({
  id,
  type: 'deposit',
  strategy: 'amount',
  status: 'active',
  period: 'day',
  parentType: 'financial',
  value: 1000,
  currency: 'EUR',
  disableAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmUntil: null,
  ...fields,
});

describe('slotsOf', () => {
  it('pairs the limit in force with its pending loosening, per currency, and skips ended entries', () => {
    const slots = slotsOf(
      [
        entry(6, { status: 'unconfirmed', value: 3000 }),
        entry(5, { currency: 'USD' }),
        entry(4, {}),
        entry(3, { status: 'disabled' }),
        entry(2, { type: 'loss' }),
      ],
      'deposit',
    );
    expect(slots.map((s) => [s.currency, s.current?.id ?? null, s.pending?.id ?? null])).toEqual([
      ['EUR', 4, 6],
      ['USD', 5, null],
    ]);
  });

  it('keeps a limit whose removal waits as the one in force', () => {
    const [slot] = slotsOf([entry(4, { status: 'unconfirmed_disabled' })], 'deposit');
    expect(slot?.current?.id).toBe(4);
  });
});

describe('readLimitInput', () => {
  const eur = { code: 'EUR', subunits: 2 };

  it('reads an amount in the locale format as minor units of the currency', () => {
    expect(readLimitInput('deposit', { period: 'week', value: '1.234,5' }, 'de', eur)).toEqual({
      ok: true,
      body: { type: 'deposit', period: 'week', value: 123_450, currency: 'EUR' },
    });
  });

  it('sends no period for a per-bet limit and whole minutes for a time limit', () => {
    expect(readLimitInput('bet', { period: null, value: '10' }, 'en', eur)).toEqual({
      ok: true,
      body: { type: 'bet', value: 1000, currency: 'EUR' },
    });
    expect(readLimitInput('activity', { period: null, value: '90' }, 'en', eur)).toEqual({
      ok: true,
      body: { type: 'activity', period: 'day', value: 90 },
    });
  });

  it('names what is wrong with the value', () => {
    const problem = (type: 'deposit' | 'session', value: string) => {
      const input = readLimitInput(type, { period: null, value }, 'en', eur);
      return input.ok ? null : input.problem;
    };
    expect(problem('deposit', ' ')).toBe('required');
    expect(problem('deposit', 'ten')).toBe('format');
    expect(problem('deposit', '1.001')).toBe('decimals');
    expect(problem('deposit', '0')).toBe('not-positive');
    expect(problem('session', '1.5')).toBe('format');
    expect(problem('session', String(MAX_MINUTES + 1))).toBe('too-large');
  });
});
