import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFeed } from '../../../test/feed/helpers';
import { COUNTRIES } from '../data/countries';
import { SPORTS } from '../data/sports';
import { CATALOGS } from './catalogs';
import { EN } from './en';
import { CATEGORY_KEYS, MARKET_KEY_BY_ID, OUTCOME_KEYS_BY_MARKET, SPORT_KEYS, type Template } from './keys';
import {
  CONTENT_LOCALES,
  contentLocale,
  englishOrdinal,
  localizeMarket,
  localizeScore,
  marketName,
  outcomeName,
  parse,
  periodKeyOf,
  render,
} from './localize';

/** Placeholders of a template, `{nth}` counted as `{n}` (only English writes ordinals). */
function placeholders(template: Template): string[] {
  const texts = typeof template === 'string' ? [template] : Object.values(template);
  const names = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/\{(\w+)\}/g)) names.add(m[1] === 'nth' ? 'n' : (m[1] ?? ''));
  return [...names].sort();
}

const BRAND_SPORTS = ['cs2', 'dota2', 'league-of-legends'];
const BRAND_CATEGORIES = ['atp', 'wta', 'challenger'];

describe('name catalogs', () => {
  it('exist for every language the web offers (its message files), and English is the fallback', () => {
    const messages = fileURLToPath(new URL('../../../../web/messages/', import.meta.url));
    const webLocales = readdirSync(messages).map((file) => file.replace(/\.json$/, ''));
    expect([...CONTENT_LOCALES].sort()).toEqual(webLocales.sort());
  });

  it('cover every sport and category of the feed that is not a brand name', () => {
    expect([...SPORT_KEYS, ...BRAND_SPORTS].sort()).toEqual(SPORTS.map((s) => s.key).sort());
    expect([...CATEGORY_KEYS, ...BRAND_CATEGORIES].sort()).toEqual(Object.keys(COUNTRIES).sort());
  });

  it.each(Object.entries(CATALOGS))(
    '%s has every key, non-empty, with the English placeholders',
    (_locale, catalog) => {
      for (const section of ['markets', 'outcomes', 'periods', 'groups'] as const) {
        const english = EN[section] as Readonly<Record<string, Template>>;
        const translated = catalog[section] as Readonly<Record<string, Template>>;
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, template] of Object.entries(english)) {
          const own = translated[key];
          expect(own, `${section}.${key}`).toBeDefined();
          if (own === undefined) continue;
          const texts = typeof own === 'string' ? [own] : Object.values(own);
          for (const text of texts) expect(text.trim(), `${section}.${key}`).not.toBe('');
          expect(placeholders(own), `${section}.${key}`).toEqual(placeholders(template));
        }
      }
      expect(Object.keys(catalog.sports).sort()).toEqual([...SPORT_KEYS].sort());
      expect(Object.keys(catalog.categories).sort()).toEqual([...CATEGORY_KEYS].sort());
      for (const name of [...Object.values(catalog.sports), ...Object.values(catalog.categories)]) {
        expect(name.trim()).not.toBe('');
        expect(name).not.toMatch(/\{/);
      }
    },
  );
});

describe('English templates against the simulator', () => {
  const { feed, run } = createFeed(3);
  const seen = { markets: new Set<number>(), outcomes: new Set<string>(), periods: new Set<string>() };
  // Long enough for every sport's matches to be live and to play overtime, penalties, later sets and maps.
  const snapshots = [feed.snapshot()];
  for (let i = 0; i < 16; i++) {
    run(12, 5 * 60_000);
    snapshots.push(feed.snapshot());
  }

  it('render exactly the names the engines build, for every market and word outcome', () => {
    for (const snapshot of snapshots) {
      for (const markets of snapshot.markets.values()) {
        for (const market of markets) {
          const key = MARKET_KEY_BY_ID[market.id];
          expect(key, `market ${market.id} ${market.name}`).toBeDefined();
          if (!key) continue;
          seen.markets.add(market.id);
          const n = /=(\d+)$/.exec(market.specifier)?.[1] ?? '';
          expect(render(EN.markets[key], { n })).toBe(market.name);
          for (const outcome of market.outcomes) {
            const outcomeKey = OUTCOME_KEYS_BY_MARKET[key]?.[outcome.outcomeId];
            if (!outcomeKey) continue;
            seen.outcomes.add(outcomeKey);
            expect(parse(EN.outcomes[outcomeKey], outcome.name), `${outcomeKey}: ${outcome.name}`).not.toBeNull();
          }
        }
      }
      for (const match of snapshot.matches.values()) {
        for (const period of match.score?.periodScores ?? []) {
          const parsed = periodKeyOf(period.periodKey);
          expect(parsed, period.periodKey).not.toBeNull();
          if (!parsed) continue;
          seen.periods.add(parsed.key);
          expect(render(EN.periods[parsed.key], { n: parsed.n })).toBe(period.name);
        }
      }
    }
    expect(seen.markets.size).toBe(new Set(Object.keys(MARKET_KEY_BY_ID)).size);
    expect([...seen.outcomes].sort()).toEqual(Object.keys(EN.outcomes).sort());
    expect(seen.periods.size).toBeGreaterThanOrEqual(7);
  });

  it('translate every market of the feed in every language, keeping competitors and lines', () => {
    const snapshot = snapshots.at(-1);
    if (!snapshot) throw new Error('no snapshot');
    // A sample of the matches (every sport is among them) keeps 44 languages × markets quick.
    const sample = [...snapshot.markets].filter((_, i) => i % 8 === 0);
    for (const locale of Object.keys(CATALOGS)) {
      for (const [matchId, markets] of sample) {
        const match = snapshot.matches.get(matchId);
        for (const market of markets) {
          const view = localizeMarket(market, locale);
          expect(view.name).not.toMatch(/\{\w+\}/);
          expect(view.outcomes.map((o) => [o.id, o.odds, o.active])).toEqual(
            market.outcomes.map((o) => [o.id, o.odds, o.active]),
          );
          for (const [i, outcome] of view.outcomes.entries()) {
            const english = market.outcomes[i]?.name ?? '';
            if (/\d+(\.\d+)?$/.test(english) && market.id !== 41 && market.id !== 181) {
              expect(outcome.name, `${locale} ${english}`).toContain(/(\d+(\.\d+)?)$/.exec(english)?.[1] ?? '');
            }
          }
          if (market.id === 10 && match?.competitors[0]) {
            expect(view.outcomes[0]?.name).toContain(match.competitors[0].name);
          }
        }
      }
    }
  });
});

describe('translation', () => {
  const market = (id: number, name: string, outcomes: [string, string][], specifier = '') => ({
    matchId: 1,
    matchUrnId: 'sr:match:1',
    id,
    name,
    status: 1 as const,
    specifier,
    outcomes: outcomes.map(([outcomeId, outcomeName]) => ({
      id: `1:${id}:${specifier}:${outcomeId}`,
      outcomeId,
      name: outcomeName,
      active: true,
      odds: 2,
    })),
    groups: ['main'],
    priority: 1,
    mostBalanced: false,
    nextBetStop: null,
    customBetGroups: [],
    provider: 'betradar' as const,
  });

  it('names German markets with German betting terms', () => {
    const result = localizeMarket(
      market(1, '1x2', [
        ['1', 'Arsenal'],
        ['2', 'draw'],
        ['3', 'Chelsea'],
      ]),
      'de',
    );
    expect(result.name).toBe('1X2');
    expect(result.outcomes.map((o) => o.name)).toEqual(['Arsenal', 'Unentschieden', 'Chelsea']);
    expect(marketName({ id: 29, specifier: '', name: 'Both teams to score' }, 'de')).toBe('Beide Teams treffen');
    expect(marketName({ id: 10, specifier: '', name: 'Double chance' }, 'de')).toBe('Doppelte Chance');
    expect(marketName({ id: 202, specifier: 'setnr=3', name: '3rd set - winner' }, 'de')).toBe('3. Satz – Sieger');
    expect(outcomeName(18, '12', 'over 2.5', 'de')).toBe('Über 2.5');
    expect(outcomeName(10, '10', 'Real Madrid or Atlético Madrid', 'de')).toBe('Real Madrid oder Atlético Madrid');
    expect(outcomeName(10, '11', 'draw or Atlético Madrid', 'it')).toBe('pareggio o Atlético Madrid');
  });

  it('keeps what it does not know: other providers’ names, outright runners, handicaps, scores', () => {
    expect(marketName({ id: 1, specifier: '', name: 'Match result' }, 'de')).toBe('Match result');
    expect(marketName({ id: 9999, specifier: '', name: 'Exotic' }, 'de')).toBe('Exotic');
    expect(outcomeName(534, '12', 'Liverpool', 'de')).toBe('Liverpool');
    expect(outcomeName(16, '1714', 'Arsenal (-1.5)', 'ja')).toBe('Arsenal (-1.5)');
    expect(outcomeName(41, '2-1', '2:1', 'ja')).toBe('2:1');
    expect(outcomeName(41, 'other', 'other', 'ja')).toBe('その他');
    const english = market(1, '1x2', [['2', 'draw']]);
    expect(localizeMarket(english, 'en')).toBe(english);
  });

  it('names periods, with words for the halves where a language has them', () => {
    const score = {
      totalScore: { home: 1, away: 0 },
      gameScore: null,
      currentServer: null,
      periodScores: [
        { home: 1, away: 0, periodKey: '1st_half', name: '1st half', number: 1, type: 'regular_period' as const },
        { home: 0, away: 0, periodKey: '2nd_half', name: '2nd half', number: 2, type: 'regular_period' as const },
      ],
      maxPeriodNumber: 2,
    };
    expect(localizeScore(score, 'ja')?.periodScores.map((p) => p.name)).toEqual(['前半', '後半']);
    expect(localizeScore(score, 'de')?.periodScores.map((p) => p.name)).toEqual(['1. Halbzeit', '2. Halbzeit']);
    expect(localizeScore(score, 'en')).toBe(score);
  });

  it('reads regional variants and aliases through their content language', () => {
    expect(contentLocale('pt')).toBe('pt-BR');
    expect(contentLocale('pt-BR')).toBe('pt-BR');
    expect(contentLocale('fr-CA')).toBe('fr');
    expect(contentLocale('en-AU')).toBe('en');
    expect(contentLocale('zh-TW')).toBe('zh-TW');
    expect(contentLocale('zh')).toBe('zh');
    expect(contentLocale('sr-ME')).toBe('sr-ME');
    expect(contentLocale('xx')).toBe('en');
  });

  it('writes English ordinals as the engines do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(englishOrdinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
  });
});
