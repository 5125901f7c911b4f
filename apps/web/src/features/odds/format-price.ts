import { formatCappedOdds, formatOdds, type OddsType } from '@sportsbook/domain/odds';

/**
 * A price in a display type; "–" for odds the formatter cannot show (≤ 1 or not finite). `capped`: the price
 * buttons' display, odds above 40 shown as the capped constant (spec 001 §9).
 */
export function formatPrice(odds: number, type: OddsType, options: { capped?: boolean } = {}): string {
  if (!Number.isFinite(odds) || odds <= 1) return '–';
  try {
    return options.capped ? formatCappedOdds(odds, type) : formatOdds(odds, type);
  } catch {
    return '–';
  }
}

/** Feed names can be lower case ("draw"); shown with a capital first letter. */
export function displayName(name: string): string {
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}
