import { NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import { slipMessages } from '../../../features/betslip/slip-messages';
import { routing } from '../../../i18n/routing';

/**
 * `/{locale}/slip-messages`: the texts of the slip, My Bets and share restore as flat JSON, fetched with their chunks
 * when the slip is first used (`slip-messages-client.ts`). They were a prop of the panel in every page's HTML: 11 KB
 * of 44 on /live, whose document then needed a third round trip on a slow network (issue 22).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    return NextResponse.json(
      { error: { code: 'unknown_locale', message: `${locale} is not one of the site's languages.` } },
      { status: 404 },
    );
  }
  return NextResponse.json(await slipMessages(locale), {
    // Texts change only with a deployment: a few minutes in caches, then revalidated.
    headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400' },
  });
}
