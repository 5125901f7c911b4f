/**
 * Sets (or maps) won by reaching `target` points with a two-point lead, where the home side wins each rally
 * (point, round) with probability q independently: volleyball (25, fifth set 15), table tennis (11),
 * Counter-Strike maps (13 rounds, overtime approximated as win by two).
 */
export function setWinProbability(q: number, target: number, a: number, b: number): number {
  const deuce = (q * q) / (q * q + (1 - q) * (1 - q));
  if (a >= target && a - b >= 2) return 1;
  if (b >= target && b - a >= 2) return 0;
  if (a >= target - 1 && b >= target - 1) {
    if (a === b) return deuce;
    return a > b ? q + (1 - q) * deuce : q * deuce;
  }
  // Dynamic programming over the remaining grid, from the far corner back to (a, b).
  const size = target + 1;
  const w = scratch(size * size);
  for (let x = target; x >= a; x--) {
    for (let y = target; y >= b; y--) {
      let value: number;
      if (x >= target && x - y >= 2) value = 1;
      else if (y >= target && y - x >= 2) value = 0;
      else if (x >= target - 1 && y >= target - 1) {
        if (x === y) value = deuce;
        else value = x > y ? q + (1 - q) * deuce : q * deuce;
      } else {
        value = q * (w[(x + 1) * size + y] ?? 0) + (1 - q) * (w[x * size + y + 1] ?? 0);
      }
      w[x * size + y] = value;
    }
  }
  return w[a * size + b] ?? 0;
}

let buffer = new Float64Array(32 * 32);
function scratch(n: number): Float64Array {
  if (buffer.length < n) buffer = new Float64Array(n);
  return buffer;
}

/**
 * The rally win probability q that gives a set win probability of `pSet` (bisection; the set probability grows
 * with q). Used to turn team strength into per-rally odds.
 */
export function rallyProbabilityFor(pSet: number, target: number): number {
  let lo = 0.2;
  let hi = 0.8;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (setWinProbability(mid, target, 0, 0) < pSet) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
