import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { routing } from './routing';

/** Time zone of the visitor, written to the `tz` cookie by the browser; UTC until it is known. */
export async function requestTimeZone(): Promise<string> {
  const tz = (await cookies()).get('tz')?.value;
  if (tz) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return tz;
    } catch {
      // an invalid zone in the cookie: ignore it
    }
  }
  return 'UTC';
}

export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: await requestTimeZone(),
  };
});
