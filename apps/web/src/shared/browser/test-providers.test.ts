import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, setCookie } from './cookie';
import { COOKIES } from './storage-keys';
import { parseTestProviders, testProviderFor } from './test-providers';

describe('parseTestProviders', () => {
  it('reads type:provider pairs separated by |', () => {
    expect(parseTestProviders('payment:sandbox|feed:simulator')).toEqual({ payment: 'sandbox', feed: 'simulator' });
    expect(parseTestProviders('payment:demo-card')).toEqual({ payment: 'demo-card' });
  });

  it('ignores spaces around pairs and case', () => {
    expect(parseTestProviders(' payment:Sandbox | feed:simulator ')).toEqual({ payment: 'sandbox', feed: 'simulator' });
  });

  it('keeps the last provider of a repeated type', () => {
    expect(parseTestProviders('payment:sandbox|payment:external')).toEqual({ payment: 'external' });
  });

  it('ignores an invalid value as a whole', () => {
    for (const raw of [
      'payment',
      'payment:',
      ':sandbox',
      'payment:sandbox|',
      'payment:sandbox||feed:sim',
      'payment:sand box',
      'payment:sandbox|feed',
      'payment:<script>',
      'pay ment:sandbox',
      'a:b:c',
    ]) {
      expect(parseTestProviders(raw), raw).toBeNull();
    }
    expect(parseTestProviders('')).toBeNull();
    expect(parseTestProviders(null)).toBeNull();
  });
});

describe('testProviderFor', () => {
  afterEach(() => deleteCookie(COOKIES.testCustomProviders));

  it('answers the forced provider of a type from the cookie', () => {
    setCookie(COOKIES.testCustomProviders, 'payment:sandbox|feed:simulator');
    expect(testProviderFor('payment')).toBe('sandbox');
    expect(testProviderFor('casino')).toBeNull();
  });

  it('answers null for an invalid cookie', () => {
    setCookie(COOKIES.testCustomProviders, 'payment:sandbox|oops');
    expect(testProviderFor('payment')).toBeNull();
  });
});
