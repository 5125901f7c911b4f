import type { Market, Outcome, PeriodScore, Score } from '@sportsbook/contract/catalog';
import { DEFAULT_LOCALE, matchLocale } from '@sportsbook/domain/locales';
import type { LocalizedNames } from '../types';
import { CATALOGS } from './catalogs';
import { EN } from './en';
import {
  type GroupKey,
  MARKET_KEY_BY_ID,
  type MarketKey,
  type NameCatalog,
  OUTCOME_KEYS_BY_MARKET,
  type PeriodKey,
  type Template,
} from './keys';

/**
 * Server names in the request's language. The feed builds English names; views built for a locale (cached per
 * match and locale by the catalog store) pass markets and scores through here. A name is translated only when it
 * is exactly what the English template renders, so a name this catalog does not know (another provider's) stays.
 */

/** Every language the server's names come in (the web's message locales). */
export const CONTENT_LOCALES: readonly string[] = [DEFAULT_LOCALE, ...Object.keys(CATALOGS)];

const contentLocales = new Map<string, string>();

/**
 * The content language of a locale the sportsbook ships (or any tag): its catalog, else its base language's
 * ("pt" → "pt-BR", "fr-CA" → "fr", "en-AU" → "en"), else English.
 */
export function contentLocale(locale: string): string {
  let content = contentLocales.get(locale);
  if (content === undefined) {
    content = matchLocale(locale, CONTENT_LOCALES) ?? DEFAULT_LOCALE;
    if (contentLocales.size < 1000) contentLocales.set(locale, content);
  }
  return content;
}

function catalogOf(locale: string): NameCatalog | undefined {
  return CATALOGS[contentLocale(locale)];
}

/** Names of a sport or category in every content language: the catalog's, else the English one (brand names). */
export function localizedNames(kind: 'sports' | 'categories', key: string, english: string): LocalizedNames {
  const names: Record<string, string> & { en: string } = { en: english };
  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    names[locale] = (catalog[kind] as Readonly<Record<string, string>>)[key] ?? english;
  }
  return names;
}

/** A market group tab's name (settings' `marketGroups`), English when the key is not in the catalog. */
export function groupName(groupKey: string, locale: string): string | undefined {
  const groups = (catalogOf(locale) ?? EN).groups as Readonly<Record<string, string>>;
  return groups[groupKey as GroupKey] ?? (EN.groups as Readonly<Record<string, string>>)[groupKey];
}

const ORDINAL_SUFFIXES = ['th', 'st', 'nd', 'rd'];

/** The English ordinal the engines write ("1st", "2nd", "3rd", "4th", "11th"). */
export function englishOrdinal(n: number): string {
  const mod100 = n % 100;
  return `${n}${(mod100 >= 11 && mod100 <= 13 ? undefined : ORDINAL_SUFFIXES[n % 10]) ?? 'th'}`;
}

type Values = Readonly<Record<string, string>>;

/** Fills a template's placeholders; `{nth}` is the English ordinal of `{n}`. */
export function render(template: Template, values: Values): string {
  const n = Number(values.n);
  const text = typeof template === 'string' ? template : (template[n] ?? template.other);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'nth' ? englishOrdinal(n) : (values[name] ?? whole),
  );
}

const parsers = new Map<string, { pattern: RegExp; names: string[] }>();

/** The placeholder values of `text` read by an English template, or null when the text is not that template's. */
export function parse(template: string, text: string): Values | null {
  let parser = parsers.get(template);
  if (!parser) {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const placeholder = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(placeholder === 'nth' ? 'n' : placeholder);
        return placeholder === 'nth' ? '(\\d+)(?:st|nd|rd|th)' : placeholder === 'n' ? '(\\d+)' : '(.+?)';
      })
      .join('');
    parser = { pattern: new RegExp(`^${source}$`, 's'), names };
    parsers.set(template, parser);
  }
  const match = parser.pattern.exec(text);
  if (!match) return null;
  const values: Record<string, string> = {};
  parser.names.forEach((name, i) => {
    values[name] = match[i + 1] ?? '';
  });
  return values;
}

/**
 * Translations already made, per content locale: a market's name, an outcome's. Bounded: a locale's map starts
 * over past `MAX_MEMO` entries (outcome names include competitor names, so their number follows the fixtures).
 */
const MAX_MEMO = 20_000;
const memos = new Map<string, Map<string, string>>();

function memo(locale: string, key: string, make: () => string): string {
  let map = memos.get(locale);
  if (!map) {
    map = new Map();
    memos.set(locale, map);
  }
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= MAX_MEMO) map.clear();
    map.set(key, value);
  }
  return value;
}

/** The number a market's specifier carries (`setnr=2` → "2"); "" when none. */
function specifierNumber(specifier: string): string {
  return /=(\d+)$/.exec(specifier)?.[1] ?? '';
}

/** A market's name in `locale`: translated when the market type is known and its name is the English template's. */
export function marketName(market: { id: number; specifier: string; name: string }, locale: string): string {
  const catalog = catalogOf(locale);
  const key: MarketKey | undefined = MARKET_KEY_BY_ID[market.id];
  if (!catalog || !key) return market.name;
  return memo(contentLocale(locale), `m|${market.id}|${market.specifier}|${market.name}`, () => {
    const values = { n: specifierNumber(market.specifier) };
    return render(EN.markets[key], values) === market.name ? render(catalog.markets[key], values) : market.name;
  });
}

/** An outcome's name in `locale`: words translated, competitor names and lines kept as the feed wrote them. */
export function outcomeName(marketId: number, outcomeId: string, name: string, locale: string): string {
  const catalog = catalogOf(locale);
  const marketKey = MARKET_KEY_BY_ID[marketId];
  const key = marketKey && OUTCOME_KEYS_BY_MARKET[marketKey]?.[outcomeId];
  if (!catalog || !key) return name;
  return memo(contentLocale(locale), `o|${key}|${name}`, () => {
    const values = parse(EN.outcomes[key], name);
    return values ? render(catalog.outcomes[key], values) : name;
  });
}

/** A market with its name and its outcomes' names in `locale` (the same object in English or when nothing moves). */
export function localizeMarket(market: Market, locale: string): Market {
  if (!catalogOf(locale)) return market;
  const name = marketName(market, locale);
  let outcomes: Outcome[] | null = null;
  market.outcomes.forEach((outcome, i) => {
    const translated = outcomeName(market.id, outcome.outcomeId, outcome.name, locale);
    if (translated === outcome.name) return;
    outcomes ??= [...market.outcomes];
    outcomes[i] = { ...outcome, name: translated };
  });
  if (name === market.name && outcomes === null) return market;
  return { ...market, name, outcomes: outcomes ?? market.outcomes };
}

/** The catalog key and number of a score period (`1st_half` → half 1, `set_3` → set 3, `overtime_2` → overtime). */
export function periodKeyOf(periodKey: string): { key: PeriodKey; n: string } | null {
  const ordinal = /^(\d+)(?:st|nd|rd|th)_(half|quarter|period)$/.exec(periodKey);
  if (ordinal) return { key: ordinal[2] as PeriodKey, n: ordinal[1] ?? '' };
  const numbered = /^(set|map|innings)_(\d+)$/.exec(periodKey);
  if (numbered) return { key: numbered[1] as PeriodKey, n: numbered[2] ?? '' };
  if (/^overtime(_\d+)?$/.test(periodKey)) return { key: 'overtime', n: '' };
  if (periodKey === 'penalties') return { key: 'penalties', n: '' };
  if (periodKey === 'super_over') return { key: 'superOver', n: '' };
  return null;
}

function periodName(period: PeriodScore, catalog: NameCatalog): string {
  const parsed = periodKeyOf(period.periodKey);
  if (!parsed) return period.name;
  const values = { n: parsed.n };
  return render(EN.periods[parsed.key], values) === period.name
    ? render(catalog.periods[parsed.key], values)
    : period.name;
}

/** A score with its period names in `locale` (the same object in English or without periods). */
export function localizeScore(score: Score | null, locale: string): Score | null {
  const catalog = catalogOf(locale);
  if (!score || !catalog || score.periodScores.length === 0) return score;
  return { ...score, periodScores: score.periodScores.map((p) => ({ ...p, name: periodName(p, catalog) })) };
}

/** The names a bet selection carries: stored in English at placement, shown in the reader's language. */
export interface NamedSelection {
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
  readonly marketName: string;
  readonly outcomeName: string;
}

/** A selection with its market and outcome names in `locale` (the same object in English). */
export function localizeSelection<S extends NamedSelection>(selection: S, locale: string): S {
  if (!catalogOf(locale)) return selection;
  const market = { id: selection.marketId, specifier: selection.specifier, name: selection.marketName };
  const translatedMarket = marketName(market, locale);
  const translatedOutcome = outcomeName(selection.marketId, selection.outcomeId, selection.outcomeName, locale);
  if (translatedMarket === selection.marketName && translatedOutcome === selection.outcomeName) return selection;
  return { ...selection, marketName: translatedMarket, outcomeName: translatedOutcome };
}

/** Bets (or shared bets) with every selection's names in `locale`. */
export function localizeSelections<B extends { readonly selections: readonly NamedSelection[] }>(
  bet: B,
  locale: string,
): B {
  if (!catalogOf(locale)) return bet;
  return { ...bet, selections: bet.selections.map((s) => localizeSelection(s, locale)) };
}
