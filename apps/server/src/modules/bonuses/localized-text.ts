import type { LocalizedText } from '../../db/schema-bonuses';

/** A campaign's text in a locale: the locale's, else its base language's, else English. */
export function textIn(texts: LocalizedText, locale: string): string {
  return texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? '';
}
