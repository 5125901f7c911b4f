import { isValidElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const listMatches = vi.fn();
vi.mock('../../shared/api/server-api', () => ({ listMatches: (...args: unknown[]) => listMatches(...args) }));
vi.mock('./list-context', () => ({ listContext: async (locale: string) => ({ locale, inlineRows: { left: 0 } }) }));
vi.mock('./match-group', () => ({ MatchGroup: () => null }));

import { type DeferredGroupsRequest, loadDeferredGroups } from './load-deferred-groups';

const match = (id: number, sport: string, tournament: number) => ({
  id,
  sport: { key: sport },
  tournament: { id: tournament },
});
const valid: DeferredGroupsRequest = {
  locale: 'de',
  query: { type: 'match', match_status: [1], sport_key: 'football', sort_by: 'start_time:asc', limit: 6 },
  keys: ['football-7', 'football-3'],
  headingLevel: 2,
};

beforeEach(() => {
  listMatches.mockReset();
  listMatches.mockResolvedValue({ data: [match(1, 'football', 3), match(2, 'football', 9), match(3, 'football', 7)] });
});

describe('loading a list’s deferred groups', () => {
  it('runs the list’s query again and renders the asked groups still there, in the page’s order', async () => {
    const answer = await loadDeferredGroups([{ ...valid, keys: ['football-7', 'football-5', 'football-3'] }]);
    const [groups] = 'lists' in answer ? answer.lists : [];
    expect(listMatches).toHaveBeenCalledWith('de', valid.query);
    expect(groups?.map((g) => g.key)).toEqual(['football-7', 'football-3']);
    const node = groups?.[0]?.node;
    expect(isValidElement(node) && (node.props as { deferred: boolean; headingLevel: number })).toMatchObject({
      deferred: true,
      headingLevel: 2,
    });
  });

  it('answers each list of the page', async () => {
    const answer = await loadDeferredGroups([valid, { ...valid, keys: ['football-9'] }]);
    const result = 'lists' in answer ? answer.lists : [];
    expect(result.map((groups) => groups.map((g) => g.key))).toEqual([['football-7', 'football-3'], ['football-9']]);
  });

  it.each([
    ['an unknown locale', { ...valid, locale: 'xx' }],
    ['a query field no list uses', { ...valid, query: { ...valid.query, password: 'x' } }],
    ['a query value of the wrong type', { ...valid, query: { ...valid.query, limit: '6; drop' } }],
    ['a group key that is not one', { ...valid, keys: ['../admin'] }],
    ['a heading level the lists do not use', { ...valid, headingLevel: 1 }],
  ])('refuses %s with an invalid_request answer, without asking the API', async (_, request) => {
    expect(await loadDeferredGroups([request as DeferredGroupsRequest])).toMatchObject({
      error: { code: 'invalid_request' },
    });
    expect(listMatches).not.toHaveBeenCalled();
  });

  it('refuses more lists than a page has', async () => {
    expect(await loadDeferredGroups(Array.from({ length: 51 }, () => valid))).toMatchObject({
      error: { code: 'invalid_request' },
    });
  });
});
