import { DEFAULT_LOCALE, LOCALES } from '@sportsbook/domain/locales';
import { defineRouting } from 'next-intl/routing';
import { config } from '../config';
import { PSEUDO_LOCALE } from './pseudo-locale';

/**
 * URL routing of locales: the locale is the first path segment, omitted for the default one ("as-needed").
 * The URL is the only source of the locale (no Accept-Language or cookie detection), so `/` is always the
 * default locale and a shared link shows the same language to everyone.
 */
export const routing = defineRouting({
  // The pseudo-locale only in builds that enable it; the language select and alternates list the API's locales.
  locales: config.pseudoLocale ? [...LOCALES, PSEUDO_LOCALE] : LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // The alternates are <link> tags in the page metadata (with x-default); no duplicate Link response header.
  alternateLinks: false,
});
