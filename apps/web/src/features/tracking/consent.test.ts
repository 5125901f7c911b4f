import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../shared/browser/cookie';
import {
  CONSENT_COOKIE,
  formatConsent,
  hasConsent,
  parseConsent,
  readConsent,
  saveConsent,
  subscribeConsent,
  whenConsented,
} from './consent';
import { clearCookies } from './test-cookies';

describe('cookie consent', () => {
  afterEach(clearCookies);

  it('round-trips every choice through the cookie value', () => {
    for (const analytics of [true, false]) {
      for (const marketing of [true, false]) {
        expect(parseConsent(formatConsent({ analytics, marketing }))).toEqual({ analytics, marketing });
      }
    }
    expect(formatConsent({ analytics: true, marketing: false })).toBe('1:necessary,analytics');
  });

  it('reads no choice from a missing, foreign or older cookie value, so the banner asks again', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('0:necessary,analytics,marketing')).toBeNull();
  });

  it('grants only necessary before a choice', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('saves the choice in sb_ckcnsnt and tells subscribers', () => {
    const seen = vi.fn();
    const stop = subscribeConsent(seen);
    saveConsent({ analytics: true, marketing: false });
    stop();
    saveConsent({ analytics: false, marketing: false });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ analytics: true, marketing: false });
    expect(readCookie(CONSENT_COOKIE)).toBe('1:necessary');
  });

  it('runs what waits for a category once it is granted, not at a refusal', () => {
    const run = vi.fn();
    whenConsented('marketing', run);
    saveConsent({ analytics: true, marketing: false });
    expect(run).not.toHaveBeenCalled();
    saveConsent({ analytics: true, marketing: true });
    saveConsent({ analytics: true, marketing: true });
    expect(run).toHaveBeenCalledTimes(1);

    const now = vi.fn();
    whenConsented('analytics', now);
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('lets a wait be cancelled', () => {
    const run = vi.fn();
    const cancel = whenConsented('analytics', run);
    cancel();
    saveConsent({ analytics: true, marketing: true });
    expect(run).not.toHaveBeenCalled();
  });
});
