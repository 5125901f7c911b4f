import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BetStats } from '../../../../features/bets/bet-stats';
import { slipMessages } from '../../../../features/betslip/slip-messages';
import { pageMetadata } from '../../../../features/seo/metadata';
import { TitledPage } from '../../../../shared/page/titled-page';
import { TicketIcon } from '../../../../shared/ui/icons';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bet-stats' });
  return { ...(await pageMetadata({ locale, path: '/bets/stats', title: t('title') })), robots: { index: false } };
}

/** The player's betting statistics (issue 20). */
export default async function BetStatsPage({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bet-stats' });
  return (
    <TitledPage name="bet_stats" icon={<TicketIcon size={24} />} title={t('title')}>
      <BetStats messages={await slipMessages(locale)} locale={locale} />
    </TitledPage>
  );
}
