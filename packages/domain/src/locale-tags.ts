/**
 * The locale helpers the browser needs on every page (default locale, tag spelling, channel and header locales),
 * apart from the locale list and its resolution in `locales.ts`, so pages do not download the whole table.
 */

/** The last-resort locale of the resolution order. */
export const DEFAULT_LOCALE = 'en';

/** Tags compare case-insensitively with '_' read as '-'. */
export function normalizeTag(tag: string): string {
  return tag.trim().replaceAll('_', '-').toLowerCase();
}

/** Locale of the real-time channel names: "br" and "pt-BR" use "pt" (spec: locale pt is used for br). */
export function realtimeLocale(locale: string): string {
  const tag = normalizeTag(locale);
  return tag === 'br' || tag === 'pt-br' ? 'pt' : locale;
}

/** Locale sent in the Accept-Language header of platform calls: "br" is sent as "pt-BR". */
export function acceptLanguageFor(locale: string): string {
  return normalizeTag(locale) === 'br' ? 'pt-BR' : locale;
}
