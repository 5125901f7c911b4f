import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listContext } from '../../../../features/catalog/list-context';
import { MatchList } from '../../../../features/catalog/match-list';
import { searchLabels } from '../../../../features/layout/header';
import { queryProblem } from '../../../../features/search/query';
import { SearchBox } from '../../../../features/search/search-box';
import { pageMetadata } from '../../../../features/seo/metadata';
import { localePath } from '../../../../i18n/paths';
import { search } from '../../../../shared/api/server-api';
import { TitledPage } from '../../../../shared/page/titled-page';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { SearchIcon, SportIcon } from '../../../../shared/ui/icons';
import page from '../../../../shared/ui/page.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/search', title: t('search') });
}

/** Search: the search box and, for a 3–50 character query, matching matches and leagues. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const [t, labels, ctx] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    searchLabels(locale),
    listContext(locale),
  ]);
  const problem = q ? queryProblem(q) : null;
  const result = q && !problem ? await search(locale, q) : null;

  return (
    <TitledPage
      name="search"
      icon={<SearchIcon size={24} />}
      title={q && !problem ? t('results-for', { query: q }) : t('title')}
    >
      <SearchBox locale={locale} action={localePath(locale, '/search')} labels={labels} initial={q} autoFocus={!q} />
      {problem && (
        <p role="alert" className={page.subtitle}>
          {problem === 'too-short' ? labels.tooShort : labels.tooLong}
        </p>
      )}
      {result && result.matches.length === 0 && result.tournaments.length === 0 && (
        <EmptyState icon={<SearchIcon size={26} />} title={t('no-results', { query: q })} />
      )}
      {result && result.tournaments.length > 0 && (
        <section className={page.section} aria-labelledby="search-leagues">
          <h2 id="search-leagues" className={page.sectionTitle}>
            {t('leagues')}
          </h2>
          <ul className={page.grid}>
            {result.tournaments.map((league) => (
              <li key={league.id}>
                <a data-spa className={page.card} href={localePath(locale, `/${league.sportKey}/${league.slug}`)}>
                  <SportIcon sportKey={league.sportKey} size={18} />
                  {league.name}
                  <span className={page.cardCount}>{league.categoryName}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result && result.matches.length > 0 && (
        <section className={page.section} aria-labelledby="search-matches">
          <h2 id="search-matches" className={page.sectionTitle}>
            {t('matches')}
          </h2>
          <MatchList matches={result.matches} ctx={ctx} />
        </section>
      )}
    </TitledPage>
  );
}
