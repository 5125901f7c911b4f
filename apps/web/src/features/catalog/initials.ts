/** Club prefixes that say nothing about the team ("FC Utrecht" → "U", not "F"). */
const PREFIXES = new Set([
  'fc',
  'cf',
  'ac',
  'as',
  'sc',
  'sv',
  'cd',
  'ca',
  'ud',
  'sk',
  'fk',
  'bk',
  'if',
  'vfb',
  'vfl',
  'tsg',
  'rb',
  'afc',
  'ssc',
  'ogc',
  'rc',
  'sl',
  'us',
]);

/** Initials for a competitor without a logo: the first letters of up to `max` meaningful words. */
export function initials(name: string, max: number): string {
  const words = name.split(/[\s.-]+/).filter((w) => /\p{L}/u.test(w));
  const meaningful = words.filter((w) => !PREFIXES.has(w.toLowerCase()));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, max);
  return chosen
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
