import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LIST_TABS, parseTab, TabbedMatches } from '../../../../features/catalog/tabbed-matches';
import { pageMetadata } from '../../../../features/seo/metadata';
import { localePath } from '../../../../i18n/paths';
import { countMatches, getSettings, getSports } from '../../../../shared/api/server-api';
import { TitledPage } from '../../../../shared/page/titled-page';
import { GamepadIcon, SportIcon } from '../../../../shared/ui/icons';
import page from '../../../../shared/ui/page.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ tab?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/cybersport', title: t('cybersport') });
}

/** Esports: every cyber sport's matches under the list tabs, with links to each game. */
export default async function CybersportPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const tab = parseTab((await searchParams).tab, LIST_TABS);
  const [settings, sports, counters, nav] = await Promise.all([
    getSettings(locale),
    getSports(locale),
    countMatches(locale, { sport_type: 'cyber' }),
    getTranslations({ locale, namespace: 'nav' }),
  ]);
  const cyber = sports.filter((s) => s.type === 'cyber').toSorted((a, b) => a.priority - b.priority);
  const count = (key: string) => {
    const c = counters.sports.find((s) => s.key === key);
    return c ? c.matchCount + c.outrightCount : 0;
  };

  return (
    <TitledPage name="e_sports" icon={<GamepadIcon size={26} />} title={nav('cybersport')}>
      {cyber.length > 0 && (
        <nav aria-label={nav('cybersport')}>
          <ul className={page.chips}>
            {cyber.map((sport) => (
              <li key={sport.key}>
                <a data-spa className={page.chip} href={localePath(locale, `/${sport.key}`)}>
                  <SportIcon sportKey={sport.key} size={18} />
                  {sport.name}
                  <span className={page.chipCount}>{count(sport.key)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <TabbedMatches
        locale={locale}
        basePath="/cybersport"
        tabs={LIST_TABS}
        active={tab}
        filter={{ sport_type: 'cyber' }}
        settings={settings}
      />
    </TitledPage>
  );
}
