import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, birthDateProblem, displayName, isLoggedInProfile } from './player';

describe('displayName', () => {
  it('prefers the full name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', nickname: 'ada', email: 'a@x.io' })).toBe(
      'Ada Lovelace',
    );
  });
  it('uses one half of the name when the other is missing', () => {
    expect(displayName({ firstName: ' Ada ', lastName: null, email: 'a@x.io' })).toBe('Ada');
  });
  it('falls back to nickname, then email, then phone', () => {
    expect(displayName({ firstName: ' ', nickname: 'ada', email: 'a@x.io' })).toBe('ada');
    expect(displayName({ nickname: '', email: 'a@x.io', mobilePhone: '+4912345' })).toBe('a@x.io');
    expect(displayName({ mobilePhone: '+4912345' })).toBe('+4912345');
    expect(displayName({ authPhoneNumber: '+111', mobilePhone: '+222' })).toBe('+111');
    expect(displayName({})).toBe('');
  });
});

describe('isLoggedInProfile', () => {
  it('is true with an email or an auth phone only', () => {
    expect(isLoggedInProfile({ email: 'a@x.io' })).toBe(true);
    expect(isLoggedInProfile({ authPhoneNumber: '+111' })).toBe(true);
    expect(isLoggedInProfile({ mobilePhone: '+111' })).toBe(false);
    expect(isLoggedInProfile(null)).toBe(false);
  });
});

describe('legal age at sign-up (MIN_PLAYER_AGE)', () => {
  it('counts completed years; a birthday counts from its own day', () => {
    expect(ageOn('2008-11-25', '2026-11-24')).toBe(17);
    expect(ageOn('2008-11-25', '2026-11-25')).toBe(18);
    expect(ageOn('1990-01-01', '2026-11-25')).toBe(36);
  });

  it('a 29 February birthday counts from 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses under the minimum age, dates in the future, and dates that are not real', () => {
    expect(birthDateProblem('2008-11-26', '2026-11-25', 18)).toBe('underage');
    expect(birthDateProblem('2008-11-25', '2026-11-25', 18)).toBeNull();
    expect(birthDateProblem('2005-11-26', '2026-11-25', 21)).toBe('underage');
    expect(birthDateProblem('2030-01-01', '2026-11-25', 18)).toBe('in_future');
    expect(birthDateProblem('2001-02-29', '2026-11-25', 18)).toBe('invalid');
    expect(birthDateProblem('1899-12-31', '2026-11-25', 18)).toBe('invalid');
    expect(birthDateProblem('25/11/2001', '2026-11-25', 18)).toBe('invalid');
  });

  it('age never decreases as days pass', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 400 }),
        (birth, offset, step) => {
          const day = (d: Date) => d.toISOString().slice(0, 10);
          const a = new Date(birth.getTime() + offset * 86_400_000);
          const b = new Date(a.getTime() + step * 86_400_000);
          expect(ageOn(day(birth), day(b)) ?? 0).toBeGreaterThanOrEqual(ageOn(day(birth), day(a)) ?? 0);
        },
      ),
    );
  });
});
