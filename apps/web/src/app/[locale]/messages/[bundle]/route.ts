import { NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import { accountMessages } from '../../../../features/account/account-messages';
import { slipMessages } from '../../../../features/betslip/slip-messages';
import { routing } from '../../../../i18n/routing';
import type { MessageBundle } from '../../../../shared/i18n/client-messages';

const BUNDLES: Record<MessageBundle, (locale: string) => Promise<Readonly<Record<string, string>>>> = {
  slip: slipMessages,
  account: accountMessages,
};

/**
 * `/{locale}/messages/{slip|account}`: the texts of a lazily loaded client feature as flat JSON, fetched with its
 * chunk (`shared/i18n/client-messages.ts`). They were props in every page's HTML: 19 KB of /live's 44 KB document,
 * which then needed a third round trip on a slow network (issue 22).
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; bundle: string }> },
): Promise<Response> {
  const { locale, bundle } = await params;
  const load = Object.hasOwn(BUNDLES, bundle) ? BUNDLES[bundle as MessageBundle] : undefined;
  if (!load || !hasLocale(routing.locales, locale)) {
    return NextResponse.json(
      { error: { code: 'unknown_messages', message: `There are no ${bundle} texts in ${locale}.` } },
      { status: 404 },
    );
  }
  return NextResponse.json(await load(locale), {
    // Texts change only with a deployment: a few minutes in caches, then revalidated.
    headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400' },
  });
}
