import { DEFAULT_LOCALE, parseAcceptLanguage } from '@sportsbook/domain/locales';
import type { FastifyRequest } from 'fastify';

/** Catalog texts exist in these languages; every other locale reads English (issue 2). */
const CONTENT_LANGUAGES = new Set(['en', 'de', 'es']);

/** The content language of a request from its Accept-Language header (first supported base language). */
export function requestLocale(request: FastifyRequest): string {
  for (const tag of parseAcceptLanguage(request.headers['accept-language'])) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (CONTENT_LANGUAGES.has(base)) return base;
  }
  return DEFAULT_LOCALE;
}
