import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import identical from './identical-to-english.json';
import { loadMessages, MESSAGE_LOCALES, mergeMessages, messageChain } from './messages';

type Tree = { [key: string]: string | Tree };
const dir = path.join(import.meta.dirname, '../../messages');
const read = (locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}

describe('messages', () => {
  const en = keys(read('en')).sort();

  it.each(MESSAGE_LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(keys(read(locale)).sort()).toEqual(en);
  });

  // A string left in English is a string not translated, unless a translator said the market uses the English word
  // ("Live", "OK", "ROI", "+{count}"): those are listed, locale by locale, in identical-to-english.json. The list
  // may not keep keys that were translated since (it would hide a later regression).
  it.each(MESSAGE_LOCALES.filter((l) => l !== 'en'))(
    '%s translates every string not allowed to stay English',
    (locale) => {
      const english = flatten(read('en'));
      const own = flatten(read(locale));
      const same = Object.keys(own).filter((key) => own[key] === english[key]);
      expect(same.sort()).toEqual([...((identical as Record<string, string[]>)[locale] ?? [])].sort());
    },
  );

  it('uses the spec keys and texts for the full-page messages', () => {
    const m = read('en') as unknown as {
      'global-error': { default: { title: string; description: string } };
      error: { connection: { title: string; description: string } };
      page: Record<string, Record<string, unknown>>;
    };
    expect(m['global-error'].default.title).toBeTruthy();
    expect(m.error.connection.title).toBeTruthy();
    expect(m.page.error?.description).toBe('Oops! Sorry, something went wrong. Please come back in a while.');
    expect(m.page.error?.['home-button']).toEqual({ title: 'Go to home page' });
    expect(m.page['not-found']?.description).toBe("Oops, sorry. We can't find that page.");
    expect(m.page.locked?.description).toBe('Unauthorized. Sorry, but you are not authorized to view the page');
    expect(m.page.blocked?.description).toBe("Sorry, we're not available in {countryName} right now.");
  });

  it('falls back to English, through the base language', () => {
    expect(messageChain('en-AU')).toEqual(['en']);
    expect(messageChain('pl')).toEqual(['en', 'pl']);
    expect(messageChain('fr-CA')).toEqual(['en', 'fr']);
    expect(messageChain('pt')).toEqual(['en', 'pt-BR']);
    expect(messageChain('de')).toEqual(['en', 'de']);
  });

  it('fills keys a file lacks from English', async () => {
    expect(mergeMessages({ a: 'A', b: { c: 'C', d: 'D' } }, { b: { c: 'c' } })).toEqual({
      a: 'A',
      b: { c: 'c', d: 'D' },
    });
    const australian = await loadMessages('en-AU');
    expect(australian.header['sign-in']).toBe('Sign in');
    const pl = await loadMessages('pl');
    expect(pl.header['sign-in']).not.toBe('Sign in');
    const de = await loadMessages('de');
    expect(de.header['sign-in']).toBe('Anmelden');
  });
});
