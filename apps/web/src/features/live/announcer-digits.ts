/**
 * The announcer's counts in the locale's own digits without the browser's `Intl.NumberFormat`: its first
 * construction on a page loads the number data (13–18 ms here, a 100 ms task at Lighthouse's 4× CPU) and the
 * first batch of moving prices would pay it (docs/decisions.md, issue 22). The server, whose Intl is warm, sends
 * the ten digits with the texts; counts are read without grouping, as screen readers read them anyway.
 */

const digitsByLocale = new Map<string, string>();

/** The locale's digits 0–9 as its number format writes them ("0123456789", "٠١٢٣٤٥٦٧٨٩", …); once per locale. */
export function localeDigits(locale: string): string {
  let digits = digitsByLocale.get(locale);
  if (digits === undefined) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    digits = Array.from({ length: 10 }, (_, digit) => format.format(digit)).join('');
    digitsByLocale.set(locale, digits);
  }
  return digits;
}

/** A non-negative integer written with `digits` (from `localeDigits`). */
export function withDigits(count: number, digits: string): string {
  const glyphs = Array.from(digits);
  return String(Math.trunc(count)).replace(/\d/g, (d) => glyphs[Number(d)] ?? d);
}
