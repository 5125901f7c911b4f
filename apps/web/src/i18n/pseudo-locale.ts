/**
 * The pseudo-locale: English with every letter accented and every string ~40 % longer, framed in brackets, so a
 * page in it shows at a glance what is not translatable (plain English), what is cut off (a missing "]") and what
 * does not make room for longer languages (overflow). Generated from en.json when loaded; routable only when the
 * build enables it (`PSEUDO_LOCALE=1`, config.ts), never listed in the language select, sitemaps or alternates.
 */

/** Its tag: a private-use region of English (as Chromium and Android name theirs), resolved to "en" everywhere else. */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

// Word-shaped padding, so longer texts wrap like real ones instead of forming one unbreakable run.
const PADDING_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** How much longer a pseudo-localized string is than its English source, at least. */
export const PSEUDO_GROWTH = 1.4;

function accent(text: string): string {
  let out = '';
  for (const char of text) out += ACCENTS[char] ?? char;
  return out;
}

function padding(length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += ` ${PADDING_WORDS[i % PADDING_WORDS.length]}`;
  // A cut that ends on a space would leave "[Ļîṽé ]": the last character is then a visible dot.
  const cut = out.slice(0, Math.max(length, 0));
  return cut.endsWith(' ') ? `${cut.slice(0, -1)}·` : cut;
}

/** Index of the `}` closing the `{` at `open`, or -1 when unbalanced. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * Accents the literal text of an ICU message and leaves its syntax alone: `{name}` and `{n, number}` arguments,
 * plural/select/selectordinal selectors (`one`, `=0`, `other`), `#`, rich-text tags (`<link>`…`</link>`) and
 * apostrophes (ICU quoting). The messages of plural and select branches are accented the same way.
 */
function accentMessage(message: string, inPlural: boolean): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i] ?? '';
    if (char === '<') {
      const end = message.indexOf('>', i);
      if (end > i) {
        out += message.slice(i, end + 1);
        i = end + 1;
        continue;
      }
    }
    if (char === '{') {
      const end = closing(message, i);
      if (end < 0) return out + message.slice(i);
      out += argument(message.slice(i + 1, end));
      i = end + 1;
      continue;
    }
    if (char === '#' && inPlural) {
      out += char;
      i++;
      continue;
    }
    out += accent(char);
    i++;
  }
  return out;
}

/** One `{…}` argument (without its braces), with the branches of plural and select accented. */
function argument(body: string): string {
  const match = /^(\s*[\w-]+\s*,\s*(plural|selectordinal|select)\s*,)([\s\S]*)$/.exec(body);
  if (!match) return `{${body}}`;
  const [, head = '', kind, branches = ''] = match;
  let out = head;
  let i = 0;
  while (i < branches.length) {
    const open = branches.indexOf('{', i);
    if (open < 0) {
      out += branches.slice(i);
      break;
    }
    const end = closing(branches, open);
    if (end < 0) {
      out += branches.slice(i);
      break;
    }
    // Selector (and an optional `offset:n`) verbatim, then the branch's message.
    out += `${branches.slice(i, open)}{${accentMessage(branches.slice(open + 1, end), kind !== 'select')}}`;
    i = end + 1;
  }
  return `{${out}}`;
}

/** One English message in the pseudo-locale: accented, bracketed and padded to at least 1.4 × its length. */
export function pseudoLocalize(message: string): string {
  if (message.trim() === '') return message;
  const body = accentMessage(message, false);
  const target = Math.ceil(message.length * PSEUDO_GROWTH);
  // Two brackets, plus word padding for the rest of the growth.
  return `[${body}${padding(target - body.length - 2)}]`;
}

type Tree = { [key: string]: string | Tree };

/** A whole message tree in the pseudo-locale (same keys). */
export function pseudoLocalizeTree<T extends Tree>(tree: T): T {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? pseudoLocalize(value) : pseudoLocalizeTree(value);
  }
  return out as T;
}
