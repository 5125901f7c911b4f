import type { Settings } from '@sportsbook/contract/settings';
import { getTranslations } from 'next-intl/server';
import { OddsFormatSelect } from '../odds/odds-format-select';
import { LanguageSelect } from './language-select';

/** Odds format and language selectors (top of the sidebar on desktop, of the side menu on mobile). */
export async function Preferences({
  locale,
  settings,
  className,
  selectClassName,
}: {
  locale: string;
  settings: Settings;
  className?: string;
  selectClassName?: string;
}) {
  const [t, names] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'odds-types' }),
  ]);
  return (
    <div className={className}>
      <OddsFormatSelect
        className={selectClassName}
        types={settings.betting.oddsTypes}
        names={{
          european: names('european'),
          british: names('british'),
          hongkong: names('hongkong'),
          american: names('american'),
          indonesian: names('indonesian'),
          malaysian: names('malaysian'),
          percent: names('percent'),
        }}
        label={t('odds-format')}
      />
      <LanguageSelect className={selectClassName} locale={locale} locales={settings.locales} label={t('language')} />
    </div>
  );
}
