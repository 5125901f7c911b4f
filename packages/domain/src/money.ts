import { formatFixed } from './fixed-point';

/** A currency the sportsbook accepts: `subunits` digits after the point; crypto and stablecoins are not fiat. */
export type Currency = { readonly code: string; readonly subunits: number; readonly fiat: boolean };

/** An amount in integer minor units (cents for EUR, satoshi for BTC) with its currency code. */
export type Money = { readonly amount: number; readonly currency: string };

/** Why a wire amount was refused; the slip shows the matching message. */
export type AmountProblem = 'format' | 'too_many_decimals' | 'not_positive' | 'too_large';

/** Currencies known to the domain rules, with their precision. */
export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', subunits: 2, fiat: true },
  { code: 'USD', subunits: 2, fiat: true },
  { code: 'GBP', subunits: 2, fiat: true },
  { code: 'BRL', subunits: 2, fiat: true },
  { code: 'CAD', subunits: 2, fiat: true },
  { code: 'AUD', subunits: 2, fiat: true },
  { code: 'PLN', subunits: 2, fiat: true },
  { code: 'TRY', subunits: 2, fiat: true },
  { code: 'JPY', subunits: 0, fiat: true },
  { code: 'BTC', subunits: 8, fiat: false },
  { code: 'ETH', subunits: 8, fiat: false },
  { code: 'USDT', subunits: 2, fiat: false },
];

/** The currency with this code (case-insensitive), or undefined when the domain does not know it. */
export function currencyByCode(code: string): Currency | undefined {
  const wanted = code.toUpperCase();
  return CURRENCIES.find((currency) => currency.code === wanted);
}

/** Throws RangeError unless `minor` is a safe integer: the invariant of every amount in minor units. */
export function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount in minor units must be a safe integer, got ${minor}`);
}

/** Builds a Money value, checking the amount is a safe integer of minor units. */
export function money(amount: number, currency: string): Money {
  assertMinor(amount);
  return { amount, currency };
}

function assertSubunits(subunits: number): void {
  if (!Number.isSafeInteger(subunits) || subunits < 0 || subunits > 18) {
    throw new RangeError(`subunits must be an integer from 0 to 18, got ${subunits}`);
  }
}

/**
 * Reads a positive major-unit amount from the wire ("10.50" with 2 subunits → 1050 minor units).
 * Only plain digits with an optional point and fraction are accepted: no sign, exponent, spaces or
 * thousands separators ('format'); no more decimals than the currency has ('too_many_decimals');
 * above zero ('not_positive'); at most Number.MAX_SAFE_INTEGER minor units ('too_large').
 */
export function parseMajorAmount(
  value: string,
  subunits: number,
): { ok: true; minor: number } | { ok: false; reason: AmountProblem } {
  assertSubunits(subunits);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return { ok: false, reason: 'format' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > subunits) return { ok: false, reason: 'too_many_decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(subunits) + BigInt(fraction.padEnd(subunits, '0') || '0');
  if (minor === 0n) return { ok: false, reason: 'not_positive' };
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'too_large' };
  return { ok: true, minor: Number(minor) };
}

/** Writes minor units as a major-unit string with every subunit digit: (1050, 2) → "10.50", (-5, 2) → "-0.05". */
export function formatMinor(minor: number, subunits: number): string {
  assertMinor(minor);
  assertSubunits(subunits);
  return formatFixed(minor, subunits);
}

/**
 * A major-unit amount written as a decimal number (an operator's limit: 10000, 0.5) in minor units, rounded to the
 * nearest minor unit of the decimal as written (15 significant digits first, so 0.1 × 100 is 10, not 10.000000000000002).
 */
export function majorToMinor(amount: number, subunits: number): number {
  return Math.round(Number((amount * 10 ** subunits).toPrecision(15)));
}
