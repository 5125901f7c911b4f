import { type Bet, betPageSchema } from '@sportsbook/contract/bets';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetEvents } from '../../src/modules/bets/bet-events';
import type { BetIds } from '../../src/modules/bets/bet-ids';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { fundedPlayer, payload, placeOk, type WireSelection } from './bets-helpers';

describe(`bets: selection names in the reader's language (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The draw of a prematch football 1X2 market. */
  function drawSelection(): WireSelection {
    for (const match of app.catalog.allMatches('en')) {
      if (match.status !== 0 || match.type !== 'match' || match.sportKey !== 'football') continue;
      const market = app.catalog.marketsOf(match.id)?.find((m) => m.id === 1 && m.status === 1);
      const draw = market?.outcomes.find((o) => o.outcomeId === '2' && o.active);
      if (market && draw) {
        return { match_id: match.id, market_id: 1, specifier: '', outcome_id: '2', odds: draw.odds };
      }
    }
    throw new Error('no football 1X2 draw');
  }

  it('stores English names and answers them in the language of each request', async () => {
    const player = await fundedPlayer(app, 10_000);
    const selection = drawSelection();
    const body = payload([{ stake: '2.00', selections: [selection] }]);
    const r = await player.client.post('/api/v3/bets', body, { headers: { 'accept-language': 'de' } });
    expect(r.statusCode, r.body).toBe(201);
    const [placed] = r.json() as Bet[];
    expect(placed?.selections[0]).toMatchObject({ marketName: '1X2', outcomeName: 'Unentschieden' });

    const list = async (language?: string) => {
      const page = await player.client.get('/api/v3/bets?filter=open', {
        headers: language ? { 'accept-language': language } : {},
      });
      expect(page.statusCode, page.body).toBe(200);
      return betPageSchema.parse(page.json()).data[0]?.selections[0];
    };
    expect(await list('ja')).toMatchObject({ marketName: '1X2', outcomeName: '引き分け' });
    expect(await list('ar')).toMatchObject({ outcomeName: 'تعادل' });
    expect(await list()).toMatchObject({ marketName: '1x2', outcomeName: 'draw' });
  });

  it('keeps names it cannot translate (a competitor) as they were stored', async () => {
    const player = await fundedPlayer(app, 10_000);
    const selection = { ...drawSelection(), outcome_id: '1' };
    const market = app.catalog.marketsOf(selection.match_id)?.find((m) => m.id === 1);
    const home = market?.outcomes.find((o) => o.outcomeId === '1');
    if (!home) throw new Error('no home outcome');
    const [bet] = await placeOk(player, payload([{ stake: '2.00', selections: [{ ...selection, odds: home.odds }] }]));
    expect(bet?.selections[0]?.outcomeName).toBe(home.name);
  });
});

describe('bet_changed events', () => {
  it('name selections in the language the player last read their bets in', async () => {
    const sent: unknown[] = [];
    const events = new BetEvents(
      { publish: async (_channel, data) => void sent.push(data) },
      { warn: () => undefined } as unknown as FastifyBaseLogger,
      {} as BetIds,
    );
    const heard: Bet[] = [];
    events.onBetChanged((_id, bet) => heard.push(bet));
    const bet = {
      selections: [
        { marketId: 29, specifier: '', outcomeId: '74', marketName: 'Both teams to score', outcomeName: 'yes' },
      ],
    } as unknown as Bet;
    events.betChanged(7, bet);
    events.rememberLocale(7, 'de');
    events.betChanged(7, bet);
    const names = sent.map((d) => (d as { payload: { bet: Bet } }).payload.bet.selections[0]);
    expect(names[0]).toMatchObject({ marketName: 'Both teams to score', outcomeName: 'yes' });
    expect(names[1]).toMatchObject({ marketName: 'Beide Teams treffen', outcomeName: 'Ja' });
    expect(heard.every((b) => b === bet)).toBe(true);
  });
});
