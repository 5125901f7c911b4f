import { divideRoundHalfUp, formatFixed } from './fixed-point';
import { fractionFromOddsMillis } from './fractional-odds';

/** The odds display types a player can choose (spec: european, british, hongkong, american, indonesian, malaysian, percent). */
export type OddsType = 'european' | 'british' | 'hongkong' | 'american' | 'indonesian' | 'malaysian' | 'percent';

/** Every odds display type, in the order the settings menu lists them. */
export const ODDS_TYPES: readonly OddsType[] = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
];

/**
 * Decimal odds as integer thousandths (2.5 → 2500), the form all odds arithmetic uses.
 * Rounds to the nearest thousandth of the decimal as written (1.2345 → 1235, not the
 * 1234 its binary float would give). Throws RangeError unless the odds are finite and ≥ 1.
 */
export function toOddsMillis(decimal: number): number {
  if (!Number.isFinite(decimal) || decimal < 1) {
    throw new RangeError(`odds must be finite and at least 1, got ${decimal}`);
  }
  const scaled = decimal * 1000;
  // Only a value within a hair of half a thousandth can round differently from the decimal as written: the rest
  // skip the string round trip, which is a measurable part of a placement's CPU (several odds per bet).
  const fraction = scaled - Math.floor(scaled);
  const millis =
    scaled < 1e9 && Math.abs(fraction - 0.5) > 1e-6 ? Math.round(scaled) : Math.round(Number(scaled.toPrecision(15)));
  if (!Number.isSafeInteger(millis)) throw new RangeError(`odds too large: ${decimal}`);
  return millis;
}

/** Odds in thousandths, or null for a price no one can bet on (not finite, or not above 1). */
export function usableOddsMillis(odds: number): number | null {
  return Number.isFinite(odds) && odds > 1 ? toOddsMillis(odds) : null;
}

/** Decimal odds back from integer thousandths (2500 → 2.5). Throws RangeError unless a safe integer ≥ 1000. */
export function fromOddsMillis(millis: number): number {
  if (!Number.isSafeInteger(millis) || millis < 1000) {
    throw new RangeError(`odds thousandths must be an integer ≥ 1000, got ${millis}`);
  }
  return millis / 1000;
}

/**
 * Reads decimal odds from the wire or a form: a number, or a plain decimal string such as "2.5".
 * Returns null for anything else (signs, exponents, spaces, non-finite values) and for odds ≤ 1.
 */
export function parseDecimalOdds(input: number | string): number | null {
  const value = typeof input === 'number' ? input : /^\d+(\.\d+)?$/.test(input) ? Number(input) : Number.NaN;
  return Number.isFinite(value) && value > 1 ? value : null;
}

/**
 * Shows decimal odds in a display type, as the industry prints them:
 * european "2.50"; british ladder fraction ("6/4", "10/11", evens "1/1");
 * hongkong odds − 1 ("1.50"); american "+150" / "-200"; indonesian odds − 1 from 2.00
 * and −1/(odds − 1) below ("-2.00"); malaysian odds − 1 up to 2.00 and −1/(odds − 1) above
 * ("-0.50"); percent the implied probability 100/odds with one decimal ("66.7%").
 * Every rounding is half away from zero on exact integers. Throws RangeError for odds ≤ 1.
 * Price buttons cap odds above 40 with `formatCappedOdds`.
 */
export function formatOdds(decimal: number, type: OddsType): string {
  const millis = toOddsMillis(decimal);
  if (millis <= 1000) throw new RangeError(`odds must be above 1, got ${decimal}`);
  const profit = millis - 1000;
  const profitHundredths = divideRoundHalfUp(profit, 10);
  const inverseHundredths = divideRoundHalfUp(100_000, profit);
  switch (type) {
    case 'european':
      return formatFixed(divideRoundHalfUp(millis, 10), 2);
    case 'british': {
      const { numerator, denominator } = fractionFromOddsMillis(millis);
      return `${numerator}/${denominator}`;
    }
    case 'hongkong':
      return formatFixed(profitHundredths, 2);
    case 'american':
      return millis >= 2000 ? `+${profitHundredths}` : `-${inverseHundredths}`;
    case 'indonesian':
      return millis >= 2000 ? formatFixed(profitHundredths, 2) : formatFixed(-inverseHundredths, 2);
    case 'malaysian':
      return millis <= 2000 ? formatFixed(profitHundredths, 2) : formatFixed(-inverseHundredths, 2);
    case 'percent':
      return `${formatFixed(divideRoundHalfUp(1_000_000, millis), 1)}%`;
    default:
      throw new RangeError(`unknown odds type ${String(type satisfies never)}`);
  }
}

/** Spec 001 §9: a price above this is shown as a capped constant, not its exact value. */
export const DISPLAY_ODDS_CAP = 40;

/**
 * A price as the outcome buttons show it: `formatOdds`, except that odds above DISPLAY_ODDS_CAP show the cap in the
 * same type followed by "+" ("40.00+", "39/1+", "+3900+"), or preceded by "<" for the implied probability ("<2.5%").
 * The slip and the bet history show the exact odds the bettor takes.
 */
export function formatCappedOdds(decimal: number, type: OddsType): string {
  if (toOddsMillis(decimal) <= DISPLAY_ODDS_CAP * 1000) return formatOdds(decimal, type);
  const cap = formatOdds(DISPLAY_ODDS_CAP, type);
  return type === 'percent' ? `<${cap}` : `${cap}+`;
}

/**
 * The house's maximum odds in the win computation (spec 001 §9, value not shown; docs/decisions.md): no line of a bet
 * pays more than its stake × 10,000, whatever its legs multiply to. Potential wins, settlement returns and cash-out
 * offers all apply it.
 */
export const MAX_WIN_ODDS_MILLIS = 10_000_000;
