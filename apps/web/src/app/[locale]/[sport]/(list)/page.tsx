import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { findSport } from '../../../../features/catalog/find-sport';
import { LIST_TABS, parseTab, TabbedMatches } from '../../../../features/catalog/tabbed-matches';
import { pageMetadata } from '../../../../features/seo/metadata';
import { localePath } from '../../../../i18n/paths';
import { countMatches, getCategories, getSettings } from '../../../../shared/api/server-api';
import { PageName } from '../../../../shared/page/body-attributes';
import { SportIcon } from '../../../../shared/ui/icons';

import page from '../../../../shared/ui/page.module.css';

type Props = {
  params: Promise<{ locale: string; sport: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sport: key } = await params;
  const sport = await findSport(locale, key);
  if (!sport) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    path: `/${sport.key}`,
    title: t('sport', { sport: sport.name }),
    description: t('sport-description', { sport: sport.name }),
  });
}

/** A sport: its match lists under the five tabs, and its countries (categories). */
export default async function SportPage({ params, searchParams }: Props) {
  const { locale, sport: key } = await params;
  const sport = await findSport(locale, key);
  if (!sport) notFound();
  const settings = await getSettings(locale);
  const tab = parseTab((await searchParams).tab, LIST_TABS);
  const [categories, counters, tList] = await Promise.all([
    getCategories(locale, sport.key),
    countMatches(locale, { sport_key: [sport.key] }),
    getTranslations({ locale, namespace: 'list' }),
  ]);
  const catCounts = new Map(counters.categories.map((c) => [c.id, c.matchCount + c.outrightCount]));
  const shownCategories = categories
    .filter((c) => (catCounts.get(c.id) ?? 0) > 0)
    .toSorted((a, b) => a.priority - b.priority);

  return (
    <div className={page.page}>
      <PageName page="sport" />
      <div className={page.titleRow}>
        <h1 className={page.title}>
          <SportIcon sportKey={sport.key} size={26} />
          {sport.name}
        </h1>
      </div>
      <TabbedMatches
        locale={locale}
        basePath={`/${sport.key}`}
        tabs={LIST_TABS}
        active={tab}
        filter={{ sport_key: sport.key }}
        settings={settings}
      />
      {shownCategories.length > 0 && (
        <section className={page.section} aria-labelledby="countries">
          <h2 id="countries" className={page.sectionTitle}>
            {tList('countries')}
          </h2>
          <ul className={page.grid}>
            {shownCategories.map((category) => (
              <li key={category.id}>
                <a data-spa className={page.card} href={localePath(locale, `/${sport.key}/${category.slug}`)}>
                  {category.name}
                  <span className={page.cardCount}>{catCounts.get(category.id)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
