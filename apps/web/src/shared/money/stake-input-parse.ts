/**
 * The stake field's text ↔ minor units, locale-aware: the locale's decimal separator (and "." always) marks the
 * fraction; group separators and spaces are ignored. More decimals than the currency has are refused, not rounded.
 */

/** The decimal and group separators of a locale ("," and "." for de). */
export function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

export type StakeParse = { ok: true; minor: number } | { ok: false; reason: 'format' | 'too_many_decimals' };

/** Reads typed text: "" → 0; "10,5" in de → 1050 (2 subunits); "1.234,50" in de → 123450. */
export function parseStakeInput(text: string, locale: string, subunits: number): StakeParse {
  const { decimal, group } = separators(locale);
  let value = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (value === '') return { ok: true, minor: 0 };
  if (decimal !== '.' && group !== '.') value = value.replace(decimal, '.');
  else if (decimal === ',') value = value.split('.').join('').replace(',', '.');
  else value = value.split(group).join('');
  // A decimal separator other than the locale's: accept "," as "." when no "." is present.
  if (!value.includes('.') && value.includes(',')) value = value.replace(',', '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, reason: 'format' };
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > subunits) return { ok: false, reason: 'too_many_decimals' };
  const minor = Number(whole) * 10 ** subunits + Number(fraction.padEnd(subunits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return { ok: false, reason: 'format' };
  return { ok: true, minor };
}

/** Minor units as the field shows them: 1050 → "10.50" (en), "10,50" (de); 0 → "". No grouping. */
export function formatStakeInput(minor: number, locale: string, subunits: number): string {
  if (minor <= 0) return '';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: minor % 10 ** subunits === 0 ? 0 : subunits,
    maximumFractionDigits: subunits,
    useGrouping: false,
  }).format(minor / 10 ** subunits);
}

/** Money for display: 1050 EUR → "€10.50"; `short` drops zero decimals (preset buttons: "€5"). */
export function formatMoney(minor: number, currency: string, subunits: number, locale: string, short = false): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: short && minor % 10 ** subunits === 0 ? 0 : subunits,
      maximumFractionDigits: subunits,
    }).format(minor / 10 ** subunits);
  } catch {
    return `${(minor / 10 ** subunits).toFixed(subunits)} ${currency}`;
  }
}
