'use client';

import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { localePath } from '../../i18n/paths';
import { fetchSearch } from '../../shared/api/client-api';
import { getQueryClient } from '../../shared/api/query-client';
import { SportIcon } from '../../shared/ui/icons';
import type { SearchLabels } from './search-box';
import boxStyles from './search-box.module.css';
import styles from './search-results.module.css';

type Props = { query: string; locale: string; labels: SearchLabels; action: string };

function Results({ query, locale, labels, action }: Props) {
  const { data, isError, isFetching } = useQuery({
    queryKey: ['search', locale, query],
    queryFn: ({ signal }) => fetchSearch(query, locale, signal),
    placeholderData: keepPreviousData,
  });

  if (isError) {
    return (
      <p className={boxStyles.hint} role="status">
        {labels.failed}
      </p>
    );
  }
  if (!data) {
    return (
      <p className={boxStyles.hint} role="status">
        {labels.searching}
      </p>
    );
  }
  const matches = data.matches.slice(0, 6);
  const leagues = data.tournaments.slice(0, 4);
  if (matches.length === 0 && leagues.length === 0) {
    return (
      <p className={boxStyles.hint} role="status">
        {labels.noResults.replace('{query}', query)}
      </p>
    );
  }
  return (
    <div className={styles.results} aria-busy={isFetching}>
      <ResultGroup
        label={labels.matches}
        items={matches.map((match) => ({
          id: match.id,
          sportKey: match.sportKey,
          href: localePath(locale, `/${match.sportKey}/${match.slug}`),
          name: match.name,
          meta: `${match.category.name} · ${match.tournament.name}`,
        }))}
      />
      <ResultGroup
        label={labels.leagues}
        items={leagues.map((league) => ({
          id: league.id,
          sportKey: league.sportKey,
          href: localePath(locale, `/${league.sportKey}/${league.slug}`),
          name: league.name,
          meta: league.categoryName,
        }))}
      />
      <Link prefetch={false} className={styles.seeAll} href={`${action}?q=${encodeURIComponent(query)}`}>
        {labels.seeAll}
      </Link>
    </div>
  );
}

export default function SearchResults(props: Props) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Results {...props} />
    </QueryClientProvider>
  );
}

type ResultItem = { id: number; sportKey: string; href: string; name: string; meta: string };

/** One group of results (matches, leagues): a labelled list of links; nothing when empty. */
function ResultGroup({ label, items }: { label: string; items: readonly ResultItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label}>
      <h3 className={styles.heading}>{label}</h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link prefetch={false} className={styles.result} href={item.href}>
              <SportIcon sportKey={item.sportKey} size={16} />
              <span className={styles.resultText}>
                <span className={styles.resultName}>{item.name}</span>
                <span className={styles.resultMeta}>{item.meta}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
