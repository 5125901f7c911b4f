import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { flattenMessages } from '../../../../../features/account/i18n';
import { pageMetadata } from '../../../../../features/seo/metadata';
import { TransactionsView } from '../../../../../features/wallet/transactions-view';
import { TitledPage } from '../../../../../shared/page/titled-page';
import { BookIcon } from '../../../../../shared/ui/icons';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'wallet' });
  return {
    ...(await pageMetadata({ locale, path: '/profile/wallet/transactions', title: t('transactions-title') })),
    robots: { index: false },
  };
}

/** The player's wallet transactions (issue 20): filters, the ledger page by page, a CSV download. */
export default async function TransactionsPage({ params }: Props) {
  const { locale } = await params;
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'wallet' }), getMessages({ locale })]);
  return (
    <TitledPage name="wallet_transactions" icon={<BookIcon size={24} />} title={t('transactions-title')}>
      <TransactionsView messages={flattenMessages(messages.wallet)} locale={locale} />
    </TitledPage>
  );
}
