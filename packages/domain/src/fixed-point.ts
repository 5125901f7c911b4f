/**
 * Integer fixed-point helpers shared by money (minor units) and odds (thousandths).
 * Every value here is an integer; the scale says how many digits sit after the point.
 */

function toBigInt(value: number | bigint, name: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/**
 * Divides two integers and rounds to the nearest integer, halves away from zero
 * (`divideRoundHalfUp(5, 2) === 3`, `divideRoundHalfUp(-5, 2) === -3`).
 * Exact for every safe integer: the division is done with bigint, never with floats.
 * Throws RangeError for a zero divisor or a non-integer operand.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const n = toBigInt(numerator, 'numerator');
  const d = toBigInt(denominator, 'denominator');
  if (d === 0n) throw new RangeError('denominator must not be 0');
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  const rounded = (2n * absN + absD) / (2n * absD);
  return Number(negative ? -rounded : rounded);
}

/**
 * Writes an integer scaled by 10^scale as a decimal string with exactly `scale`
 * digits after the point: `formatFixed(1050, 2) === '10.50'`, `formatFixed(-5, 2) === '-0.05'`,
 * `formatFixed(7, 0) === '7'`. Throws RangeError for a non-integer value or scale.
 */
export function formatFixed(value: number | bigint, scale: number): string {
  if (!Number.isSafeInteger(scale) || scale < 0) {
    throw new RangeError(`scale must be a non-negative integer, got ${scale}`);
  }
  const v = toBigInt(value, 'value');
  const negative = v < 0n;
  const digits = (negative ? -v : v).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}
