import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_NAMES, contentChain, loadContent } from './content-page';
import { parseBlocks } from './markdown';

const CONTENT_DIR = path.join(process.cwd(), 'content');
const FOLDERS = readdirSync(CONTENT_DIR);
/** The twelve most used locales carry every content page (docs/decisions.md "Content pages in twelve languages"). */
const TRANSLATED = ['en', 'de', 'es', 'fr', 'pt-BR', 'it', 'tr', 'ru', 'pl', 'ar', 'ja', 'zh'];

const file = (locale: string, name: string) => readFileSync(path.join(CONTENT_DIR, locale, `${name}.md`), 'utf8');

describe('content fallback chain', () => {
  it('tries the locale, its base language, a regional folder of that language, then English', () => {
    expect(contentChain('de', FOLDERS)).toEqual(['de', 'en']);
    expect(contentChain('fr-CA', FOLDERS)).toEqual(['fr', 'en']);
    expect(contentChain('pt', FOLDERS)).toEqual(['pt-BR', 'en']);
    expect(contentChain('pt-BR', FOLDERS)).toEqual(['pt-BR', 'en']);
    expect(contentChain('en-AU', FOLDERS)).toEqual(['en']);
    expect(contentChain('ko', FOLDERS)).toEqual(['en']);
  });

  it('never turns a locale that is not a folder into a path', () => {
    expect(contentChain('../../etc', FOLDERS)).toEqual(['en']);
    expect(contentChain('', FOLDERS)).toEqual(['en']);
  });

  it('serves every page in each of the twelve locales from its own file', async () => {
    expect([...FOLDERS].sort()).toEqual([...TRANSLATED].sort());
    for (const locale of TRANSLATED) {
      for (const name of CONTENT_NAMES) {
        const source = await loadContent(name, locale);
        expect(source, `${locale}/${name}`).toBe(file(locale, name));
        expect(source, `${locale}/${name}`).toMatch(/^# \S/);
      }
    }
  });

  it('falls back along the chain for the other locales', async () => {
    expect(await loadContent('help-center', 'pt')).toBe(file('pt-BR', 'help-center'));
    expect(await loadContent('terms-and-conditions', 'fr-CA')).toBe(file('fr', 'terms-and-conditions'));
    expect(await loadContent('about', 'zh-TW')).toBe(file('zh', 'about'));
    expect(await loadContent('general-rules', 'ko')).toBe(file('en', 'general-rules'));
    expect(await loadContent('help-center', 'en-NZ')).toBe(file('en', 'help-center'));
  });
});

describe('translated content', () => {
  const headings = (source: string) => parseBlocks(source).filter((block) => block.type === 'heading');
  const anchors = (source: string) => [...source.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((m) => m[1]);

  it('keeps the help center anchors of English in every language, and every contents link lands', () => {
    const ids = (source: string) => headings(source).flatMap((h) => (h.type === 'heading' && h.id ? [h.id] : []));
    const english = ids(file('en', 'help-center'));
    expect(english).toContain('cash-out');
    for (const locale of TRANSLATED) {
      const source = file(locale, 'help-center');
      expect(ids(source), locale).toEqual(english);
      for (const anchor of anchors(source)) expect(english, `${locale} #${anchor}`).toContain(anchor);
    }
  });

  it('has the same sections as English, and the terms carry the same version', () => {
    for (const name of CONTENT_NAMES) {
      const english = file('en', name);
      for (const locale of TRANSLATED) {
        const source = file(locale, name);
        expect(
          headings(source).map((h) => h.level),
          `${locale}/${name}`,
        ).toEqual(headings(english).map((h) => h.level));
        if (locale !== 'en') expect(source, `${locale}/${name}`).not.toBe(english);
      }
    }
    for (const locale of TRANSLATED) expect(file(locale, 'terms-and-conditions'), locale).toMatch(/1\.0/);
  });
});
