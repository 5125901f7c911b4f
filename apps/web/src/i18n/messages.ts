import { DEFAULT_LOCALE } from '@sportsbook/domain/locales';
import en from '../../messages/en.json';
import { PSEUDO_LOCALE, pseudoLocalizeTree } from './pseudo-locale';

/** The message tree of a locale: nested objects of strings, keyed by the spec's dotted keys. */
export type Messages = typeof en;

/** Locales with their own message file; every other locale falls back along {@link messageChain}. */
export const MESSAGE_LOCALES = [
  'en',
  'de',
  'es',
  'pt-BR',
  'fr',
  'ar',
  'az',
  'bg',
  'bn',
  'cs',
  'da',
  'el',
  'et',
  'fa',
  'fi',
  'fil',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ka',
  'kk',
  'ko',
  'lt',
  'lv',
  'ms',
  'nb',
  'nl',
  'pl',
  'ro',
  'ru',
  'sk',
  'sr-ME',
  'sv',
  'tg',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh-TW',
  'zh',
] as const;
type MessageLocale = (typeof MESSAGE_LOCALES)[number];

// One chunk per locale, loaded on demand (English is in every page's server bundle as the fallback).
const loaders: Record<MessageLocale, () => Promise<{ default: unknown }>> = {
  en: async () => ({ default: en }),
  de: () => import('../../messages/de.json'),
  es: () => import('../../messages/es.json'),
  'pt-BR': () => import('../../messages/pt-BR.json'),
  fr: () => import('../../messages/fr.json'),
  ar: () => import('../../messages/ar.json'),
  az: () => import('../../messages/az.json'),
  bg: () => import('../../messages/bg.json'),
  bn: () => import('../../messages/bn.json'),
  cs: () => import('../../messages/cs.json'),
  da: () => import('../../messages/da.json'),
  el: () => import('../../messages/el.json'),
  et: () => import('../../messages/et.json'),
  fa: () => import('../../messages/fa.json'),
  fi: () => import('../../messages/fi.json'),
  fil: () => import('../../messages/fil.json'),
  he: () => import('../../messages/he.json'),
  hi: () => import('../../messages/hi.json'),
  hr: () => import('../../messages/hr.json'),
  hu: () => import('../../messages/hu.json'),
  id: () => import('../../messages/id.json'),
  it: () => import('../../messages/it.json'),
  ja: () => import('../../messages/ja.json'),
  ka: () => import('../../messages/ka.json'),
  kk: () => import('../../messages/kk.json'),
  ko: () => import('../../messages/ko.json'),
  lt: () => import('../../messages/lt.json'),
  lv: () => import('../../messages/lv.json'),
  ms: () => import('../../messages/ms.json'),
  nb: () => import('../../messages/nb.json'),
  nl: () => import('../../messages/nl.json'),
  pl: () => import('../../messages/pl.json'),
  ro: () => import('../../messages/ro.json'),
  ru: () => import('../../messages/ru.json'),
  sk: () => import('../../messages/sk.json'),
  'sr-ME': () => import('../../messages/sr-ME.json'),
  sv: () => import('../../messages/sv.json'),
  tg: () => import('../../messages/tg.json'),
  th: () => import('../../messages/th.json'),
  tr: () => import('../../messages/tr.json'),
  uk: () => import('../../messages/uk.json'),
  ur: () => import('../../messages/ur.json'),
  vi: () => import('../../messages/vi.json'),
  'zh-TW': () => import('../../messages/zh-TW.json'),
  zh: () => import('../../messages/zh.json'),
};

/** Message files to layer for a locale, most general first: `fr-CA` → en, fr; `pt` → en, pt-BR; `pl` → en. */
export function messageChain(locale: string): MessageLocale[] {
  const chain: MessageLocale[] = [DEFAULT_LOCALE];
  const base = locale.split('-')[0] ?? '';
  const sameBase = MESSAGE_LOCALES.find((code) => code.split('-')[0] === base);
  if (sameBase && !chain.includes(sameBase)) chain.push(sameBase);
  const exact = MESSAGE_LOCALES.find((code) => code === locale);
  if (exact && !chain.includes(exact)) chain.push(exact);
  return chain;
}

type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: keys of `over` win, keys missing in `over` keep the `base` text (so a partial file falls back). */
export function mergeMessages(base: Tree, over: unknown): Tree {
  if (!isTree(over)) return base;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    if (typeof value === 'string') out[key] = value;
    else if (isTree(value)) out[key] = mergeMessages(isTree(current) ? current : {}, value);
  }
  return out;
}

// Generated from English on first use (routing decides whether the pseudo-locale can be asked for at all).
let pseudoMessages: Messages | undefined;

/** The complete messages of a locale: English, overlaid with the base language's and the locale's own file. */
export async function loadMessages(locale: string): Promise<Messages> {
  if (locale === PSEUDO_LOCALE) {
    pseudoMessages ??= pseudoLocalizeTree(en);
    return pseudoMessages;
  }
  let tree: Tree = en;
  for (const code of messageChain(locale).slice(1)) {
    const file = await loaders[code]();
    tree = mergeMessages(tree, file.default);
  }
  return tree as Messages;
}
