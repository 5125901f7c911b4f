import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { flattenMessages } from '../../../../features/account/i18n';
import { ResponsibleGamblingView } from '../../../../features/responsible-gambling/responsible-gambling-view';
import { pageMetadata } from '../../../../features/seo/metadata';
import { TitledPage } from '../../../../shared/page/titled-page';
import { InfoIcon } from '../../../../shared/ui/icons';

type Props = { params: Promise<{ locale: string }> };

const NAMESPACE = 'responsible-gambling';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: NAMESPACE });
  return {
    ...(await pageMetadata({ locale, path: '/profile/responsible-gambling', title: t('title') })),
    robots: { index: false },
  };
}

/** The player's responsible-gambling limits and exclusions (issue 20); visitors get a sign-in prompt. */
export default async function ResponsibleGamblingPage({ params }: Props) {
  const { locale } = await params;
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: NAMESPACE }), getMessages({ locale })]);
  return (
    <TitledPage name="responsible_gambling" icon={<InfoIcon size={24} />} title={t('title')}>
      <ResponsibleGamblingView messages={flattenMessages(messages[NAMESPACE])} locale={locale} />
    </TitledPage>
  );
}
