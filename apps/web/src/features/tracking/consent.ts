import { days, readCookie, setCookie } from '../../shared/browser/cookie';
import { COOKIES } from '../../shared/browser/storage-keys';

/**
 * Cookie consent (spec 000 §1, §2 "cookie confirmation"; spec 001 §7.7 `sb_ckcnsnt`, §9 365 days). The visitor's
 * choice per category lives in the cookie only; everything optional asks here before it stores, sends or loads
 * anything: `hasConsent` to check now, `whenConsented` to wait, `subscribeConsent` to follow changes (a withdrawal
 * too). Outside the first-load JavaScript: the tracking root, the account area and the slip load it.
 */
export const CONSENT_COOKIE = COOKIES.consent;
export const CONSENT_DAYS = 365;

/** `necessary` is always granted (session, device id, preferences); the others are the visitor's choice. */
export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing'];
export type Consent = Readonly<Record<OptionalCategory, boolean>>;

/**
 * Cookie value: a version, then the granted categories, e.g. `1:necessary,analytics`. A new version (a category
 * added, a purpose changed) reads as "not chosen", so the banner asks again.
 */
const VERSION = '1';

/** The choice a cookie value records, or null when it records none this version understands. */
export function parseConsent(value: string | null): Consent | null {
  if (value === null) return null;
  const [version, list = ''] = value.split(':');
  if (version !== VERSION) return null;
  const granted = new Set(list.split(','));
  return { analytics: granted.has('analytics'), marketing: granted.has('marketing') };
}

export function formatConsent(consent: Consent): string {
  const granted = ['necessary', ...OPTIONAL_CATEGORIES.filter((c) => consent[c])];
  return `${VERSION}:${granted.join(',')}`;
}

/** The visitor's choice, or null while they have not made one (read from the cookie each time: other tabs write it). */
export function readConsent(): Consent | null {
  if (typeof document === 'undefined') return null;
  return parseConsent(readCookie(CONSENT_COOKIE));
}

/** Whether a category may run now. Without a choice only `necessary` may. */
export function hasConsent(category: ConsentCategory): boolean {
  return category === 'necessary' || readConsent()?.[category] === true;
}

type Listener = (consent: Consent) => void;
const listeners = new Set<Listener>();

/** Records the visitor's choice for 365 days and tells every subscriber. */
export function saveConsent(consent: Consent): void {
  setCookie(CONSENT_COOKIE, formatConsent(consent), days(CONSENT_DAYS));
  for (const listener of [...listeners]) listener(consent);
}

/** Calls `listener` with each choice saved in this page from now on; answers the unsubscribe. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Runs `run` once `category` is granted: now when it already is, else at the choice that grants it (never when the
 * visitor declines; a later change in the settings still grants it). Answers a function that cancels the wait.
 */
export function whenConsented(category: ConsentCategory, run: () => void): () => void {
  if (hasConsent(category)) {
    run();
    return () => undefined;
  }
  const stop = subscribeConsent((consent) => {
    if (category === 'necessary' || !consent[category]) return;
    stop();
    run();
  });
  return stop;
}
