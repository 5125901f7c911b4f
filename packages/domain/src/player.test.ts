import { describe, expect, it } from 'vitest';
import { displayName, isLoggedInProfile } from './player';

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
