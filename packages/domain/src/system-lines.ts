/** Bet types whose stake and return the domain computes (double, treble and accumulator are combos). */
export type BetType = 'single' | 'combo' | 'system';

/** A system type: every `winCount`-sized combination of `totalCount` selections ("2/3"). */
export type SystemType = { readonly winCount: number; readonly totalCount: number };

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/**
 * Number of lines in a system bet: every k-sized combination of n selections.
 * A "2/3" system has C(3, 2) = 3 lines; its total stake is 3 × the unit stake.
 * Exact integer arithmetic; throws RangeError unless 0 ≤ k ≤ n are integers and the count is a safe integer.
 */
export function systemLineCount(n: number, k: number): number {
  assertCount(n, 'n');
  assertCount(k, 'k');
  if (k > n) throw new RangeError(`k must not exceed n, got k=${k}, n=${n}`);
  const smaller = BigInt(Math.min(k, n - k));
  let count = 1n;
  // C(n, i) grows with i up to n/2, so the first count past the limit settles it.
  for (let i = 0n; i < smaller; i++) {
    count = (count * (BigInt(n) - i)) / (i + 1n);
    if (count > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`C(${n}, ${k}) is beyond safe integers`);
  }
  return Number(count);
}

/**
 * Yields every k-sized combination of `items`, in lexicographic order of positions
 * ([a,b,c], 2 → [a,b], [a,c], [b,c]), one at a time so large systems need no big array.
 * Throws RangeError unless 0 ≤ k ≤ items.length.
 */
export function* eachCombination<T>(items: readonly T[], k: number): Generator<T[]> {
  systemLineCount(items.length, k);
  const positions = Array.from({ length: k }, (_, i) => i);
  while (true) {
    // Every position is below items.length, so each read is defined.
    yield positions.map((p) => items[p] as T);
    let i = k - 1;
    while (i >= 0 && positions[i] === items.length - k + i) i--;
    if (i < 0) return;
    const start = (positions[i] ?? 0) + 1;
    for (let j = i; j < k; j++) positions[j] = start + j - i;
  }
}

/** Every k-sized combination of `items`, in lexicographic order of positions (see `eachCombination`). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  return [...eachCombination(items, k)];
}

/** Orders system types by totalCount, then winCount. */
export function compareSystemTypes(a: SystemType, b: SystemType): number {
  return a.totalCount - b.totalCount || a.winCount - b.winCount;
}

/**
 * System types offered for n selections: every k-of-n with 2 ≤ k < n, sorted by totalCount then
 * winCount (spec). Three selections offer only "2/3"; fewer than three offer none.
 */
export function systemTypes(n: number): SystemType[] {
  assertCount(n, 'n');
  const types: SystemType[] = [];
  for (let k = 2; k < n; k++) types.push({ winCount: k, totalCount: n });
  return types.sort(compareSystemTypes);
}

/** Reads a system id such as "2/3" into its system type; null unless it is "k/n" with 2 ≤ k < n, as `systemTypes` offers. */
export function parseSystemId(id: string): SystemType | null {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(id);
  if (!match) return null;
  const winCount = Number(match[1]);
  const totalCount = Number(match[2]);
  return winCount >= 2 && winCount < totalCount ? { winCount, totalCount } : null;
}

/** Writes a system type as its id: { winCount: 2, totalCount: 3 } → "2/3". */
export function formatSystemId(type: SystemType): string {
  return `${type.winCount}/${type.totalCount}`;
}

/**
 * Lines a bet stands on: a single has one selection and one line, a combo all its (one or more)
 * selections in one line, a system C(n, k) lines with 1 ≤ k ≤ n. Throws RangeError otherwise.
 */
export function betLineCount(type: BetType, n: number, k?: number): number {
  assertCount(n, 'n');
  if (type === 'single' && n === 1) return 1;
  if (type === 'combo' && n >= 1) return 1;
  if (type === 'system' && k !== undefined && k >= 1) return systemLineCount(n, k);
  throw new RangeError(`invalid ${type} bet: ${n} selections, system size ${k}`);
}

/**
 * Total stake of a bet in minor units: unit stake × lines (a "2/3" system at 100 costs 300).
 * Integer arithmetic only; throws RangeError for a non-safe-integer or negative unit stake,
 * an invalid bet shape (see `betLineCount`) or a total beyond safe integers.
 */
export function totalStake(unitStakeMinor: number, type: BetType, n: number, k?: number): number {
  assertCount(unitStakeMinor, 'unit stake');
  const total = unitStakeMinor * betLineCount(type, n, k);
  if (!Number.isSafeInteger(total)) throw new RangeError(`total stake beyond safe integers: ${unitStakeMinor} × lines`);
  return total;
}
