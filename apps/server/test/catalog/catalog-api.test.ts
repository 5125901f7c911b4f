import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  categorySchema,
  countersSchema,
  iconsSchema,
  marketSchema,
  matchSchema,
  searchResultSchema,
  sportSchema,
  tournamentSchema,
} from '@sportsbook/contract/catalog';
import { pagedSchema } from '@sportsbook/contract/pagination';
import { settingsSchema } from '@sportsbook/contract/settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';

/** Every state-changing or POST call carries the application header (docs/security.md). */
const APP_HEADERS = { 'x-application': 'sportsbook-tests' };
const pagedMatches = pagedSchema(matchSchema);
const pagedMarkets = pagedSchema(marketSchema);

describe(`catalog API (${databaseKind})`, () => {
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const json = <T>(url: string, schema: z.ZodType<T>, headers: Record<string, string> = {}) =>
    get(url, headers).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return schema.parse(r.json());
    });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports health with the database and the feed', async () => {
    const r = await get('/health');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.status).toBe('ok');
    expect(body.db).toEqual({ kind: databaseKind, up: true });
    expect(body.feed.matches).toBeGreaterThanOrEqual(300);
  });

  describe('sports, categories, tournaments', () => {
    it('lists at least 8 sports with the spec fields, cyber sports from oddin', async () => {
      const sports = await json('/api/sportsbook/sports', z.array(sportSchema));
      expect(sports.length).toBeGreaterThanOrEqual(8);
      expect(sports.find((s) => s.key === 'football')?.provider).toBe('betradar');
      const cyber = sports.filter((s) => s.type === 'cyber');
      expect(cyber.length).toBeGreaterThanOrEqual(3);
      expect(cyber.every((s) => s.provider === 'oddin')).toBe(true);
      expect(sports.map((s) => s.priority)).toEqual([...sports.map((s) => s.priority)].sort((a, b) => a - b));
    });

    it('names sports in the Accept-Language (every shipped language), English for one the book does not ship', async () => {
      const en = await json('/api/sportsbook/sports', z.array(sportSchema));
      const de = await json('/api/sportsbook/sports', z.array(sportSchema), { 'accept-language': 'de-DE,de;q=0.9' });
      const es = await json('/api/sportsbook/sports', z.array(sportSchema), { 'accept-language': 'es' });
      const it = await json('/api/sportsbook/sports', z.array(sportSchema), { 'accept-language': 'it' });
      const xx = await json('/api/sportsbook/sports', z.array(sportSchema), { 'accept-language': 'xx' });
      const name = (list: typeof en) => list.find((s) => s.key === 'football')?.name;
      expect(name(en)).toBe('Football');
      expect(name(de)).toBe('Fußball');
      expect(name(es)).toBe('Fútbol');
      expect(name(it)).toBe('Calcio');
      expect(name(xx)).toBe('Football');
    });

    it('lists 30+ categories with country codes and filters them by sport', async () => {
      const all = await json('/api/sportsbook/categories', z.array(categorySchema));
      expect(all.length).toBeGreaterThanOrEqual(30);
      expect(all.some((c) => c.countryCode !== null)).toBe(true);
      const football = await json('/api/sportsbook/categories?sport_key=football', z.array(categorySchema));
      expect(football.length).toBeGreaterThan(0);
      expect(football.every((c) => c.sportKey === 'football')).toBe(true);
      const one = await json(`/api/sportsbook/categories/${football[0]?.id}`, categorySchema);
      expect(one.id).toBe(football[0]?.id);
    });

    it('lists 60+ leagues and filters them by category', async () => {
      const all = await json('/api/sportsbook/tournaments', z.array(tournamentSchema));
      expect(all.length).toBeGreaterThanOrEqual(60);
      const first = all[0];
      if (!first) throw new Error('no tournaments');
      const inCategory = await json(
        `/api/sportsbook/tournaments?category_id=${first.categoryId}`,
        z.array(tournamentSchema),
      );
      expect(inCategory.every((t) => t.categoryId === first.categoryId)).toBe(true);
      expect((await json(`/api/sportsbook/tournaments/${first.id}`, tournamentSchema)).name).toBe(first.name);
    });

    it('answers unknown ids with 404 and malformed ids with 400', async () => {
      expectError(await get('/api/sportsbook/categories/999999'), 404, 'not_found');
      expectError(await get('/api/sportsbook/tournaments/999999'), 404, 'not_found');
      expectError(await get('/api/sportsbook/categories/abc'), 400, 'validation_failed');
      expectError(await get('/api/sportsbook/tournaments/-4'), 400, 'validation_failed');
    });
  });

  describe('matches', () => {
    it('pages current matches with every field of the contract', async () => {
      const page = await json('/api/sportsbook/matches?limit=100', pagedMatches);
      expect(page.data).toHaveLength(100);
      expect(page.pagination).toMatchObject({ page: 1, limit: 100 });
      expect(page.pagination.total).toBeGreaterThanOrEqual(300);
      expect(page.pagination.lastPage).toBe(Math.ceil(page.pagination.total / 100));
      const second = await json('/api/sportsbook/matches?limit=100&page=2', pagedMatches);
      const firstIds = new Set(page.data.map((m) => m.id));
      expect(second.data.some((m) => firstIds.has(m.id))).toBe(false);
    });

    it('keeps about a quarter of the matches live, each with a clock or score', async () => {
      const all = await json('/api/sportsbook/matches?limit=500&type=match', pagedMatches);
      const live = await json('/api/sportsbook/matches?match_status=1&limit=500', pagedMatches);
      expect(live.data.every((m) => m.status === 1 && m.live)).toBe(true);
      const share = live.pagination.total / all.pagination.total;
      expect(share).toBeGreaterThan(0.12);
      expect(share).toBeLessThan(0.4);
      expect(live.data.every((m) => m.score !== null)).toBe(true);
    });

    it('filters by sport, type, league, ids, bettable and start window', async () => {
      const tennis = await json('/api/sportsbook/matches?sport_key=tennis&limit=500', pagedMatches);
      expect(tennis.data.length).toBeGreaterThan(0);
      expect(tennis.data.every((m) => m.sportKey === 'tennis')).toBe(true);

      const cyber = await json('/api/sportsbook/matches?sport_type=cyber&limit=500', pagedMatches);
      expect(cyber.data.every((m) => m.sport.type === 'cyber')).toBe(true);

      const outrights = await json('/api/sportsbook/matches?type=outright&limit=500', pagedMatches);
      expect(outrights.data.length).toBeGreaterThan(0);
      expect(outrights.data.every((m) => m.type === 'outright' && m.competitors.length > 2)).toBe(true);

      const someMatch = tennis.data[0];
      if (!someMatch) throw new Error('no tennis');
      const league = await json(`/api/sportsbook/matches?tournament_id=${someMatch.tournament.id}`, pagedMatches);
      expect(league.data.every((m) => m.tournament.id === someMatch.tournament.id)).toBe(true);
      const byCategory = await json(`/api/sportsbook/matches?category_id=${someMatch.category.id}`, pagedMatches);
      expect(byCategory.data.every((m) => m.category.id === someMatch.category.id)).toBe(true);

      const ids = tennis.data.slice(0, 3).map((m) => m.id);
      const byIds = await json(`/api/sportsbook/matches?id=${ids.join(',')}`, pagedMatches);
      expect(byIds.data.map((m) => m.id).sort()).toEqual([...ids].sort());
      const repeated = await json(`/api/sportsbook/matches?id=${ids[0]}&id=${ids[1]}`, pagedMatches);
      expect(repeated.pagination.total).toBe(2);

      const bettable = await json('/api/sportsbook/matches?bettable=true&limit=500', pagedMatches);
      expect(bettable.data.every((m) => m.bettable)).toBe(true);

      const now: number = (await get('/api/test/clock')).json().now;
      const from = new Date(now + 3600_000).toISOString();
      const to = new Date(now + 6 * 3600_000).toISOString();
      const window = await json(`/api/sportsbook/matches?start_from=${from}&start_to=${to}&limit=500`, pagedMatches);
      expect(
        window.data.every(
          (m) => Date.parse(m.startTime) >= Date.parse(from) && Date.parse(m.startTime) <= Date.parse(to),
        ),
      ).toBe(true);
    });

    it('sorts by the spec sort keys ascending and descending, and caps per sport', async () => {
      const asc = await json('/api/sportsbook/matches?sort_by=start_time:asc&limit=200', pagedMatches);
      const times = asc.data.map((m) => Date.parse(m.startTime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const desc = await json('/api/sportsbook/matches?sort_by=-start_time&limit=200', pagedMatches);
      const descTimes = desc.data.map((m) => Date.parse(m.startTime));
      expect(descTimes).toEqual([...descTimes].sort((a, b) => b - a));
      const bySport = await json(
        '/api/sportsbook/matches?sort_by=sport_priority:asc&sort_by=start_time:asc&limit=500',
        pagedMatches,
      );
      const priorities = bySport.data.map((m) => m.sport.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      const capped = await json('/api/sportsbook/matches?max_per_sport=2&limit=500', pagedMatches);
      const perSport = new Map<string, number>();
      for (const m of capped.data) perSport.set(m.sportKey, (perSport.get(m.sportKey) ?? 0) + 1);
      expect(Math.max(...perSport.values())).toBe(2);
    });

    it('serves cached lists compressed when the client accepts it, with the same content', async () => {
      const url = '/api/sportsbook/matches?match_status=1&limit=50';
      const plain = await get(url);
      for (const encoding of ['gzip', 'br'] as const) {
        const packed = await get(url, { 'accept-encoding': encoding });
        expect(packed.headers['content-encoding']).toBe(encoding);
        const raw = encoding === 'gzip' ? gunzipSync(packed.rawPayload) : brotliDecompressSync(packed.rawPayload);
        expect(JSON.parse(raw.toString('utf8'))).toEqual(plain.json());
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      }
    });

    it('rejects bad list parameters with 400 and the error body', async () => {
      for (const query of [
        'limit=501',
        'limit=0',
        'page=0',
        'page=abc',
        'match_status=9',
        'match_status=live',
        'sort_by=popularity',
        'start_from=yesterday',
        'bettable=maybe',
        'sport_type=esports',
        'id=abc',
      ]) {
        const body = expectError(await get(`/api/sportsbook/matches?${query}`), 400, 'validation_failed');
        expect(body.error.details).toBeDefined();
      }
    });

    it('returns one match by id and 404 for an unknown one', async () => {
      const first = (await json('/api/sportsbook/matches?limit=1', pagedMatches)).data[0];
      if (!first) throw new Error('no match');
      const one = await json(`/api/sportsbook/matches/${first.id}`, matchSchema);
      expect(one.id).toBe(first.id);
      expectError(await get('/api/sportsbook/matches/987654321'), 404, 'not_found');
    });

    it('pages markets of a match, filters by group and market id, never lists not-allowed markets', async () => {
      const football = await json('/api/sportsbook/matches?sport_key=football&type=match&limit=1', pagedMatches);
      const match = football.data[0];
      if (!match) throw new Error('no football match');
      const markets = await json(`/api/sportsbook/matches/${match.id}/markets`, pagedMarkets);
      expect(markets.data.length).toBeGreaterThan(5);
      expect(markets.data.every((m) => m.status !== 0 && m.matchId === match.id)).toBe(true);
      expect(markets.pagination.total).toBe(match.marketsCount);
      const totals = await json(`/api/sportsbook/matches/${match.id}/markets?group_key=totals`, pagedMarkets);
      expect(totals.data.every((m) => m.groups.includes('totals'))).toBe(true);
      const oneX2 = await json(`/api/sportsbook/matches/${match.id}/markets?market_id=1`, pagedMarkets);
      expect(oneX2.data.map((m) => m.id)).toEqual([1]);
      const paged = await json(`/api/sportsbook/matches/${match.id}/markets?limit=2&page=2`, pagedMarkets);
      expect(paged.data).toHaveLength(2);
      expectError(await get(`/api/sportsbook/matches/${match.id}/markets?limit=501`), 400);
      expectError(await get('/api/sportsbook/matches/987654321/markets'), 404);
    });
  });

  describe('counters, search, settings, icons, slugs', () => {
    it('counts matches and outrights per sport, category, league and live', async () => {
      const r = await app.inject({
        method: 'POST',
        url: '/api/sportsbook/counters',
        headers: APP_HEADERS,
        payload: {},
      });
      expect(r.statusCode).toBe(200);
      const counters = countersSchema.parse(r.json());
      const live = await json('/api/sportsbook/matches?match_status=1&type=match&limit=500', pagedMatches);
      expect(counters.live.matchCount).toBe(live.pagination.total);
      const football = counters.sports.find((s) => s.key === 'football');
      const footballMatches = await json(
        '/api/sportsbook/matches?sport_key=football&type=match&limit=500',
        pagedMatches,
      );
      expect(football?.matchCount).toBe(footballMatches.pagination.total);
      expect(counters.sports.reduce((n, s) => n + s.outrightCount, 0)).toBeGreaterThan(0);

      const liveOnly = countersSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/sportsbook/counters',
            headers: APP_HEADERS,
            payload: { match_status: [1] },
          })
        ).json(),
      );
      expect(liveOnly.sports.reduce((n, s) => n + s.matchCount, 0)).toBe(live.pagination.total);
    });

    it('rejects malformed counter filters and malformed JSON', async () => {
      expectError(
        await app.inject({
          method: 'POST',
          url: '/api/sportsbook/counters',
          headers: APP_HEADERS,
          payload: { match_status: ['x'] },
        }),
        400,
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/api/sportsbook/counters',
          headers: { ...APP_HEADERS, 'content-type': 'application/json' },
          payload: '{"match_status":',
        }),
        400,
      );
    });

    it('finds a team by 3 letters ignoring accents and case, and rejects 2 or 51 characters', async () => {
      const page = await json('/api/sportsbook/matches?type=match&limit=50', pagedMatches);
      const team = page.data[0]?.competitors[0]?.name;
      if (!team) throw new Error('no team');
      const q = team.normalize('NFD').replace(/\p{M}/gu, '').slice(0, 3).toUpperCase();
      const result = await json(`/api/sportsbook/search?q=${encodeURIComponent(q)}`, searchResultSchema);
      expect(result.matches.some((m) => m.competitors.some((c) => c.name === team))).toBe(true);
      expectError(await get('/api/sportsbook/search?q=ab'), 400, 'validation_failed');
      expectError(await get(`/api/sportsbook/search?q=${'a'.repeat(51)}`), 400, 'validation_failed');
      expectError(await get('/api/sportsbook/search'), 400, 'validation_failed');
      const events = await json(
        `/api/sportsbook/search?q=${encodeURIComponent(q)}&only_events_name=true`,
        searchResultSchema,
      );
      expect(events.tournaments).toEqual([]);
    });

    it('serves the public settings and the icons file', async () => {
      const settings = await json('/api/sportsbook/settings', settingsSchema);
      expect(settings.betting.oddsTypes).toHaveLength(7);
      expect(settings.locales.length).toBeGreaterThanOrEqual(40);
      expect(settings.features.isHorseRacingEnabled).toBe(false);
      const icons = await json('/api/sportsbook/icons', iconsSchema);
      expect(Object.keys(icons.sports)).toContain('football');
    });

    it('resolves /{sport}/{slug} to a category, a league or a match, else 404', async () => {
      const categories = await json('/api/sportsbook/categories?sport_key=football', z.array(categorySchema));
      const category = categories[0];
      if (!category) throw new Error('no category');
      expect((await get(`/api/sportsbook/slugs/football/${category.slug}`)).json()).toEqual({
        kind: 'category',
        id: category.id,
      });
      const leagues = await json('/api/sportsbook/tournaments?sport_key=football', z.array(tournamentSchema));
      const league = leagues[0];
      if (!league) throw new Error('no league');
      expect((await get(`/api/sportsbook/slugs/football/${league.slug}`)).json()).toEqual({
        kind: 'tournament',
        id: league.id,
      });
      const match = (await json('/api/sportsbook/matches?sport_key=football&limit=1', pagedMatches)).data[0];
      if (!match) throw new Error('no match');
      expect((await get(`/api/sportsbook/slugs/football/${match.slug}`)).json()).toEqual({
        kind: 'match',
        id: match.id,
      });
      expectError(await get('/api/sportsbook/slugs/football/no-such-thing'), 404);
      expectError(await get(`/api/sportsbook/slugs/tennis/${match.slug}`), 404);
    });

    it('answers unknown routes with 404 in the error shape', async () => {
      expectError(await get('/api/sportsbook/nope'), 404, 'not_found');
    });
  });

  describe('history', () => {
    it('records finished matches with their final score and serves them as results', async () => {
      const before = await json('/api/sportsbook/matches?match_status=1&type=match&limit=500', pagedMatches);
      const watched = before.data.slice(0, 20).map((m) => m.id);
      // Three simulated hours: every match live now has finished.
      const advance = await app.inject({
        method: 'POST',
        url: '/api/test/clock',
        headers: APP_HEADERS,
        payload: { advanceMs: 3 * 3600_000 },
      });
      expect(advance.statusCode).toBe(200);
      const results = await json('/api/sportsbook/matches?match_status=4&limit=500', pagedMatches);
      const finished = results.data.filter((m) => watched.includes(m.id));
      expect(finished.length).toBeGreaterThan(0);
      for (const m of finished) {
        expect(m.status).toBe(4);
        expect(m.score?.totalScore).toBeDefined();
      }
      const one = await json(`/api/sportsbook/matches/${finished[0]?.id}`, matchSchema);
      expect(one.status).toBe(4);
      const current = await json('/api/sportsbook/matches?limit=500', pagedMatches);
      expect(current.pagination.total).toBeGreaterThanOrEqual(300);
    }, 120_000); // three simulated hours of a 300-match feed: ~10 s alone, more on a busy machine
  });
});
