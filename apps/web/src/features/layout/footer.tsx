import { getTranslations } from 'next-intl/server';
import { config } from '../../config';
import { localePath } from '../../i18n/paths';
import { ConsentSettingsButton } from '../tracking/consent-settings-button';
import styles from './footer.module.css';

export async function Footer({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const consent = await getTranslations({ locale, namespace: 'consent' });
  const links = [
    ['/general-rules', nav('general-rules')],
    ['/about', nav('about')],
    ['/terms-and-conditions', t('terms-and-conditions')],
    ['/help-center', t('help-center')],
    ['/promotions', nav('promotions')],
    ['/schedule', nav('schedule')],
    ['/results', nav('results')],
  ] as const;
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('links')}>
        <ul className={styles.links}>
          {links.map(([path, label]) => (
            <li key={path}>
              <a data-spa href={localePath(locale, path)}>
                {label}
              </a>
            </li>
          ))}
          <li className={styles.consent}>
            <ConsentSettingsButton label={consent('settings')} className={styles.linkButton} />
          </li>
        </ul>
      </nav>
      <p className={styles.responsible}>
        <span className={styles.age}>18+</span>
        {t('responsible').replace(/^18\+\s*\|\s*/, '')}
      </p>
      <p className={styles.rights}>{t('rights', { year: new Date().getFullYear(), brand: config.brandName })}</p>
    </footer>
  );
}
