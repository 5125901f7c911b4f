import { DEFAULT_LOCALE, LOCALES, matchLocale, parseAcceptLanguage } from '@sportsbook/domain/locales';
import type { FastifyRequest } from 'fastify';
import { contentLocale } from '../feed/names/localize';

const byHeader = new Map<string, string>();

/**
 * The content language of a request: the first Accept-Language tag the sportsbook ships (exact, alias, base
 * language: the domain's `matchLocale`), as the language its server names come in (`feed/names/`): "pt" →
 * "pt-BR", "fr-CA" → "fr", "en-AU" → "en", "no" → "nb", "sr" → "sr-ME"; English when no tag is shipped.
 * Remembered per header value: headers repeat, and every catalog read asks.
 */
export function requestLocale(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LOCALE;
  let locale = byHeader.get(header);
  if (locale === undefined) {
    locale = DEFAULT_LOCALE;
    for (const tag of parseAcceptLanguage(header)) {
      const shipped = matchLocale(tag, LOCALES);
      if (shipped) {
        locale = contentLocale(shipped);
        break;
      }
    }
    if (byHeader.size >= 1000) byHeader.clear();
    byHeader.set(header, locale);
  }
  return locale;
}
