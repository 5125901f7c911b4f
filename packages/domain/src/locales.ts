/**
 * Locales the sportsbook ships, with the spec's aliases, right-to-left set and resolution order.
 * Tags compare case-insensitively with '_' read as '-'; results keep the spelling of the list they come from.
 */
import { DEFAULT_LOCALE, normalizeTag } from './locale-tags';

export { acceptLanguageFor, DEFAULT_LOCALE, realtimeLocale } from './locale-tags';

/** Each shipped locale, named in its own language (the settings' `nameInLocale`). */
const NAMES = {
  en: 'English',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-NZ': 'English (New Zealand)',
  'en-PH': 'English (Philippines)',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  uk: 'Українська',
  tr: 'Türkçe',
  ar: 'العربية',
  he: 'עברית',
  fa: 'فارسی',
  ur: 'اردو',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  ja: '日本語',
  ko: '한국어',
  zh: '简体中文',
  'zh-TW': '繁體中文',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  fil: 'Filipino',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fi: 'Suomi',
  cs: 'Čeština',
  sk: 'Slovenčina',
  hu: 'Magyar',
  ro: 'Română',
  bg: 'Български',
  el: 'Ελληνικά',
  'sr-ME': 'Srpski (Crna Gora)',
  hr: 'Hrvatski',
  tg: 'Тоҷикӣ',
  kk: 'Қазақ тілі',
  az: 'Azərbaycan',
  ka: 'ქართული',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  et: 'Eesti',
} as const satisfies Record<string, string>;

/** A locale code the sportsbook ships. */
export type Locale = keyof typeof NAMES;

/** The name of each shipped locale in its own language, e.g. `de` → "Deutsch". */
export const LOCALE_NAMES: Readonly<Record<string, string>> = NAMES;

/** Every shipped locale code ("about 40 languages are translated"; regional variants included). */
export const LOCALES: readonly Locale[] = Object.keys(NAMES).filter((code): code is Locale => code in NAMES);

/** Locales laid out right to left when the right-to-left feature is on. */
export const RTL_LOCALES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** The spec's default alias mapping: requested tag (URL slug or legacy code) → shipped locale. */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  no: 'nb',
  tl: 'fil',
  br: 'pt-BR',
  ph: 'en-PH',
  vn: 'vi',
  se: 'sv',
  tj: 'tg',
  kz: 'en',
  sr: 'sr-ME',
};

/** Lower-cased tag with '_' read as '-' and surrounding spaces trimmed ("pt_BR" → "pt-br"). */
function baseLanguage(tag: string): string {
  return normalizeTag(tag).split('-')[0] ?? '';
}

function aliasOf(tag: string): string | undefined {
  const key = normalizeTag(tag);
  return Object.hasOwn(LOCALE_ALIASES, key) ? LOCALE_ALIASES[key] : undefined;
}

/** True for locales laid out right to left: ar, he, fa, ur and their regional variants ("ar-EG"). */
export function isRtlLocale(locale: string): boolean {
  return RTL_LOCALES.includes(baseLanguage(locale));
}

/**
 * The entry of `available` that serves `requested`, or undefined when none does (steps 1–3 of `resolveLocale`):
 * 1. exact match ("PT_br" finds "pt-BR");
 * 2. alias ("br" → "pt-BR", "no" → "nb");
 * 3. base language: an available entry equal to the base ("de-AT" → "de"), else the first sharing it
 *    ("pt" → "pt-BR" when only that exists); the alias of the base ("no-NO" → "nb") and the base of the alias count too.
 */
export function matchLocale(requested: string | undefined | null, available: readonly string[]): string | undefined {
  if (!requested) return undefined;
  const find = (tag: string | undefined) =>
    tag ? available.find((code) => normalizeTag(code) === normalizeTag(tag)) : undefined;
  const findSameLanguage = (tag: string | undefined) =>
    tag ? (find(tag) ?? available.find((code) => baseLanguage(code) === baseLanguage(tag))) : undefined;
  const alias = aliasOf(requested);
  const base = baseLanguage(requested);
  return (
    find(requested) ??
    find(alias) ??
    findSameLanguage(base) ??
    findSameLanguage(aliasOf(base)) ??
    findSameLanguage(alias)
  );
}

/**
 * Picks the locale to serve from `available`, in the spec's order: `matchLocale` (exact, alias, base language),
 * then 4. the site's default, when it is available; 5. "en".
 */
export function resolveLocale(
  requested: string | undefined | null,
  available: readonly string[],
  defaultLocale: string,
): string {
  const match = matchLocale(requested, available);
  if (match) return match;
  return available.find((code) => normalizeTag(code) === normalizeTag(defaultLocale)) ?? DEFAULT_LOCALE;
}

/**
 * Language tags of an Accept-Language header, highest quality first (ties keep header order).
 * Drops "*", entries with q=0 and entries with a malformed quality: "da, en-GB;q=0.8, en;q=0.7" → ["da", "en-GB", "en"].
 */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  const entries: { tag: string; quality: number }[] = [];
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(rawTag)) continue;
    const qParam = params.find((param) => /^q\s*=/i.test(param));
    const qText = qParam?.replace(/^q\s*=\s*/i, '');
    if (qText !== undefined && !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(qText)) continue;
    const quality = qText === undefined ? 1 : Number(qText);
    if (quality > 0) entries.push({ tag: rawTag, quality });
  }
  return entries.sort((a, b) => b.quality - a.quality).map((entry) => entry.tag);
}
