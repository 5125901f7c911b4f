import type { Settings } from '@sportsbook/contract/settings';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSettings } from '../../shared/api/server-api';
import { PageName } from '../../shared/page/body-attributes';
import { EmptyState } from '../../shared/ui/empty-state';
import { TrophyIcon } from '../../shared/ui/icons';
import page from '../../shared/ui/page.module.css';

export type FeatureKey = 'racing' | 'lotteries' | 'premium-cricket' | 'virtual-gaming-arena';

/** The settings flag behind each feature page (spec §3 Settings.features). */
export const FEATURE_FLAGS: Record<FeatureKey, keyof Settings['features']> = {
  racing: 'isHorseRacingEnabled',
  lotteries: 'isLotteryEnabled',
  'premium-cricket': 'isPremiumCricketEnabled',
  'virtual-gaming-arena': 'isVirtualGamingArenaEnabled',
};

/** True when the operator has switched the feature on. */
export async function isFeatureOn(locale: string, feature: FeatureKey): Promise<boolean> {
  const settings = await getSettings(locale);
  return settings.features[FEATURE_FLAGS[feature]] === true;
}

/** A feature-flagged section: 404 while its flag is off; a placeholder while its content is being built. */
export async function FeaturePage({ locale, feature }: { locale: string; feature: FeatureKey }) {
  if (!(await isFeatureOn(locale, feature))) notFound();
  const [nav, t] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'feature' }),
  ]);
  return (
    <div className={page.page}>
      <PageName page={feature.replaceAll('-', '_')} />
      <h1 className={page.title}>{nav(feature)}</h1>
      <EmptyState icon={<TrophyIcon size={26} />} title={t('coming-soon')} hint={t('coming-soon-hint')} />
    </div>
  );
}
