import { LOCALE_ALIASES, LOCALES, resolveLocale } from '@sportsbook/domain/locales';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { config as settings } from './config';
import { routing } from './i18n/routing';
import { contentSecurityPolicy, newNonce } from './shared/security/content-security-policy';

const intl = createMiddleware(routing);
const localeSet = new Set<string>(LOCALES);
const lowerLocales = new Set(LOCALES.map((code) => code.toLowerCase()));

/**
 * Locale routing (next-intl, "as-needed" prefix) plus the spec's aliases in the URL:
 * `/br/live` and `/pt-br/live` redirect to `/pt-BR/live` (spec §5 locale resolution).
 * The `x-pathname` request header lets server components know the path they render. Every page gets its
 * Content-Security-Policy here, with a fresh nonce (shared/security/content-security-policy.ts).
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
  // A nonce per response: Next reads it from the request's policy and puts it on its scripts.
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    host: request.headers.get('host') ?? request.nextUrl.host,
    frameAncestors: settings.embedAllowedOrigins,
    development: process.env.NODE_ENV === 'development',
    reportOrigins: settings.sentryDsn ? [new URL(settings.sentryDsn).origin] : [],
    chatOrigins: settings.liveChat?.origins ?? [],
  });
  request.headers.set('content-security-policy', policy);
  const response = intl(request);
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Everything but the API rewrites, Next internals and files with an extension.
  matcher: ['/((?!api/|connection/|emulation|_next/|_vercel/|.*\\..*).*)'],
};
