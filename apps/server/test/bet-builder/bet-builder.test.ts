import { CUSTOM_BET_ERROR_CODES, customOddsReplySchema } from '@sportsbook/contract/bet-builder';
import { type Market, marketsPageSchema } from '@sportsbook/contract/catalog';
import { gridProbability } from '@sportsbook/domain/bet-builder/score-grid';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimMatch } from '../../src/feed/sim-match';
import { gridLegOf } from '../../src/modules/bet-builder/grid-legs';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';

const APP_HEADERS = { 'x-application': 'sportsbook-tests' };

type Leg = { match_id: number; market_id: number; specifier: string; outcome_id: string };

describe(`bet builder pricing (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const sportKeyOf = (matchId: number) => {
    const match = app.catalog.feedMatch(matchId);
    return match ? app.catalog.refs.sports.get(match.sportId)?.key : undefined;
  };
  /** Current matches of a sport and status, lowest id first. */
  const matchesOf = (sportKey: string, status: number) =>
    app.catalog
      .allMatches('en')
      .filter((m) => m.type === 'match' && m.status === status && sportKeyOf(m.id) === sportKey)
      .map((m) => m.id)
      .sort((a, b) => a - b);
  const open = (matchId: number, marketId: number, specifier = ''): Market | undefined =>
    app.catalog
      .marketsOf(matchId)
      ?.find(
        (m) => m.id === marketId && m.specifier === specifier && m.status === 1 && m.outcomes.every((o) => o.active),
      );
  /** A prematch football match whose 1x2, total 2.5, both-to-score and double chance are all open. */
  const footballMatch = () => {
    const id = matchesOf('football', 0).find(
      (m) => open(m, 1) && open(m, 18, 'total=2.5') && open(m, 29) && open(m, 10) && open(m, 41),
    );
    if (id === undefined) throw new Error('no prematch football match with open main markets');
    return id;
  };
  const leg = (match_id: number, market_id: number, specifier: string, outcome_id: string): Leg => ({
    match_id,
    market_id,
    specifier,
    outcome_id,
  });
  const price = (match_id: number, selections: Leg[], headers: Record<string, string> = APP_HEADERS) =>
    app.inject({ method: 'POST', url: '/api/v3/bets/custom/odds', headers, payload: { match_id, selections } });
  /** The engine's own fair probability of an outcome (the simulator's market book). */
  const enginefair = (matchId: number, marketId: number, specifier: string, outcomeId: string): number => {
    const sim = (app.feed as unknown as { byId: Map<number, SimMatch> }).byId.get(matchId);
    if (!sim) throw new Error(`no simulated match ${matchId}`);
    const book = sim.engine.book;
    const i = book.defs.findIndex((d) => d.id === marketId && d.specifier === specifier);
    const j = book.defs[i]?.outcomes.findIndex((o) => o.outcomeId === outcomeId) ?? -1;
    if (i < 0 || j < 0) throw new Error('no such outcome');
    return book.fair[(book.offsets[i] ?? 0) + j] ?? Number.NaN;
  };

  it('lists the combinable markets of a prematch football match, and nothing for prematch cricket', async () => {
    const id = footballMatch();
    const r = await app.inject({ method: 'GET', url: `/api/v3/bets/custom/markets/${id}` });
    expect(r.statusCode, r.body).toBe(200);
    const page = marketsPageSchema.strict().parse(r.json());
    const ids = new Set(page.data.map((m) => m.id));
    for (const marketId of [1, 18, 29, 41, 10]) expect(ids.has(marketId), `market ${marketId}`).toBe(true);
    expect(ids.has(16)).toBe(false); // handicap
    expect(ids.has(60)).toBe(false); // half-time result
    for (const m of page.data) {
      expect(m.matchId).toBe(id);
      expect(m.status).toBe(1);
      for (const o of m.outcomes) {
        expect(o.active).toBe(true);
        expect(gridLegOf('football', m.id, m.specifier, o.outcomeId)).not.toBeNull();
      }
    }
    expect(page.data.some((m) => m.id === 18 && m.specifier === 'total=2')).toBe(false);
    expect(page.data.find((m) => m.id === 41)?.outcomes.some((o) => o.outcomeId === 'other')).toBe(false);
    expect(page.pagination.total).toBe(page.data.length);

    // Before the toss the first-innings total belongs to no side yet: no builder.
    const cricket = matchesOf('cricket', 0)[0];
    expect(cricket).toBeDefined();
    const t = await app.inject({ method: 'GET', url: `/api/v3/bets/custom/markets/${cricket}` });
    expect(t.statusCode, t.body).toBe(200);
    expect(marketsPageSchema.parse(t.json()).data).toEqual([]);

    expectError(await app.inject({ method: 'GET', url: '/api/v3/bets/custom/markets/999999999' }), 404, 'not_found');
  });

  it('prices a single leg at the engine’s own fair probability (the joint model is the priced one)', () => {
    const id = footballMatch();
    const model = app.feed.jointModel?.(id);
    expect(model?.kind).toBe('score_grid');
    if (!model) return;
    const cases: [number, string, string][] = [
      [1, '', '1'],
      [1, '', '2'],
      [1, '', '3'],
      [10, '', '9'],
      [18, 'total=2.5', '12'],
      [18, 'total=1.5', '13'],
      [29, '', '74'],
      [29, '', '76'],
      [41, '', '1-1'],
      [41, '', '2-0'],
    ];
    for (const [marketId, specifier, outcomeId] of cases) {
      const gridLeg = gridLegOf('football', marketId, specifier, outcomeId);
      if (!gridLeg) throw new Error('unmapped');
      expect(gridProbability(model.grid, [gridLeg], model.origin), `${marketId} ${specifier} ${outcomeId}`).toBeCloseTo(
        enginefair(id, marketId, specifier, outcomeId),
        6,
      );
    }
  });

  it('shifts a live match’s grid by its score: single legs still match the engine’s fair prices', () => {
    const live = matchesOf('football', 1).filter((m) => open(m, 1) && open(m, 18, 'total=2.5'));
    expect(live.length).toBeGreaterThan(0);
    for (const id of live.slice(0, 5)) {
      const model = app.feed.jointModel?.(id);
      if (!model) throw new Error(`no joint model for ${id}`);
      for (const [marketId, specifier, outcomeId] of [
        [1, '', '1'],
        [1, '', '2'],
        [18, 'total=2.5', '12'],
      ] as const) {
        const gridLeg = gridLegOf('football', marketId, specifier, outcomeId);
        if (!gridLeg) throw new Error('unmapped');
        expect(gridProbability(model.grid, [gridLeg], model.origin)).toBeCloseTo(
          enginefair(id, marketId, specifier, outcomeId),
          6,
        );
      }
    }
  });

  it('prices correlated legs jointly: P(home ∧ over 2.5) is not P(home) × P(over 2.5)', async () => {
    const id = footballMatch();
    const r = await price(id, [leg(id, 1, '', '1'), leg(id, 18, 'total=2.5', '12')]);
    expect(r.statusCode, r.body).toBe(200);
    const reply = customOddsReplySchema.strict().parse(r.json());
    const product = enginefair(id, 1, '', '1') * enginefair(id, 18, 'total=2.5', '12');
    expect(Math.abs(reply.probability - product)).toBeGreaterThan(1e-3);
    expect(reply.probability).toBeLessThan(enginefair(id, 1, '', '1'));
    // The margin: below the fair odds, at most one ladder step under 1 / (p × 1.15) (the largest margin).
    expect(reply.odds).toBeLessThan(1 / reply.probability);
    expect(reply.odds).toBeGreaterThanOrEqual(Math.min(1 / (reply.probability * 1.15) - 0.5, 1 / reply.probability));
    // Home and both to score: a third leg lowers the probability.
    const three = await price(id, [leg(id, 1, '', '1'), leg(id, 18, 'total=2.5', '12'), leg(id, 29, '', '74')]);
    expect(three.statusCode, three.body).toBe(200);
    expect(customOddsReplySchema.parse(three.json()).probability).toBeLessThan(reply.probability);
  });

  it('refuses legs of one market, impossible sets and unavailable legs, each with its code', async () => {
    const id = footballMatch();
    expectError(await price(id, [leg(id, 1, '', '1'), leg(id, 1, '', '2')]), 422, CUSTOM_BET_ERROR_CODES.sameMarket);
    expectError(await price(id, [leg(id, 1, '', '1'), leg(id, 10, '', '11')]), 422, CUSTOM_BET_ERROR_CODES.impossible);
    expectError(await price(id, [leg(id, 1, '', '1'), leg(id, 41, '', '0-2')]), 422, CUSTOM_BET_ERROR_CODES.impossible);
    // A handicap cannot be combined.
    const handicap = app.catalog.marketsOf(id)?.find((m) => m.id === 16);
    expect(handicap).toBeDefined();
    expectError(
      await price(id, [leg(id, 1, '', '1'), leg(id, 16, handicap?.specifier ?? '', '1714')]),
      422,
      CUSTOM_BET_ERROR_CODES.legNotAvailable,
    );
    // A market that does not exist (a total line the match does not offer).
    expectError(
      await price(id, [leg(id, 1, '', '1'), leg(id, 18, 'total=9.5', '12')]),
      422,
      CUSTOM_BET_ERROR_CODES.legNotAvailable,
    );
    // A leg of another match.
    const other = matchesOf('football', 0).find((m) => m !== id) ?? 0;
    const body = expectError(
      await price(id, [leg(id, 1, '', '1'), leg(other, 18, 'total=2.5', '12')]),
      422,
      CUSTOM_BET_ERROR_CODES.legNotAvailable,
    );
    expect(body.error.details).toEqual({ selection: 1 });
  });

  it('refuses a sport without a builder, answers 404 for an unknown match and 400 for one leg', async () => {
    const cricket = matchesOf('cricket', 0)[0] ?? 0;
    const market = app.catalog.marketsOf(cricket)?.find((m) => m.status === 1);
    const first = market?.outcomes[0]?.outcomeId ?? '4';
    const second = market?.outcomes[1]?.outcomeId ?? '5';
    expectError(
      await price(cricket, [
        leg(cricket, market?.id ?? 0, market?.specifier ?? '', first),
        leg(cricket, market?.id ?? 0, market?.specifier ?? '', second),
      ]),
      422,
      CUSTOM_BET_ERROR_CODES.notOffered,
    );
    expectError(await price(999999999, [leg(999999999, 1, '', '1'), leg(999999999, 29, '', '74')]), 404, 'not_found');
    const id = footballMatch();
    expectError(await price(id, [leg(id, 1, '', '1')]), 400, 'validation_failed');
  });

  it('needs the application header, like every v3 POST (no session needed)', async () => {
    const id = footballMatch();
    expectError(await price(id, [leg(id, 1, '', '1'), leg(id, 29, '', '74')], {}), 403, 'application_header_missing');
  });

  it('prices an ice hockey match on regulation time', async () => {
    const id = matchesOf('ice-hockey', 0).find((m) => open(m, 1) && open(m, 18, 'total=5.5'));
    if (id === undefined) throw new Error('no prematch ice hockey match');
    const model = app.feed.jointModel?.(id);
    if (!model) throw new Error('no joint model');
    const away = gridLegOf('ice-hockey', 1, '', '3');
    if (!away) throw new Error('unmapped');
    expect(gridProbability(model.grid, [away], model.origin)).toBeCloseTo(enginefair(id, 1, '', '3'), 6);
    const r = await price(id, [leg(id, 1, '', '3'), leg(id, 18, 'total=5.5', '13')]);
    expect(r.statusCode, r.body).toBe(200);
    customOddsReplySchema.strict().parse(r.json());
  });

  /**
   * Every combinable outcome of a match's open markets against the engine's fair price: exact for tennis and
   * series (their grid is the outlook the markets read), within `tolerance` for basketball (points made whole, the
   * overtime rule). Returns how many legs it checked.
   */
  const checkSingleLegs = (sportKey: string, id: number, tolerance: number): number => {
    const model = app.feed.jointModel?.(id);
    if (!model) throw new Error(`no joint model for ${sportKey} ${id}`);
    let checked = 0;
    for (const market of app.catalog.marketsOf(id) ?? []) {
      if (market.status !== 1) continue;
      for (const o of market.outcomes) {
        const gridLeg = gridLegOf(sportKey, market.id, market.specifier, o.outcomeId, model);
        if (!gridLeg || !o.active) continue;
        const fair = enginefair(id, market.id, market.specifier, o.outcomeId);
        const p = gridProbability(model.grid, [gridLeg], model.origin);
        expect(Math.abs(p - fair), `${sportKey} ${market.id} ${market.specifier} ${o.outcomeId}`).toBeLessThan(
          tolerance,
        );
        checked += 1;
      }
    }
    return checked;
  };

  it('prices basketball, tennis and series of sets or maps from their own models (single legs at the markets’ prices)', async () => {
    for (const [sportKey, tolerance] of [
      ['tennis', 1e-9],
      ['volleyball', 1e-9],
      ['table-tennis', 1e-9],
      ['cs2', 1e-9],
      ['dota2', 1e-9],
      ['basketball', 0.01],
      ['cricket', 0.01],
    ] as const) {
      const ids = [...matchesOf(sportKey, 0).slice(0, 2), ...matchesOf(sportKey, 1).slice(0, 2)].filter(
        (id) => sportKey !== 'cricket' || app.catalog.feedMatch(id)?.status === 1,
      );
      expect(ids.length, sportKey).toBeGreaterThan(0);
      let checked = 0;
      for (const id of ids) checked += checkSingleLegs(sportKey, id, tolerance);
      expect(checked, sportKey).toBeGreaterThan(ids.length * (sportKey === 'cricket' ? 1 : 3));
    }

    // Basketball: the home win and the home side covering its handicap are one story (priced together, not
    // multiplied); the total is nearly independent of who wins under the model.
    const id = matchesOf('basketball', 0).find(
      (m) => open(m, 219) && app.catalog.marketsOf(m)?.some((x) => x.id === 223),
    );
    if (id === undefined) throw new Error('no prematch basketball match');
    const handicap = app.catalog
      .marketsOf(id)
      ?.find((m) => m.id === 223 && m.status === 1 && m.specifier.includes('-'));
    const total = app.catalog.marketsOf(id)?.find((m) => m.id === 225 && m.status === 1);
    if (!handicap || !total) throw new Error('no handicap or total');
    const pair = await price(id, [leg(id, 219, '', '4'), leg(id, 223, handicap.specifier, '1714')]);
    expect(pair.statusCode, pair.body).toBe(200);
    const together = customOddsReplySchema.parse(pair.json()).probability;
    const homeCovers = enginefair(id, 223, handicap.specifier, '1714');
    // A home side giving points covers only when it wins: the pair is (nearly) the handicap alone.
    expect(Math.abs(together - homeCovers)).toBeLessThan(0.01);
    expect(together).toBeGreaterThan(homeCovers * enginefair(id, 219, '', '4') + 0.02);
    const withTotal = await price(id, [leg(id, 219, '', '5'), leg(id, 225, total.specifier, '12')]);
    expect(withTotal.statusCode, withTotal.body).toBe(200);

    // Cricket, live in its first innings: a big first-innings total and the side batting first winning go together.
    const innings = matchesOf('cricket', 1).find((m) =>
      app.catalog.marketsOf(m)?.some((x) => x.id === 605 && x.status === 1),
    );
    if (innings === undefined) throw new Error('no live cricket match in its first innings');
    const model = app.feed.jointModel?.(innings);
    const firstTotal = app.catalog.marketsOf(innings)?.find((x) => x.id === 605 && x.status === 1);
    if (!model?.firstBatting || !firstTotal) throw new Error('no cricket model');
    const firstWins = model.firstBatting === 'home' ? '4' : '5';
    const cricketPair = await price(innings, [
      leg(innings, 340, '', firstWins),
      leg(innings, 605, firstTotal.specifier, '12'),
    ]);
    expect(cricketPair.statusCode, cricketPair.body).toBe(200);
    const joint = customOddsReplySchema.parse(cricketPair.json()).probability;
    const product = enginefair(innings, 340, '', firstWins) * enginefair(innings, 605, firstTotal.specifier, '12');
    expect(joint).toBeGreaterThan(product);

    // Tennis: the winner and a 2-0 are one set of scores; the away side winning excludes it.
    const match = matchesOf('tennis', 0).find((m) => open(m, 186) && open(m, 181));
    if (match === undefined) throw new Error('no prematch tennis match');
    const straight = await price(match, [leg(match, 186, '', '4'), leg(match, 181, '', '2-0')]);
    expect(straight.statusCode, straight.body).toBe(200);
    expect(customOddsReplySchema.parse(straight.json()).probability).toBeCloseTo(enginefair(match, 181, '', '2-0'), 9);
    expectError(
      await price(match, [leg(match, 186, '', '5'), leg(match, 181, '', '2-0')]),
      422,
      CUSTOM_BET_ERROR_CODES.impossible,
    );
  });
});
