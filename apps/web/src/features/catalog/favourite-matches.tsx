import { getTranslations } from 'next-intl/server';
import { listFavouriteMatches, type MatchesQuery } from '../../shared/api/server-api';
import { EmptyState } from '../../shared/ui/empty-state';
import { StarIcon } from '../../shared/ui/icons';
import { FavoritesPrompt } from '../account/favorites-prompt';
import { FavouritesSeed, SessionRefresh } from '../favourites/favourites-client';
import { listContext } from './list-context';
import { MatchList } from './match-list';

export type FavouritesFilter = Pick<MatchesQuery, 'sport_key' | 'sport_type' | 'category_id' | 'tournament_id'>;

/**
 * The signed-in player's favourite matches that are upcoming or live, under a list's filter (the /favorites page
 * and the favorites tab of match lists), with the usual match list; a visitor gets the sign-in prompt. Rendered on
 * the server with the request's session; it refreshes itself when the browser signs in or out.
 */
export async function FavouriteMatches({
  locale,
  filter = {},
  groupHeadingLevel = 3,
}: {
  locale: string;
  filter?: FavouritesFilter;
  /** Heading level of the league groups (2 on the page under its h1, 3 in a list's tab). */
  groupHeadingLevel?: 2 | 3;
}) {
  const page = await listFavouriteMatches(locale, {
    ...filter,
    type: 'match',
    match_status: [0, 1],
    sort_by: 'start_time:asc',
    limit: 100,
  });
  if (page === null) {
    return (
      <>
        <SessionRefresh renderedFor="visitor" />
        <FavoritesPrompt locale={locale} />
      </>
    );
  }
  const [ctx, t] = await Promise.all([listContext(locale), getTranslations({ locale, namespace: 'favorites' })]);
  return (
    <>
      <SessionRefresh renderedFor="player" />
      <FavouritesSeed ids={page.data.map((match) => match.id)} />
      {page.data.length > 0 ? (
        <MatchList matches={page.data} ctx={ctx} headingLevel={groupHeadingLevel} />
      ) : (
        <EmptyState icon={<StarIcon size={26} />} title={t('empty')} hint={t('empty-hint')} />
      )}
    </>
  );
}
