import type { Counters, Icons, Sport } from '@sportsbook/contract/catalog';
import { isRtlLocale } from '@sportsbook/domain/locales';
import { ODDS_TYPES, type OddsType } from '@sportsbook/domain/odds';
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { config } from '../../config';
import { type BetSlipLabels, BetSlipPanel } from '../../features/betslip/bet-slip-panel';
import { AppProviders } from '../../features/layout/app-providers';
import { DeferredSlots } from '../../features/layout/deferred-slots';
import { Footer } from '../../features/layout/footer';
import { Header, SIDE_MENU_ID } from '../../features/layout/header';
import { pageNameOf } from '../../features/layout/page-name';
import { Preferences } from '../../features/layout/preferences';
import { ProgressBarSlot } from '../../features/layout/progress-bar-slot';
import { SidebarCollapse, SideMenuBehaviour } from '../../features/layout/side-menu';
import menu from '../../features/layout/side-menu.module.css';
import { NavCurrent, SpaLinks } from '../../features/layout/spa-links';
import { SportsNav } from '../../features/layout/sports-nav';
import { TabBar } from '../../features/layout/tab-bar';
import type { Theme } from '../../features/layout/theme-toggle';
import { LiveRoot } from '../../features/live/live-root';
import { organizationJsonLd } from '../../features/seo/metadata';
import { CONSENT_COOKIE, parseConsent } from '../../features/tracking/consent';
import { ConsentBanner } from '../../features/tracking/consent-banner';
import { consentLabels } from '../../features/tracking/consent-messages';
import { localePath, splitLocale } from '../../i18n/paths';
import { routing } from '../../i18n/routing';
import { countMatches, getIcons, getSettingsOrFallback, getSports, resolveSlug } from '../../shared/api/server-api';
import { COOKIES, SIDEBAR_COLLAPSED, STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { EMBED_COOKIE } from '../../shared/embed/host-port';
import { ErrorReporting } from '../../shared/error-reporting/error-reporting';
import { BodyAttributes } from '../../shared/page/body-attributes';
import { CloseIcon, IconSprite } from '../../shared/ui/icons';
import '../../shared/ui/globals.css';
import styles from './layout.module.css';

// Every page shows live data: render per request, never at build time.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(config.siteUrl),
    title: { template: `%s | ${config.brandName}`, default: config.brandName },
    description: t('site-description'),
    applicationName: config.brandName,
    icons: { icon: '/icon.svg' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b1119' },
    { media: '(prefers-color-scheme: light)', color: '#eef1f5' },
  ],
};

async function safely<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();

  const [settings, sports, counters, icons, cookieStore, headerStore] = await Promise.all([
    getSettingsOrFallback(locale),
    safely<Sport[]>(() => getSports(locale), []),
    safely<Counters | null>(() => countMatches(locale), null),
    safely<Icons | null>(() => getIcons(locale), null),
    cookies(),
    headers(),
  ]);

  const theme: Theme = cookieStore.get('theme')?.value === 'light' ? 'light' : 'dark';
  const storedOddsType = cookieStore.get(STORAGE_KEYS.oddsType)?.value;
  const oddsType: OddsType =
    ODDS_TYPES.find((type) => type === storedOddsType && settings.betting.oddsTypes.includes(type)) ??
    settings.betting.activeOddsType;
  // Embedded through /init-sportsbook in an allowed host site (the cookie is partitioned: kept for that host only).
  const embedCookie = cookieStore.get(EMBED_COOKIE)?.value;
  const hostOrigin = embedCookie && config.embedAllowedOrigins.includes(embedCookie) ? embedCookie : null;
  // Rendered from the cookie so the desktop column has its chosen width in the first paint (no shift).
  const sidebarCollapsed = cookieStore.get(COOKIES.isLeftSidebarCollapsed)?.value === SIDEBAR_COLLAPSED;
  const dir = settings.features.isRtlEnabled && isRtlLocale(locale) ? 'rtl' : 'ltr';
  // A first visit gets the consent banner with the page (not after hydration: it would be the late LCP element);
  // embedded in a host site the host owns consent.
  const askConsent = !hostOrigin && parseConsent(cookieStore.get(CONSENT_COOKIE)?.value ?? null) === null;
  const consent = await consentLabels(locale);

  const { path } = splitLocale(headerStore.get('x-pathname') ?? '/', routing.locales);
  const segments = path.split('/').filter(Boolean);
  const slugKind =
    segments.length === 2 && segments[0] && segments[1]
      ? ((await safely(() => resolveSlug(locale, segments[0] ?? '', segments[1] ?? ''), null))?.kind ?? null)
      : null;

  const t = await getTranslations({ locale, namespace: 'header' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const slip = await getTranslations({ locale, namespace: 'bet-slip' });
  const sidebar = await getTranslations({ locale, namespace: 'sidebar' });
  const slipButton = await getTranslations({ locale, namespace: 'slipButton' });
  const preview = await getTranslations({ locale, namespace: 'preview' });
  const betSlipLabels: BetSlipLabels = {
    title: slip('title'),
    tabs: slip('tabs'),
    betSlipTab: slip('bet-slip-tab'),
    myBetsTab: slip('my-bets-tab'),
    open: slip('open'),
    close: slip('close'),
    empty: slip('empty'),
    emptyHint: slip('empty-hint'),
    remove: slip.raw('remove') as string,
    clear: slip('clear'),
    totalOdds: slip('total-odds'),
    signInToBet: slip('sign-in-to-bet'),
    myBetsSignIn: slip('my-bets-sign-in'),
    signIn: t('sign-in'),
    moveSide: slipButton('move-side'),
  };
  const href = (p: string) => localePath(locale, p);

  return (
    <html lang={locale} dir={dir} data-theme={theme}>
      <body
        data-in-iframe={hostOrigin ? 'true' : 'false'}
        data-host-origin={hostOrigin ?? undefined}
        data-page={pageNameOf(path, slugKind)}
        data-locale={locale}
        data-scroll="visible"
        data-country={settings.userCountry?.code ?? ''}
      >
        {askConsent && <ConsentBanner labels={consent} />}
        <IconSprite sports={sports.map((sport) => ({ key: sport.key, path: icons?.sports[sport.key] }))} />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; `<` is escaped.
          dangerouslySetInnerHTML={{ __html: organizationJsonLd() }}
        />
        <AppProviders oddsType={oddsType}>
          <ProgressBarSlot label={t('progress')} />
          <a className={styles.skip} href="#content">
            {t('skip')}
          </a>
          <Header locale={locale} theme={theme} />
          <div className={styles.shell} data-sidebar={sidebarCollapsed ? 'collapsed' : 'expanded'}>
            <aside id={SIDE_MENU_ID} popover="auto" className={menu.menu} aria-label={t('menu')}>
              <div className={menu.head}>
                <span className={menu.title}>{t('menu')}</span>
                <button
                  type="button"
                  className={menu.close}
                  popoverTarget={SIDE_MENU_ID}
                  popoverTargetAction="hide"
                  aria-label={t('close-menu')}
                >
                  <CloseIcon />
                </button>
              </div>
              <div className={menu.rail}>
                <SidebarCollapse
                  initial={sidebarCollapsed}
                  controls={`${SIDE_MENU_ID}-body`}
                  labels={{ collapse: sidebar('collapse'), expand: sidebar('expand') }}
                  className={menu.collapse}
                />
              </div>
              <div id={`${SIDE_MENU_ID}-body`} className={menu.body}>
                <Preferences locale={locale} settings={settings} className={menu.prefs} selectClassName={menu.select} />
                <SportsNav locale={locale} sports={sports} counters={counters} settings={settings} />
              </div>
              <SideMenuBehaviour id={SIDE_MENU_ID} />
            </aside>
            <div className={styles.center}>
              <main id="content" className={styles.main} tabIndex={-1}>
                {children}
              </main>
              <Suspense>
                <Footer locale={locale} />
              </Suspense>
            </div>
            <div className={styles.right}>
              <Suspense>
                <BetSlipPanel
                  labels={betSlipLabels}
                  locale={locale}
                  multiSingleByProvider={settings.betting.multiSingleAvailableByProvider}
                />
              </Suspense>
            </div>
          </div>
          <TabBar
            label={nav('main')}
            betSlipLabel={nav('bet-slip')}
            items={[
              { href: href('/'), label: nav('home'), icon: 'home' },
              { href: href('/live'), label: nav('live'), icon: 'live' },
              { href: href('/favorites'), label: nav('favorites'), icon: 'favorites' },
              { href: href('/search'), label: nav('search'), icon: 'search' },
              { href: href('/bets'), label: nav('my-bets'), icon: 'bets' },
            ]}
          />
          <BodyAttributes />
          <ErrorReporting dsn={config.sentryDsn} />
          <Suspense>
            <LiveRoot locale={locale} />
          </Suspense>
          <SpaLinks />
          <DeferredSlots
            consent={consent}
            liveChat={config.liveChat ? { src: config.liveChat.scriptUrl, locale } : null}
            preview={{ message: preview('message'), exit: preview('exit') }}
          />
          <NavCurrent />
        </AppProviders>
      </body>
    </html>
  );
}
