/**
 * Bet limits in the bet's currency. The operator's limits (settings `betsLimits`) are amounts in one currency each
 * (max stake in EUR for fiat and in USDT for crypto, max payout in EUR); a bet in another currency is checked against
 * the limit converted at the operator's reference rate, so no currency escapes a limit. The rates are the operator's
 * (a production operator would load them from its treasury feed and refresh them); the conversion is exact decimal
 * arithmetic and rounds down to the bet currency's minor unit, the strict side of a maximum.
 */
import { currencyByCode } from '@sportsbook/domain/money';

/** Units of each currency one EUR buys, as decimal text (reference rates for limits only; never for money moves). */
export const LIMIT_REFERENCE_RATES: Readonly<Record<string, string>> = {
  EUR: '1',
  USD: '1.08',
  GBP: '0.85',
  BRL: '6.2',
  CAD: '1.5',
  AUD: '1.65',
  PLN: '4.3',
  TRY: '38',
  JPY: '165',
  BTC: '0.000011',
  ETH: '0.00033',
  USDT: '1.08',
};

/** A limit amount (major units of `from`) in minor units of `to`; undefined when a rate or currency is unknown. */
export type LimitConverter = (amountMajor: number, from: string, to: string) => number | undefined;

/** A decimal text (or number) as an integer numerator over 10^scale; null when it is not a plain decimal. */
function decimal(value: string): { units: bigint; scale: number } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

/**
 * A converter at `rates` (units per one reference unit, decimal text). Each answer is computed once per amount and
 * pair (the limits are few and fixed at start), so placement pays a map lookup.
 */
export function limitConverter(rates: Readonly<Record<string, string>> = LIMIT_REFERENCE_RATES): LimitConverter {
  const memo = new Map<string, number | undefined>();
  return (amountMajor, from, to) => {
    const key = `${amountMajor}|${from}|${to}`;
    if (memo.has(key)) return memo.get(key);
    const value = convert(rates, amountMajor, from.toUpperCase(), to.toUpperCase());
    memo.set(key, value);
    return value;
  };
}

function convert(
  rates: Readonly<Record<string, string>>,
  amountMajor: number,
  from: string,
  to: string,
): number | undefined {
  const target = currencyByCode(to);
  const rateFrom = decimal(rates[from] ?? '');
  const rateTo = decimal(rates[to] ?? '');
  const amount = Number.isFinite(amountMajor) && amountMajor >= 0 ? decimal(String(amountMajor)) : null;
  if (!target || !rateFrom || !rateTo || !amount || rateFrom.units === 0n) return undefined;
  // amount × rateTo / rateFrom × 10^subunits, every factor an integer over a power of ten, floored once.
  const numerator = amount.units * rateTo.units * 10n ** BigInt(target.subunits + rateFrom.scale);
  const denominator = rateFrom.units * 10n ** BigInt(amount.scale + rateTo.scale);
  const minor = numerator / denominator;
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(minor);
}
