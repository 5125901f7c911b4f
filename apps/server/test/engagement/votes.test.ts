import type { Match } from '@sportsbook/contract/catalog';
import { predictionSchema, predictionsReplySchema } from '@sportsbook/contract/votes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import type { PlatformClient } from '../players/platform-client';
import { signedInPlayer, visitor } from './engagement-helpers';

describe(`match predictions (${databaseKind})`, () => {
  let app: FastifyInstance;
  let threeWay: Match;
  let twoWay: Match;
  let live: Match;
  let outright: Match;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const all = app.catalog.allMatches('en').sort((a, b) => a.id - b.id);
    const outcomes = (m: Match) => app.catalog.refs.tournaments.get(m.tournament.id) && m.mainMarket?.outcomes.length;
    const find = (what: string, keep: (m: Match) => boolean) => {
      const found = all.find(keep);
      if (!found) throw new Error(`the simulator has no ${what}`);
      return found;
    };
    threeWay = find('prematch 1X2 match', (m) => m.type === 'match' && m.status === 0 && outcomes(m) === 3);
    twoWay = find('prematch two-way match', (m) => m.type === 'match' && m.status === 0 && outcomes(m) === 2);
    live = find('live match', (m) => m.type === 'match' && m.status === 1);
    outright = find('outright', (m) => m.type === 'outright');
  });
  afterAll(async () => {
    await app.close();
  });

  const predictionsOf = (client: PlatformClient, query: string) =>
    client.json(client.get(`/api/v3/vote?${query}`), predictionsReplySchema);
  const vote = (client: PlatformClient, predictionId: string, data: unknown) =>
    client.post('/api/v3/vote', { prediction_id: predictionId, data });
  const idOf = (m: Match) => `match:${m.id}:winner`;

  it('shows every match a "who wins" prediction with no votes yet, to visitors too', async () => {
    const guest = visitor(app);
    const [three, two] = await predictionsOf(guest, `match_id=${threeWay.id},${twoWay.id}`);
    expect(three).toEqual({
      id: idOf(threeWay),
      prediction_id: idOf(threeWay),
      kind: 'winner',
      matchId: threeWay.id,
      open: true,
      options: [
        { key: 'home', name: threeWay.competitors[0]?.name, votes: 0, share: 0 },
        { key: 'draw', name: 'Draw', votes: 0, share: 0 },
        { key: 'away', name: threeWay.competitors[1]?.name, votes: 0, share: 0 },
      ],
      totalVotes: 0,
      result: null,
      vote: null,
    });
    expect(two?.options.map((o) => o.key)).toEqual(['home', 'away']);
    // The same by prediction id; order as asked; outrights and unknown matches left out.
    const byId = await predictionsOf(
      guest,
      `prediction_id=${idOf(twoWay)}&prediction_id=${idOf(outright)}&prediction_id=match:999999999:winner&match_id=${threeWay.id}`,
    );
    expect(byId.map((p) => p.id)).toEqual([idOf(twoWay), idOf(threeWay)]);
    const liveOne = await predictionsOf(guest, `match_id=${live.id}`);
    expect(liveOne[0]?.open).toBe(false);
  });

  it('takes one vote per player and answers shares summing to 100 with the caller’s own vote', async () => {
    const [a, b, c] = await Promise.all([signedInPlayer(app), signedInPlayer(app), signedInPlayer(app)]);
    if (!a || !b || !c) throw new Error('players');
    const first = await vote(a.client, idOf(threeWay), 'home');
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = predictionSchema.parse(first.json());
    expect(afterFirst.options.map((o) => [o.key, o.votes, o.share])).toEqual([
      ['home', 1, 100],
      ['draw', 0, 0],
      ['away', 0, 0],
    ]);
    expect(afterFirst.vote?.data).toBe('home');

    expect((await vote(b.client, idOf(threeWay), { option: 'away' })).statusCode).toBe(201);
    const third = predictionSchema.parse((await vote(c.client, idOf(threeWay), 'away')).json());
    expect(third.options.map((o) => [o.key, o.votes, o.share])).toEqual([
      ['home', 1, 33],
      ['draw', 0, 0],
      ['away', 2, 67],
    ]);
    expect(third.totalVotes).toBe(3);
    expect(third.options.reduce((sum, o) => sum + o.share, 0)).toBe(100);

    const seenByA = await predictionsOf(a.client, `match_id=${threeWay.id}`);
    expect(seenByA[0]?.vote?.data).toBe('home');
    expect(seenByA[0]?.options).toEqual(third.options);
    expect((await predictionsOf(visitor(app), `match_id=${threeWay.id}`))[0]?.vote).toBeNull();

    const again = expectError(await vote(a.client, idOf(threeWay), 'away'), 409, 'already_voted');
    expect(again.error.details).toMatchObject({ vote: { data: 'home' } });
    expect((await predictionsOf(a.client, `match_id=${threeWay.id}`))[0]?.totalVotes).toBe(3);
  });

  it('refuses a visitor (401), a draw where there is none (400), closed and unknown predictions', async () => {
    expectError(await vote(visitor(app), idOf(twoWay), 'home'), 401, 'unauthorized');
    const { client } = await signedInPlayer(app);
    expectError(await vote(client, idOf(twoWay), 'draw'), 400, 'invalid_option');
    expectError(await vote(client, idOf(live), 'home'), 409, 'prediction_closed');
    expectError(await vote(client, idOf(outright), 'home'), 404, 'not_found');
    expectError(await vote(client, 'match:999999999:winner', 'home'), 404, 'not_found');
  });

  it('answers bad queries and bodies with 400', async () => {
    const { client } = await signedInPlayer(app);
    for (const query of [
      '',
      'prediction_id=foo',
      'prediction_id=match:1:score',
      'prediction_id=match:99999999999:winner',
      'match_id=abc',
      'match_id=0',
      `match_id=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    ]) {
      expectError(await client.get(`/api/v3/vote?${query}`), 400, 'validation_failed');
    }
    for (const body of [
      {},
      { prediction_id: idOf(twoWay) },
      { prediction_id: idOf(twoWay), data: 'win' },
      { prediction_id: idOf(twoWay), data: { option: 'x' } },
      { prediction_id: 'winner', data: 'home' },
      { prediction_id: twoWay.id, data: 'home' },
    ]) {
      expectError(await client.post('/api/v3/vote', body), 400, 'validation_failed');
    }
    expectError(
      await client.post('/api/v3/vote', { prediction_id: idOf(twoWay), data: 'home' }, { noApplication: true }),
      403,
      'application_header_missing',
    );
  });
});
