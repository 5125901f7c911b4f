import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { flattenMessages } from '../../../../../features/account/i18n';
import { pageMetadata } from '../../../../../features/seo/metadata';
import { DepositView } from '../../../../../features/wallet/deposit-view';
import { TitledPage } from '../../../../../shared/page/titled-page';
import { BookIcon } from '../../../../../shared/ui/icons';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'wallet' });
  return {
    ...(await pageMetadata({ locale, path: '/profile/wallet/deposit', title: t('deposit-title') })),
    robots: { index: false },
  };
}

/** The deposit page (issue 20): the cashier the deposit dialog shows, full page. */
export default async function DepositPage({ params }: Props) {
  const { locale } = await params;
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'wallet' }), getMessages({ locale })]);
  return (
    <TitledPage name="wallet_deposit" icon={<BookIcon size={24} />} title={t('deposit-title')}>
      <DepositView
        messages={flattenMessages(messages.wallet)}
        account={flattenMessages(messages.account)}
        locale={locale}
      />
    </TitledPage>
  );
}
