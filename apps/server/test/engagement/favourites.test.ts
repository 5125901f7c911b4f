import { type Match, matchSchema } from '@sportsbook/contract/catalog';
import { favouriteSchema, favouritesReplySchema } from '@sportsbook/contract/favourites';
import { pagedSchema } from '@sportsbook/contract/pagination';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { type Player, signedInPlayer, visitor } from './engagement-helpers';

const pagedMatches = pagedSchema(matchSchema);

describe(`favourites (${databaseKind})`, () => {
  let app: FastifyInstance;
  let prematch: Match;
  let live: Match;
  let player: Player;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const all = app.catalog.allMatches('en').filter((m) => m.type === 'match');
    const byStatus = (status: number) => all.filter((m) => m.status === status).sort((a, b) => a.id - b.id);
    const [p] = byStatus(0);
    const [l] = byStatus(1);
    if (!p || !l) throw new Error('the simulator has no prematch or no live match');
    prematch = p;
    live = l;
    player = await signedInPlayer(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('asks a visitor to sign in (401) on every favourites call and on the favourite match list', async () => {
    const guest = visitor(app);
    expectError(await guest.get('/api/sportsbook/favourites/match'), 401, 'unauthorized');
    expectError(await guest.post(`/api/sportsbook/favourites/match/${prematch.id}`), 401, 'unauthorized');
    expectError(await guest.delete(`/api/sportsbook/favourites/match/${prematch.id}`), 401, 'unauthorized');
    expectError(await guest.get('/api/sportsbook/matches?favourite=true'), 401, 'unauthorized');
    // Without the flag (or with false) the list stays public.
    expect((await guest.get('/api/sportsbook/matches?favourite=false')).statusCode).toBe(200);
  });

  it('stars matches idempotently, lists them with their current view, filters and unstars', async () => {
    const { client } = player;
    const first = await client.post(`/api/sportsbook/favourites/match/${prematch.id}`);
    expect(first.statusCode, first.body).toBe(201);
    const starred = favouriteSchema.parse(first.json());
    expect(starred).toMatchObject({ type: 'match', id: prematch.id });
    const again = await client.post(`/api/sportsbook/favourites/match/${prematch.id}`);
    expect(again.statusCode).toBe(200);
    expect(favouriteSchema.parse(again.json())).toEqual(starred);
    expect((await client.post(`/api/sportsbook/favourites/match/${live.id}`)).statusCode).toBe(201);

    const listed = await client.get('/api/sportsbook/favourites/match');
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const items = await client.json(listed, favouritesReplySchema);
    expect(items.map((i) => i.id).sort()).toEqual([prematch.id, live.id].sort());
    for (const item of items) {
      if (item.type !== 'match') throw new Error('a match favourite expected');
      expect(item.match?.id).toBe(item.id);
      expect(item.match?.status).toBe(app.catalog.match(item.id, 'en')?.status);
    }

    const liveOnly = await client.json(
      client.get('/api/sportsbook/favourites/match?matchStatus=1'),
      favouritesReplySchema,
    );
    expect(liveOnly.map((i) => i.id)).toEqual([live.id]);
    const both = await client.json(
      client.get('/api/sportsbook/favourites/match?matchStatus=0,1'),
      favouritesReplySchema,
    );
    expect(both).toHaveLength(2);
    const bettable = await client.json(
      client.get('/api/sportsbook/favourites/match?isBettable=true'),
      favouritesReplySchema,
    );
    expect(bettable.map((i) => i.id).sort()).toEqual(
      [prematch, live]
        .filter((m) => app.catalog.match(m.id, 'en')?.bettable)
        .map((m) => m.id)
        .sort(),
    );
    const finished = await client.json(
      client.get('/api/sportsbook/favourites/match?matchStatus=4'),
      favouritesReplySchema,
    );
    expect(finished).toEqual([]);

    expect((await client.delete(`/api/sportsbook/favourites/match/${live.id}`)).statusCode).toBe(204);
    expect((await client.delete(`/api/sportsbook/favourites/match/${live.id}`)).statusCode).toBe(204);
    const left = await client.json(client.get('/api/sportsbook/favourites/match'), favouritesReplySchema);
    expect(left.map((i) => i.id)).toEqual([prematch.id]);
  });

  it('filters GET /matches to the player’s favourites without touching the shared cached lists', async () => {
    const other = await signedInPlayer(app);
    const { client } = player;
    await client.post(`/api/sportsbook/favourites/match/${live.id}`);
    // Warm the shared cache with the plain list first.
    const plain = await client.json(client.get('/api/sportsbook/matches?limit=500'), pagedMatches);
    expect(plain.pagination.total).toBeGreaterThan(2);

    const mine = await client.get('/api/sportsbook/matches?favourite=true');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const page = await client.json(mine, pagedMatches);
    expect(page.data.map((m) => m.id).sort()).toEqual([prematch.id, live.id].sort());
    expect(page.pagination.total).toBe(2);
    // Other filters still apply on top.
    const liveOnly = await client.json(
      client.get('/api/sportsbook/matches?favourite=true&match_status=1'),
      pagedMatches,
    );
    expect(liveOnly.data.map((m) => m.id)).toEqual([live.id]);
    const narrowed = await client.json(
      client.get(`/api/sportsbook/matches?favourite=true&id=${prematch.id},${plain.data.at(-1)?.id}`),
      pagedMatches,
    );
    expect(narrowed.data.map((m) => m.id)).toEqual([prematch.id]);
    // The same URL for another player answers that player's (empty) favourites: nothing came from a shared cache.
    const theirs = await other.client.json(other.client.get('/api/sportsbook/matches?favourite=true'), pagedMatches);
    expect(theirs).toEqual({ data: [], pagination: { total: 0, page: 1, limit: 50, lastPage: 1 } });
    // And the shared list is unchanged.
    const plainAgain = await client.json(client.get('/api/sportsbook/matches?limit=500'), pagedMatches);
    expect(plainAgain.pagination.total).toBe(plain.pagination.total);
  });

  it('stars leagues under `tournament` and its alias `league`', async () => {
    const { client } = player;
    const tournament = live.tournament.id;
    const created = await client.post(`/api/sportsbook/favourites/league/${tournament}`);
    expect(created.statusCode, created.body).toBe(201);
    expect(favouriteSchema.parse(created.json())).toMatchObject({ type: 'tournament', id: tournament });
    const items = await client.json(client.get('/api/sportsbook/favourites/tournament'), favouritesReplySchema);
    expect(items).toHaveLength(1);
    const [item] = items;
    if (item?.type !== 'tournament') throw new Error('a league favourite expected');
    expect(item.tournament?.id).toBe(tournament);
    expect(item.tournament?.name).toBe(live.tournament.name);
    // Leagues are not matches: they never show in the match favourites or the favourite match list.
    const matches = await client.json(client.get('/api/sportsbook/favourites/match'), favouritesReplySchema);
    expect(matches.every((i) => i.type === 'match')).toBe(true);
    expect((await client.delete(`/api/sportsbook/favourites/tournament/${tournament}`)).statusCode).toBe(204);
    expect(await client.json(client.get('/api/sportsbook/favourites/league'), favouritesReplySchema)).toEqual([]);
  });

  it('keeps favourites per player', async () => {
    const other = await signedInPlayer(app);
    expect(
      await other.client.json(other.client.get('/api/sportsbook/favourites/match'), favouritesReplySchema),
    ).toEqual([]);
    // Removing a favourite one does not have is a no-op for known matches.
    expect((await other.client.delete(`/api/sportsbook/favourites/match/${prematch.id}`)).statusCode).toBe(204);
    const mine = await player.client.json(player.client.get('/api/sportsbook/favourites/match'), favouritesReplySchema);
    expect(mine.map((i) => i.id)).toContain(prematch.id);
  });

  it('answers bad input with 400, unknown matches and leagues with 404, a missing application header with 403', async () => {
    const { client } = player;
    expectError(await client.get('/api/sportsbook/favourites/player'), 400, 'validation_failed');
    expectError(await client.post('/api/sportsbook/favourites/sport/1'), 400, 'validation_failed');
    expectError(await client.post('/api/sportsbook/favourites/match/abc'), 400, 'validation_failed');
    expectError(await client.post('/api/sportsbook/favourites/match/0'), 400, 'validation_failed');
    expectError(await client.post('/api/sportsbook/favourites/match/1.5'), 400, 'validation_failed');
    expectError(await client.get('/api/sportsbook/favourites/match?matchStatus=9'), 400, 'validation_failed');
    expectError(await client.get('/api/sportsbook/favourites/match?isBettable=maybe'), 400, 'validation_failed');
    expectError(await client.get('/api/sportsbook/matches?favourite=maybe'), 400, 'validation_failed');
    expectError(await client.post('/api/sportsbook/favourites/match/999999999'), 404, 'not_found');
    expectError(await client.post('/api/sportsbook/favourites/tournament/999999'), 404, 'not_found');
    expectError(await client.delete('/api/sportsbook/favourites/match/999999999'), 404, 'not_found');
    expectError(
      await client.post(`/api/sportsbook/favourites/match/${prematch.id}`, undefined, { noApplication: true }),
      403,
      'application_header_missing',
    );
  });
});
