import { DEFAULT_LOCALE } from '@sportsbook/domain/locale-tags';

/** True for hrefs the locale prefix must not touch: absolute URLs, protocol-relative, `sms:`, `mailto:`, `tel:`, `#…`. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(href);
}

/**
 * The href of an internal path in a locale: `/live` → `/de/live`; unchanged for the default locale
 * and for external links (spec §2: links starting with http, sms: or mailto: are left alone).
 */
export function localePath(locale: string, path: string): string {
  if (isExternalHref(path)) return path;
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}

/**
 * Splits a browser pathname into its locale and the rest: `/de/live` → `{ locale: 'de', path: '/live' }`,
 * `/live` → `{ locale: default, path: '/live' }`.
 */
export function splitLocale(pathname: string, locales: readonly string[]): { locale: string; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && locales.includes(first)) {
    return { locale: first, path: `/${rest.join('/')}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}
