import { getTranslations } from 'next-intl/server';
import { requestTimeZone } from '../../i18n/request';

/**
 * League groups per page rendered inline: about a phone's first screen. Each element more delays the first paint,
 * and Lighthouse's simulated LCP counts every script that arrived before that paint (docs/decisions.md, issue 22):
 * 2 instead of 6 took LCP from 2.1–2.5× to 1.3–2.0× the floor's on home, live and a league page, 26 Nov. The
 * placeholders after them have their rows' exact height, so filling them never shifts the screen.
 */
export const INLINE_GROUPS = 2;

/** Everything a server-rendered match list needs besides the matches: locale, zone, clock and texts. */
export async function listContext(locale: string, inlineGroups = INLINE_GROUPS) {
  const [t, tMatch, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'match' }),
    requestTimeZone(),
  ]);
  // League groups rendered with the page (painted with it); later groups load once the visitor moves or become Suspense
  // boundaries (match-list.tsx). Shared by every list on the page, in document order.
  return { locale, timeZone, renderedAt: Date.now(), t, tMatch, inlineGroups: { left: inlineGroups } };
}

export type ListContext = Awaited<ReturnType<typeof listContext>>;
