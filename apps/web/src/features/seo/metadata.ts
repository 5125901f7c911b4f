import { DEFAULT_LOCALE } from '@sportsbook/domain/locales';
import type { Metadata } from 'next';
import { config } from '../../config';
import { localePath } from '../../i18n/paths';
import { getSettingsOrFallback } from '../../shared/api/server-api';

/** Open Graph locale form: `pt-BR` → `pt_BR`. */
function ogLocale(locale: string): string {
  return locale.replace('-', '_');
}

/**
 * Metadata of a page (spec §2 "Page metadata"): noindex unless the operator allows indexing, a canonical
 * link, one alternate per configured locale with the default locale as x-default, Open Graph and Twitter.
 * `path` is the page's path without the locale prefix (`/live`, `/soccer/premier-league`).
 */
export async function pageMetadata({
  locale,
  path,
  title,
  description,
}: {
  locale: string;
  path: string;
  title: string;
  description?: string;
}): Promise<Metadata> {
  const settings = await getSettingsOrFallback(locale);
  const absolute = (l: string) => `${config.siteUrl}${localePath(l, path)}`;
  const languages: Record<string, string> = {};
  for (const { code } of settings.locales) languages[code] = absolute(code);
  languages['x-default'] = absolute(settings.defaultLocale || DEFAULT_LOCALE);
  const url = absolute(locale);
  const indexable = settings.features.isIndexingAllowed;
  return {
    title,
    description,
    alternates: { canonical: url, languages },
    robots: indexable ? { index: true, follow: true } : { index: false, follow: false },
    openGraph: {
      type: 'website',
      siteName: config.brandName,
      title,
      description,
      url,
      locale: ogLocale(locale),
    },
    twitter: { card: 'summary', title, description },
  };
}

/** The organisation's structured data (schema.org, JSON-LD). */
export function organizationJsonLd(): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.brandName,
    url: config.siteUrl,
    logo: `${config.siteUrl}/icon.svg`,
  }).replace(/</g, '\\u003c');
}
