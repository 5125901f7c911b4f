import { getTranslations } from 'next-intl/server';
import { requestTimeZone } from '../../i18n/request';

/**
 * Match rows per page rendered inline: a phone's first screen (6 rows of 104 px under the header), counted in whole
 * league groups. Each element more delays the first paint, and Lighthouse's simulated LCP counts every script that
 * arrived before that paint (docs/decisions.md, issue 22); a placeholder left on the first screen loads right after
 * hydration instead, inside the load. The placeholders after them have their rows' exact height, so filling them
 * never shifts the screen.
 */
export const FIRST_SCREEN_ROWS = 6;

/** Everything a server-rendered match list needs besides the matches: locale, zone, clock and texts. */
export async function listContext(locale: string, inlineRows = FIRST_SCREEN_ROWS) {
  const [t, tMatch, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'match' }),
    requestTimeZone(),
  ]);
  // Rows still to render with the page (painted with it), whole groups at a time; later groups load once the visitor
  // moves or become Suspense boundaries (match-list.tsx). Shared by every list on the page, in document order.
  return { locale, timeZone, renderedAt: Date.now(), t, tMatch, inlineRows: { left: inlineRows } };
}

export type ListContext = Awaited<ReturnType<typeof listContext>>;
