/**
 * Strings of a client feature (slip, My Bets): a flat map of full message keys ("bet-slip.place",
 * "error.place_bets.default") to text.
 */
export type FlatMessages = Readonly<Record<string, string>>;

/** The text of a key with `{name}` placeholders filled; the key itself when missing (visible, never blank). */
export function tr(messages: FlatMessages, key: string, values: Record<string, string | number> = {}): string {
  const text = messages[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Whether a key has a text. */
export function has(messages: FlatMessages, key: string): boolean {
  return messages[key] !== undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(count: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Index of the `}` closing the brace opened just before `from`; -1 when unbalanced. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const PLURAL_HEAD = /\{\s*(\w+)\s*,\s*plural\s*,/g;
const PLURAL_BRANCH = /\s*(=\d+|\w+)\s*\{/y;

/** The text with each ICU plural argument replaced by its chosen branch (`#` the number); malformed text is kept. */
function selectPlurals(text: string, values: Record<string, string | number>, locale: string): string {
  // Own copies: the regexes keep their position, and a branch is read by a nested call.
  const heads = new RegExp(PLURAL_HEAD);
  const branchAt = new RegExp(PLURAL_BRANCH);
  let out = '';
  let done = 0;
  for (let head = heads.exec(text); head; head = heads.exec(text)) {
    const [whole, name = ''] = head;
    const branches = new Map<string, string>();
    let at = head.index + whole.length;
    branchAt.lastIndex = at;
    for (let branch = branchAt.exec(text); branch; branch = branchAt.exec(text)) {
      const end = closingBrace(text, branchAt.lastIndex);
      if (end < 0) return text;
      branches.set(branch[1] ?? '', text.slice(branchAt.lastIndex, end));
      at = end + 1;
      branchAt.lastIndex = at;
    }
    const close = text.indexOf('}', at);
    if (close < 0 || text.slice(at, close).trim() !== '') return text;
    const count = Number(values[name]);
    const chosen = Number.isFinite(count)
      ? (branches.get(`=${count}`) ?? branches.get(pluralCategory(count, locale)) ?? branches.get('other'))
      : branches.get('other');
    const number = Number.isFinite(count) ? new Intl.NumberFormat(locale).format(count) : String(values[name]);
    out += text.slice(done, head.index) + selectPlurals(chosen ?? '', values, locale).replaceAll('#', number);
    done = close + 1;
    heads.lastIndex = done;
  }
  return out + text.slice(done);
}

/**
 * `tr` for a text with ICU plural arguments (`{count, plural, one {# bet} other {# bets}}`): each takes its `=N`
 * branch, else the locale's plural category, else `other`, with `#` as the locale's number; then `{name}` as in `tr`.
 */
export function trPlural(
  messages: FlatMessages,
  key: string,
  values: Record<string, string | number>,
  locale: string,
): string {
  const text = messages[key];
  if (text === undefined) return key;
  return tr({ [key]: selectPlurals(text, values, locale) }, key, values);
}
