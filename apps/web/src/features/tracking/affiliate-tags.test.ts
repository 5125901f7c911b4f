import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../shared/browser/cookie';
import { AFFILIATE_COOKIE, affiliateTagsForSignUp, startAffiliateTags, storedAffiliateTags } from './affiliate-tags';
import { saveConsent } from './consent';
import { clearCookies } from './test-cookies';

describe('affiliate tags', () => {
  afterEach(() => {
    clearCookies();
    delete window.dataLayer;
  });

  it('keeps the valid tags for 30 days with marketing consent and sends them with the sign-up', () => {
    saveConsent({ analytics: false, marketing: true });
    startAffiliateTags({ btag: 'a_1b_2', gclid: 'Cj0K CQ', ctag: 'x'.repeat(300) });
    expect(storedAffiliateTags()).toEqual({ btag: 'a_1b_2' });
    expect(affiliateTagsForSignUp()).toEqual({ btag: 'a_1b_2' });
    expect(window.dataLayer).toEqual([{ event: 'affiliate_tags', btag: 'a_1b_2' }]);
  });

  it('holds tags in memory until marketing is granted, and drops them when it is refused or withdrawn', () => {
    startAffiliateTags({ stag: 's1' });
    expect(readCookie(AFFILIATE_COOKIE)).toBeNull();
    expect(affiliateTagsForSignUp()).toBeUndefined();

    saveConsent({ analytics: true, marketing: true });
    expect(storedAffiliateTags()).toEqual({ stag: 's1' });

    saveConsent({ analytics: true, marketing: false });
    expect(readCookie(AFFILIATE_COOKIE)).toBeNull();
    expect(affiliateTagsForSignUp()).toBeUndefined();
    saveConsent({ analytics: true, marketing: true });
    expect(storedAffiliateTags()).toBeNull();
  });

  it('lets the newest link replace the kept tags', () => {
    saveConsent({ analytics: false, marketing: true });
    startAffiliateTags({ btag: 'old', qtag: 'q' });
    startAffiliateTags({ btag: 'new' });
    expect(storedAffiliateTags()).toEqual({ btag: 'new' });
    startAffiliateTags({});
    expect(storedAffiliateTags()).toEqual({ btag: 'new' });
  });
});
