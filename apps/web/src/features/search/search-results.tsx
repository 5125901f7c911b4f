'use client';

import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { localePath } from '../../i18n/paths';
import { fetchSearch } from '../../shared/api/client-api';
import { getQueryClient } from '../../shared/api/query-client';
import { SportIcon } from '../../shared/ui/icons';
import type { SearchLabels } from './search-box';
import styles from './search-box.module.css';

type Props = { query: string; locale: string; labels: SearchLabels; action: string };

function Results({ query, locale, labels, action }: Props) {
  const { data, isError, isFetching } = useQuery({
    queryKey: ['search', locale, query],
    queryFn: ({ signal }) => fetchSearch(query, locale, signal),
    placeholderData: keepPreviousData,
  });

  if (isError) {
    return (
      <p className={styles.hint} role="status">
        {labels.failed}
      </p>
    );
  }
  if (!data) {
    return (
      <p className={styles.hint} role="status">
        {labels.searching}
      </p>
    );
  }
  const matches = data.matches.slice(0, 6);
  const leagues = data.tournaments.slice(0, 4);
  if (matches.length === 0 && leagues.length === 0) {
    return (
      <p className={styles.hint} role="status">
        {labels.noResults.replace('{query}', query)}
      </p>
    );
  }
  return (
    <div className={styles.results} aria-busy={isFetching}>
      {matches.length > 0 && (
        <section aria-label={labels.matches}>
          <h3 className={styles.heading}>{labels.matches}</h3>
          <ul className={styles.list}>
            {matches.map((match) => (
              <li key={match.id}>
                <Link
                  prefetch={false}
                  className={styles.result}
                  href={localePath(locale, `/${match.sportKey}/${match.slug}`)}
                >
                  <SportIcon sportKey={match.sportKey} size={16} />
                  <span className={styles.resultText}>
                    <span className={styles.resultName}>{match.name}</span>
                    <span className={styles.resultMeta}>
                      {match.category.name} · {match.tournament.name}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {leagues.length > 0 && (
        <section aria-label={labels.leagues}>
          <h3 className={styles.heading}>{labels.leagues}</h3>
          <ul className={styles.list}>
            {leagues.map((league) => (
              <li key={league.id}>
                <Link
                  prefetch={false}
                  className={styles.result}
                  href={localePath(locale, `/${league.sportKey}/${league.slug}`)}
                >
                  <SportIcon sportKey={league.sportKey} size={16} />
                  <span className={styles.resultText}>
                    <span className={styles.resultName}>{league.name}</span>
                    <span className={styles.resultMeta}>{league.categoryName}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
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
