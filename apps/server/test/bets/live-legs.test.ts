import { betPageSchema } from '@sportsbook/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { fundedPlayer, payload, pickSelections, placeOk } from './bets-helpers';

describe(`bets: open legs of live matches carry their score and clock (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ BONUS_CAMPAIGNS_FILE: '' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a live leg has the match score and clock now; a prematch leg has none', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [live] = pickSelections(app, 1, { status: 1 });
    const [prematch] = pickSelections(app, 1, { status: 0 });
    if (!live || !prematch) throw new Error('no live or prematch selection');
    await placeOk(player, payload([{ stake: '1.00', selections: [live] }]));
    await placeOk(player, payload([{ stake: '1.00', selections: [prematch] }]));
    const bets = betPageSchema.parse((await player.client.get('/api/v3/bets?filter=open')).json()).data;
    const legOf = (matchId: number) => bets.flatMap((b) => b.selections).find((s) => s.matchId === matchId);
    const match = app.catalog.feedMatch(live.match_id);
    expect(legOf(live.match_id)?.live).toEqual({
      score: match?.score?.totalScore ?? null,
      clock: match?.clock ?? null,
    });
    expect(legOf(live.match_id)?.live?.score).not.toBeNull();
    expect(legOf(prematch.match_id)?.live).toBeNull();
  });
});
