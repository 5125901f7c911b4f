import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import MyBets from '../../../features/bets/my-bets';
import { slipMessages } from '../../../features/betslip/slip-messages';
import { pageMetadata } from '../../../features/seo/metadata';
import { PageName } from '../../../shared/page/body-attributes';
import { TicketIcon } from '../../../shared/ui/icons';
import page from '../../../shared/ui/page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bets' });
  return { ...pageMetadata({ locale, path: '/bets', title: t('title') }), robots: { index: false } };
}

/** My Bets as a page (the panel's MY_BETS tab in full width): filters, live state, cash-out. */
export default async function BetsPage({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bets' });
  return (
    <div className={page.page}>
      <PageName page="my_bets" />
      <h1 className={page.title}>
        <TicketIcon size={24} />
        {t('title')}
      </h1>
      <MyBets messages={await slipMessages(locale)} locale={locale} />
    </div>
  );
}
