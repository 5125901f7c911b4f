import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { loadMessages } from './messages';
import { PSEUDO_GROWTH, PSEUDO_LOCALE, pseudoLocalize } from './pseudo-locale';
import { routing } from './routing';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : flatten(v, `${prefix}${k}.`)));

/** The ICU syntax of a message: arguments, selectors, `#` and tags, with the literal text left out. */
function syntax(message: string): string[] {
  return (
    message.match(/\{[\w-]+(?:\s*,\s*\w+\s*,)?|(?<=[\s,}])(?:=\d+|zero|one|two|few|many|other)\s*\{|[{}#]|<\/?\w+>/g) ??
    []
  );
}

describe('pseudoLocalize', () => {
  it('accents letters, brackets the text and keeps placeholders', () => {
    const out = pseudoLocalize('Remove {selection}');
    expect(out).toMatch(/^\[Ŕéɱöṽé \{selection\}.*\]$/);
  });

  it('keeps plural and select syntax and accents the branches only', () => {
    const out = pseudoLocalize('{count, plural, =0 {No picks yet} one {# pick} other {# picks}}');
    expect(out.startsWith('[{count, plural, =0 {Ñö þîçķš ýéţ} one {# þîçķ} other {# þîçķš}}')).toBe(true);
    expect(pseudoLocalize('{kind, select, free {Free bet} other {Bet}}')).toContain(
      '{kind, select, free {Ƒŕéé ƀéţ} other {Ɓéţ}}',
    );
  });

  it('leaves a `#` outside a plural, tags and number arguments alone', () => {
    expect(pseudoLocalize('Prices changed: #')).toContain('Þŕîçéš çĥáñĝéđ: #');
    expect(pseudoLocalize('Read the <link>rules</link>')).toContain('Ŕéáđ ţĥé <link>ŕûļéš</link>');
    expect(pseudoLocalize('Paid {amount, number, ::currency/EUR}')).toContain('{amount, number, ::currency/EUR}');
  });

  it('makes every English message at least 40 % longer with the same ICU syntax', () => {
    for (const [key, message] of flatten(en)) {
      const out = pseudoLocalize(message);
      expect(out.length, key).toBeGreaterThanOrEqual(Math.ceil(message.length * PSEUDO_GROWTH));
      expect(syntax(out), key).toEqual(syntax(message));
      if (/[a-z]{3}/i.test(message.replace(/\{[^}]*\}/g, ''))) expect(out, key).toMatch(/[áéîöû]/i);
    }
  });

  it('is what the pseudo-locale loads, with the English keys', async () => {
    const messages = await loadMessages(PSEUDO_LOCALE);
    expect(messages.header['sign-in']).toBe(pseudoLocalize(en.header['sign-in']));
    expect(flatten(messages as unknown as Tree).map(([key]) => key)).toEqual(flatten(en).map(([key]) => key));
  });

  it('is not routable unless the build enables it (PSEUDO_LOCALE=1)', () => {
    expect(process.env.PSEUDO_LOCALE).toBeUndefined();
    expect(routing.locales).not.toContain(PSEUDO_LOCALE);
  });
});
