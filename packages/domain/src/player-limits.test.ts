import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  isInForce,
  isLoosening,
  LIMIT_PERIODS,
  type LimitTimeline,
  limitStatus,
  stakeHeadroom,
} from './player-limits';

const base: LimitTimeline = {
  createdAt: 0,
  confirmUntil: null,
  confirmedAt: null,
  disableAt: null,
  disableRequestedAt: null,
  replacedAt: null,
};

describe('limitStatus', () => {
  it('is active from creation when nothing else is set', () => {
    expect(limitStatus(base, 10)).toBe('active');
  });
  it('a loosening waits as unconfirmed past its delay, until the player confirms it; confirmable only after the delay', () => {
    const entry = { ...base, confirmUntil: 100 };
    expect(limitStatus(entry, 99)).toBe('unconfirmed');
    expect(limitStatus(entry, 500)).toBe('unconfirmed');
    expect(canConfirm(entry, 99)).toBe(false);
    expect(canConfirm(entry, 100)).toBe(true);
    const confirmed = { ...entry, confirmedAt: 120 };
    expect(limitStatus(confirmed, 119)).toBe('unconfirmed');
    expect(limitStatus(confirmed, 120)).toBe('confirmed');
    expect(canConfirm(confirmed, 130)).toBe(false);
  });
  it('keeps applying while a removal waits, then is confirmed_disabled', () => {
    const entry = { ...base, disableRequestedAt: 5, disableAt: 50 };
    expect(limitStatus(entry, 49)).toBe('unconfirmed_disabled');
    expect(isInForce(limitStatus(entry, 49))).toBe(true);
    expect(limitStatus(entry, 50)).toBe('confirmed_disabled');
    expect(isInForce(limitStatus(entry, 50))).toBe(false);
  });
  it('is disabled once replaced, and an exclusion is disabled when it ends', () => {
    expect(limitStatus({ ...base, replacedAt: 20 }, 19)).toBe('active');
    expect(limitStatus({ ...base, replacedAt: 20 }, 20)).toBe('disabled');
    expect(limitStatus({ ...base, disableAt: 30 }, 29)).toBe('active');
    expect(limitStatus({ ...base, disableAt: 30 }, 30)).toBe('disabled');
  });
});

describe('isLoosening', () => {
  it('treats a higher amount as loosening and a lower one as tightening', () => {
    expect(isLoosening('deposit', { value: 100, period: 'day' }, { value: 200, period: 'day' })).toBe(true);
    expect(isLoosening('deposit', { value: 100, period: 'day' }, { value: 50, period: 'day' })).toBe(false);
    expect(isLoosening('deposit', { value: 100, period: 'day' }, { value: 100, period: 'day' })).toBe(false);
  });
  it('treats the same amount over a shorter window as loosening', () => {
    expect(isLoosening('loss', { value: 100, period: 'week' }, { value: 100, period: 'day' })).toBe(true);
    expect(isLoosening('loss', { value: 100, period: 'day' }, { value: 100, period: 'month' })).toBe(false);
  });
  it('treats a longer reality-check interval as loosening', () => {
    expect(isLoosening('reality_check', { value: 30, period: null }, { value: 60, period: null })).toBe(true);
    expect(isLoosening('reality_check', { value: 60, period: null }, { value: 30, period: null })).toBe(false);
  });
  it('never loosens an exclusion', () => {
    expect(isLoosening('selfexclusion', { value: null, period: 'year' }, { value: null, period: 'half_year' })).toBe(
      false,
    );
  });
  it('is exactly one of loosening or tightening-or-equal for any two terms (property)', () => {
    const period = fc.constantFrom(...LIMIT_PERIODS.filter((p) => p !== 'forever'));
    fc.assert(
      fc.property(fc.nat(), fc.nat(), period, period, (a, b, pa, pb) => {
        const forward = isLoosening('wager', { value: a, period: pa }, { value: b, period: pb });
        const back = isLoosening('wager', { value: b, period: pb }, { value: a, period: pa });
        // Both directions can loosen (more money over a longer window), but both cannot tighten unless equal.
        if (!forward && !back) expect(a === b && pa === pb).toBe(true);
      }),
    );
  });
});

describe('stake headroom under a responsible-gambling limit', () => {
  it('is the whole limit per bet, what the window left of a wager limit, and of a loss limit after net losses', () => {
    expect(stakeHeadroom('bet', 500, { wagered: 10_000, lost: 10_000 })).toBe(500);
    expect(stakeHeadroom('wager', 5000, { wagered: 4200, lost: 0 })).toBe(800);
    expect(stakeHeadroom('wager', 5000, { wagered: 6000, lost: 0 })).toBe(0);
    expect(stakeHeadroom('loss', 5000, { wagered: 0, lost: 1200 })).toBe(3800);
    // Net winnings do not raise a loss limit.
    expect(stakeHeadroom('loss', 5000, { wagered: 0, lost: -3000 })).toBe(5000);
  });

  it('never grows as the window uses more (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bet' as const, 'wager' as const, 'loss' as const),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        (type, limit, used, more) => {
          const before = stakeHeadroom(type, limit, { wagered: used, lost: used });
          const after = stakeHeadroom(type, limit, { wagered: used + more, lost: used + more });
          expect(after).toBeLessThanOrEqual(before);
          expect(after).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
