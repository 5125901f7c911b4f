import { ODDS_TYPES, type OddsType } from '@sportsbook/domain/odds';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { flattenMessages } from '../../../features/account/i18n';
import { pageMetadata } from '../../../features/seo/metadata';
import { SettingsView } from '../../../features/settings/settings-view';
import { getSettingsOrFallback, hasSessionCookie } from '../../../shared/api/server-api';
import { TitledPage } from '../../../shared/page/titled-page';
import { SlidersIcon } from '../../../shared/ui/icons';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'settings' });
  return { ...(await pageMetadata({ locale, path: '/settings', title: t('title') })), robots: { index: false } };
}

/**
 * Player settings: odds format (everyone), odds-change acceptance, stake presets and push notifications (signed-in
 * players).
 */
export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  const [settings, t, names, messages, sessionCookie] = await Promise.all([
    getSettingsOrFallback(locale),
    getTranslations({ locale, namespace: 'settings' }),
    getTranslations({ locale, namespace: 'odds-types' }),
    getMessages({ locale }),
    hasSessionCookie(),
  ]);
  const oddsNames = Object.fromEntries(ODDS_TYPES.map((type) => [type, names(type)])) as Record<OddsType, string>;
  return (
    <TitledPage name="settings" icon={<SlidersIcon size={24} />} title={t('title')}>
      <SettingsView
        messages={flattenMessages(messages.settings)}
        locale={locale}
        oddsTypes={settings.betting.oddsTypes}
        oddsNames={oddsNames}
        webPushPublicKey={settings.webPushPublicKey ?? null}
        sessionCookie={sessionCookie}
      />
    </TitledPage>
  );
}
