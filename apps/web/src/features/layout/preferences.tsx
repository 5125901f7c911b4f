import type { Settings } from '@sportsbook/contract/settings';
import { getTranslations } from 'next-intl/server';
import { config } from '../../config';
import { PSEUDO_LOCALE } from '../../i18n/pseudo-locale';
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
  // The pseudo-locale is a layout test, listed only by builds that enable it (the API never lists it).
  const locales = config.pseudoLocale
    ? [...settings.locales, { code: PSEUDO_LOCALE, nameInLocale: 'Pseudo (en-XA)' }]
    : settings.locales;
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
      <LanguageSelect className={selectClassName} locale={locale} locales={locales} label={t('language')} />
    </div>
  );
}
