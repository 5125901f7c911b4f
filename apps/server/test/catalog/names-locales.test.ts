import { categorySchema, type Match, marketSchema, matchSchema, sportSchema } from '@sportsbook/contract/catalog';
import { pagedSchema } from '@sportsbook/contract/pagination';
import { settingsSchema } from '@sportsbook/contract/settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, databaseKind } from '../helpers/test-app';

const pagedMatches = pagedSchema(matchSchema);
const pagedMarkets = pagedSchema(marketSchema);

/** What a football page shows in each language (`feed/names/`); the last row is a language the book does not ship. */
const EXPECTED = [
  {
    header: 'de-DE,de;q=0.9,en;q=0.5',
    sport: 'Fußball',
    spain: 'Spanien',
    draw: 'Unentschieden',
    btts: 'Beide Teams treffen',
    doubleChance: 'Doppelte Chance',
    over: 'Über 2.5',
    firstHalf: '1. Halbzeit',
    totals: 'Über/Unter',
  },
  {
    header: 'ja',
    sport: 'サッカー',
    spain: 'スペイン',
    draw: '引き分け',
    btts: '両チーム得点',
    doubleChance: 'ダブルチャンス',
    over: 'オーバー 2.5',
    firstHalf: '前半',
    totals: 'オーバー/アンダー',
  },
  {
    header: 'ar-EG,ar;q=0.8',
    sport: 'كرة القدم',
    spain: 'إسبانيا',
    draw: 'تعادل',
    btts: 'كلا الفريقين يسجل',
    doubleChance: 'فرصة مزدوجة',
    over: 'أكثر من 2.5',
    firstHalf: 'الشوط 1',
    totals: 'المجاميع',
  },
  {
    header: 'pt-BR',
    sport: 'Futebol',
    spain: 'Espanha',
    draw: 'empate',
    btts: 'Ambas as equipes marcam',
    doubleChance: 'Dupla chance',
    over: 'mais de 2.5',
    firstHalf: '1º tempo',
    totals: 'Totais',
  },
  {
    header: 'zh-TW',
    sport: '足球',
    spain: '西班牙',
    draw: '和局',
    btts: '雙方皆進球',
    doubleChance: '雙重機會',
    over: '大於 2.5',
    firstHalf: '上半場',
    totals: '大小',
  },
  {
    header: 'tlh, xx-YY;q=0.8',
    sport: 'Football',
    spain: 'Spain',
    draw: 'draw',
    btts: 'Both teams to score',
    doubleChance: 'Double chance',
    over: 'over 2.5',
    firstHalf: '1st half',
    totals: 'Totals',
  },
] as const;

describe(`server names in the request's language (${databaseKind})`, () => {
  let app: FastifyInstance;
  let prematch: Match;
  let live: Match;
  const json = async <T>(url: string, schema: z.ZodType<T>, language?: string): Promise<T> => {
    const r = await app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
    expect(r.statusCode, r.body).toBe(200);
    return schema.parse(r.json());
  };

  beforeAll(async () => {
    app = await createTestApp();
    const matches = await json('/api/sportsbook/matches?sport_key=football&limit=500', pagedMatches);
    const withMarkets = matches.data.filter((m) => m.type === 'match');
    const first = withMarkets.find((m) => m.status === 0);
    const playing = withMarkets.find((m) => m.status === 1 && (m.score?.periodScores.length ?? 0) > 0);
    if (!first || !playing) throw new Error('no prematch or live football match');
    prematch = first;
    live = playing;
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(EXPECTED)('names sports, categories, markets, outcomes and periods for "$header"', async (expected) => {
    const language = expected.header;
    const sports = await json('/api/sportsbook/sports', z.array(sportSchema), language);
    expect(sports.find((s) => s.key === 'football')?.name).toBe(expected.sport);
    // Esports keep their brand names in every language.
    expect(sports.find((s) => s.key === 'cs2')?.name).toBe('Counter-Strike 2');

    const categories = await json('/api/sportsbook/categories?sport_key=football', z.array(categorySchema), language);
    expect(categories.find((c) => c.slug === 'spain')?.name).toBe(expected.spain);

    const match = await json(`/api/sportsbook/matches/${prematch.id}`, matchSchema, language);
    expect(match.sport.name).toBe(expected.sport);
    expect(match.name).toBe(prematch.name);
    expect(match.mainMarket?.outcomes.map((o) => o.name)).toEqual([
      prematch.competitors[0]?.name,
      expected.draw,
      prematch.competitors[1]?.name,
    ]);

    const markets = (await json(`/api/sportsbook/matches/${prematch.id}/markets?limit=500`, pagedMarkets, language))
      .data;
    const byId = (id: number, specifier = '') => markets.find((m) => m.id === id && m.specifier === specifier);
    expect(byId(29)?.name).toBe(expected.btts);
    expect(byId(10)?.name).toBe(expected.doubleChance);
    expect(byId(18, 'total=2.5')?.outcomes[0]?.name).toBe(expected.over);
    // Handicaps are a competitor and a line: nothing to translate.
    expect(byId(16, 'hcp=-1.5')?.outcomes[0]?.name).toBe(`${prematch.competitors[0]?.name} (-1.5)`);

    const playing = await json(`/api/sportsbook/matches/${live.id}`, matchSchema, language);
    expect(playing.score?.periodScores.find((p) => p.periodKey === '1st_half')?.name).toBe(expected.firstHalf);

    const settings = await json('/api/sportsbook/settings', settingsSchema, language);
    expect(settings.marketGroups.find((g) => g.groupKey === 'totals')?.name).toBe(expected.totals);
  });

  it('keeps every language apart in the response caches and the same odds in all of them', async () => {
    const url = `/api/sportsbook/matches/${prematch.id}/markets?market_id=1`;
    const [de, ja, en] = await Promise.all(
      ['de', 'ja', 'en'].map((language) => json(url, pagedMarkets, language).then((page) => page.data[0])),
    );
    expect(de?.outcomes[1]?.name).toBe('Unentschieden');
    expect(ja?.outcomes[1]?.name).toBe('引き分け');
    expect(en?.outcomes[1]?.name).toBe('draw');
    expect(de?.outcomes.map((o) => o.odds)).toEqual(en?.outcomes.map((o) => o.odds));
  });

  it('reads aliases and regional variants through the domain’s resolution (br, no, sr, pt, fr-CA, zh-HK)', async () => {
    const name = async (language: string) =>
      (await json('/api/sportsbook/sports', z.array(sportSchema), language)).find((s) => s.key === 'football')?.name;
    expect(await name('br')).toBe('Futebol');
    expect(await name('pt-PT')).toBe('Futebol');
    expect(await name('no')).toBe('Fotball');
    expect(await name('sr')).toBe('Fudbal');
    expect(await name('fr-CA')).toBe('Football');
    expect(await name('it-CH')).toBe('Calcio');
    expect(await name('kz')).toBe('Football');
  });
});
