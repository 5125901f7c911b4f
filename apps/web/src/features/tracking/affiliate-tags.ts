import { type AffiliateTags, validAffiliateTags } from '@sportsbook/contract/affiliate-tag-rules';
import { days, deleteCookie, readCookie, setCookie } from '../../shared/browser/cookie';
import { hasConsent, subscribeConsent } from './consent';
import { trackAffiliateTags } from './data-layer';

/**
 * Affiliate attribution (issue 21). The tags a link carried (`ctag`, `btag`, `stag`, `qtag`, `gclid`, read and
 * removed from the URL by `account/deep-links.ts`) are kept in a first-party cookie for 30 days (spec 001 §9 "affiliate
 * id cookie"; the spec names no cookie, this is `sb_afftags`) and sent with the sign-up, which stores them on the
 * player. Keeping them is marketing: without that consent they wait in memory for this page's life only, are kept
 * the moment it is granted, and are dropped (cookie included) when it is refused or withdrawn. The newest link wins
 * (last click) and restarts the 30 days.
 */
export const AFFILIATE_COOKIE = 'sb_afftags';
export const AFFILIATE_DAYS = 30;

let pending: AffiliateTags | null = null;
let started = false;

/** The tags the cookie holds (only those the server would accept), or null. */
export function storedAffiliateTags(): AffiliateTags | null {
  const value = readCookie(AFFILIATE_COOKIE);
  return value === null ? null : validAffiliateTags(Object.fromEntries(new URLSearchParams(value)));
}

function keep(tags: AffiliateTags): void {
  setCookie(AFFILIATE_COOKIE, new URLSearchParams(tags).toString(), days(AFFILIATE_DAYS));
  trackAffiliateTags(tags);
}

/**
 * Takes the tags of this page's URL (invalid ones dropped) and follows the marketing consent from now on. Called
 * once per page load by the account area, after the deep link is read.
 */
export function startAffiliateTags(fromUrl: Readonly<Record<string, string>>): void {
  const tags = validAffiliateTags(fromUrl);
  if (hasConsent('marketing')) {
    if (tags) keep(tags);
  } else {
    pending = tags;
    // Withdrawn in another tab, or a cookie from before consent was asked: gone.
    if (readCookie(AFFILIATE_COOKIE) !== null) deleteCookie(AFFILIATE_COOKIE);
  }
  if (started) return;
  started = true;
  subscribeConsent((consent) => {
    if (consent.marketing) {
      if (pending) keep(pending);
    } else {
      deleteCookie(AFFILIATE_COOKIE);
    }
    pending = null;
  });
}

/** What the sign-up sends: the kept tags while marketing consent stands, else nothing. */
export function affiliateTagsForSignUp(): AffiliateTags | undefined {
  return hasConsent('marketing') ? (storedAffiliateTags() ?? undefined) : undefined;
}
