'use server';

import { matchesQuerySchema } from '@sportsbook/contract/catalog-queries';
import { hasLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { routing } from '../../i18n/routing';
import { listMatches, type MatchesQuery } from '../../shared/api/server-api';
import { listContext } from './list-context';
import { MatchGroup } from './match-group';
import { groupByLeague } from './match-groups';

export type DeferredGroupsRequest = {
  locale: string;
  /** The query that produced the list on the page. */
  query: MatchesQuery;
  /** The league groups to render, in page order (`sport-tournamentId`). */
  keys: readonly string[];
  headingLevel: 2 | 3;
};

/** A league group rendered, with its key. */
export type LoadedGroup = { key: string; node: ReactNode };

/** Each list's groups, in the order asked, or why the request was refused (the API's error body shape). */
export type DeferredGroupsAnswer = { lists: LoadedGroup[][] } | { error: { code: 'invalid_request'; message: string } };

const MAX_KEYS = 500;
/** Lists per page (the live page has one per sport). */
const MAX_LISTS = 50;
const GROUP_KEY = /^[a-z0-9-]{1,80}$/;
/** A list's query as the API takes it: its own schema, with no field it does not know. */
const listQuerySchema = matchesQuerySchema.strict();

/** Whether a request is one a page could have made (its arguments come back from the browser). */
function isRequest(request: DeferredGroupsRequest): boolean {
  const { locale, query, keys, headingLevel } = request;
  return (
    typeof locale === 'string' &&
    hasLocale(routing.locales, locale) &&
    listQuerySchema.safeParse(query).success &&
    Array.isArray(keys) &&
    keys.length <= MAX_KEYS &&
    keys.every((key) => typeof key === 'string' && GROUP_KEY.test(key)) &&
    (headingLevel === 2 || headingLevel === 3)
  );
}

/**
 * The league groups that a page's lists left out (below the first screen), rendered on the server as the page
 * renders them, with prices and clocks as of now: one call per page, one answer per list. Each list's query runs
 * again: a league that has no match any more is left out, one that appeared since is not added (it shows on the
 * next visit).
 */
export async function loadDeferredGroups(requests: readonly DeferredGroupsRequest[]): Promise<DeferredGroupsAnswer> {
  // Arguments no page sends are the caller's mistake: an answer that says so, not a server error.
  if (!Array.isArray(requests) || requests.length > MAX_LISTS || !requests.every(isRequest)) {
    return {
      error: {
        code: 'invalid_request',
        message: `Each list needs a known locale, a matches query, at most ${MAX_KEYS} group keys and heading level 2 or 3; at most ${MAX_LISTS} lists.`,
      },
    };
  }
  return { lists: await Promise.all(requests.map(renderGroups)) };
}

async function renderGroups({ locale, query, keys, headingLevel }: DeferredGroupsRequest): Promise<LoadedGroup[]> {
  const [ctx, page] = await Promise.all([listContext(locale, 0), listMatches(locale, query)]);
  const groups = new Map(groupByLeague(page.data).map((group) => [group.key, group]));
  return keys.flatMap((key) => {
    const group = groups.get(key);
    return group
      ? [{ key, node: <MatchGroup key={key} group={group} ctx={ctx} headingLevel={headingLevel} deferred /> }]
      : [];
  });
}
