import { LOCALE_ALIASES, LOCALES, resolveLocale } from '@sportsbook/domain/locales';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);
const localeSet = new Set<string>(LOCALES);
const lowerLocales = new Set(LOCALES.map((code) => code.toLowerCase()));

/**
 * Locale routing (next-intl, "as-needed" prefix) plus the spec's aliases in the URL:
 * `/br/live` and `/pt-br/live` redirect to `/pt-BR/live` (spec §5 locale resolution).
 * The `x-pathname` request header lets server components know the path they render.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const [, first = '', ...rest] = pathname.split('/');
  const lower = first.toLowerCase().replaceAll('_', '-');
  if (first && !localeSet.has(first) && (Object.hasOwn(LOCALE_ALIASES, lower) || lowerLocales.has(lower))) {
    const locale = resolveLocale(lower, LOCALES, routing.defaultLocale);
    const url = request.nextUrl.clone();
    const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
    url.pathname = locale === routing.defaultLocale ? tail || '/' : `/${locale}${tail}`;
    return NextResponse.redirect(url, 308);
  }
  request.headers.set('x-pathname', pathname);
  return intl(request);
}

export const config = {
  // Everything but the API rewrites, Next internals and files with an extension.
  matcher: ['/((?!api/|connection/|emulation|_next/|_vercel/|.*\\..*).*)'],
};
