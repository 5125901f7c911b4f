import { getMessages, getTranslations } from 'next-intl/server';
import { config } from '../../config';
import { localePath } from '../../i18n/paths';
import { getSessionPlayer, getSettingsOrFallback, hasSessionCookie } from '../../shared/api/server-api';
import { MenuIcon, MoonIcon, SearchIcon, SunIcon } from '../../shared/ui/icons';
import { AccountSlot } from '../account/account-slot';
import { pickActive } from '../account/active-account';
import { headerFigures } from '../account/header-figures';
import { flattenMessages } from '../account/i18n';
import { FavouritesTexts } from '../favourites/favourites-client';
import { NotificationsBell } from '../notifications/notifications-bell';
import { SEARCH_MAX, SEARCH_MIN } from '../search/query';
import { SearchBox, type SearchLabels } from '../search/search-box';
import { PlayerSettingsFollower } from '../settings/player-settings-follower';
import styles from './header.module.css';
import menu from './side-menu.module.css';
import { type Theme, ThemeToggle } from './theme-toggle';

export async function searchLabels(locale: string): Promise<SearchLabels> {
  const t = await getTranslations({ locale, namespace: 'search' });
  return {
    label: t('label'),
    placeholder: (await getTranslations({ locale, namespace: 'header' }))('search-placeholder'),
    tooShort: t('too-short', { min: SEARCH_MIN }),
    tooLong: t('too-long', { max: SEARCH_MAX }),
    searching: t('searching'),
    noResults: t.raw('no-results') as string,
    matches: t('matches'),
    leagues: t('leagues'),
    seeAll: t('see-all'),
    failed: t('failed'),
  };
}

export function Logo() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--c-accent)" />
      <path d="M9 21.5 14.5 9h3L23 21.5h-3.3l-1.1-2.7h-5.2l-1.1 2.7zm5.3-5.3h3.4L16 11.9z" fill="var(--c-on-accent)" />
    </svg>
  );
}

/** Id of the side menu popover (the left sidebar), opened by the header's menu button below 960 px. */
export const SIDE_MENU_ID = 'side-menu';

/** The header: menu button (mobile), logo, main sections, search, theme, notifications and account buttons. */
export async function Header({ locale, theme }: { locale: string; theme: Theme }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const href = (path: string) => localePath(locale, path);
  const labels = await searchLabels(locale);
  const messages = await getMessages({ locale });
  const account = await getTranslations({ locale, namespace: 'account' });
  const favourites = await getTranslations({ locale, namespace: 'favorites' });
  const settings = await getSettingsOrFallback(locale);
  const hasSession = await hasSessionCookie();
  const visitor = hasSession ? undefined : { signIn: account('sign-in'), signUp: account('sign-up') };
  const session = await getSessionPlayer(locale);
  const player = session
    ? {
        deposit: account('deposit'),
        ...headerFigures(session.player, pickActive(session.accounts, session.player.currency), locale),
      }
    : undefined;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button type="button" className={menu.trigger} popoverTarget={SIDE_MENU_ID} aria-label={t('menu')}>
          <MenuIcon />
        </button>
        <a data-spa href={href('/')} className={styles.logo} aria-label={t('home', { brand: config.brandName })}>
          <Logo />
          <span className={styles.brand} data-brand-name>
            {config.brandName}
          </span>
        </a>
        <nav className={styles.nav} aria-label={nav('main')}>
          <a data-spa data-nav="exact" href={href('/')} className={styles.navLink}>
            {nav('sports')}
          </a>
          <a data-spa data-nav="exact" href={href('/live')} className={styles.navLink}>
            <span className={styles.liveDot} aria-hidden="true" />
            {nav('live')}
          </a>
          <a data-spa data-nav="exact" href={href('/cybersport')} className={styles.navLink}>
            {nav('cybersport')}
          </a>
          <a data-spa data-nav="exact" href={href('/promotions')} className={styles.navLink}>
            {nav('promotions')}
          </a>
        </nav>
        <div className={styles.search}>
          <SearchBox locale={locale} action={href('/search')} labels={labels} />
        </div>
        <a data-spa href={href('/search')} className={styles.searchIcon} aria-label={t('search')}>
          <SearchIcon />
        </a>
        <div className={styles.prefs}>
          <ThemeToggle
            className={styles.iconButton}
            initial={theme}
            toLight={t('theme-light')}
            toDark={t('theme-dark')}
          >
            <SunIcon className={styles.themeSun} />
            <MoonIcon className={styles.themeMoon} />
          </ThemeToggle>
        </div>
        <NotificationsBell
          messages={flattenMessages(messages.notifications)}
          locale={locale}
          player={player !== undefined}
        />
        <AccountSlot
          loadingLabel={account('loading')}
          locale={locale}
          phoneVerificationRequired={settings.features.isPhoneVerificationRequired}
          signUpReminderSeconds={config.signUpReminderSeconds}
          visitor={visitor}
          player={player}
          session={session ?? undefined}
        />
        <PlayerSettingsFollower saveFailed={account('odds-type-save-failed')} />
        <FavouritesTexts failed={favourites('failed')} loadFailed={favourites('load-failed')} />
        <span className={styles.end} />
      </div>
    </header>
  );
}
