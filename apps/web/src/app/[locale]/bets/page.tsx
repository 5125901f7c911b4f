import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import MyBets from '../../../features/bets/my-bets';
import { slipMessages } from '../../../features/betslip/slip-messages';
import { pageMetadata } from '../../../features/seo/metadata';
import { localePath } from '../../../i18n/paths';
import { TitledPage } from '../../../shared/page/titled-page';
import { TicketIcon } from '../../../shared/ui/icons';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bets' });
  return { ...(await pageMetadata({ locale, path: '/bets', title: t('title') })), robots: { index: false } };
}

/** My Bets as a page (the panel's MY_BETS tab in full width): filters, live state, cash-out. */
export default async function BetsPage({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bets' });
  const stats = await getTranslations({ locale, namespace: 'bet-stats' });
  return (
    <TitledPage name="my_bets" icon={<TicketIcon size={24} />} title={t('title')}>
      <p>
        <a data-spa href={localePath(locale, '/bets/stats')}>
          {stats('link')}
        </a>
      </p>
      <MyBets messages={await slipMessages(locale)} locale={locale} />
    </TitledPage>
  );
}
