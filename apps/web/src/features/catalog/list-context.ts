import { getTranslations } from 'next-intl/server';
import { requestTimeZone } from '../../i18n/request';

/**
 * League groups per page rendered inline: enough to fill a phone screen, so the boundaries after them (which
 * React may stream out of order) are inserted below the fold and never shift what is on screen.
 */
export const INLINE_GROUPS = 6;

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
