/**
 * Poisson probabilities P(X = k) for k = 0..size-1 into `out`, renormalised so the truncated tail does not leak
 * probability (rates here stay below 8, so size 11 keeps more than 99.9 % of the mass before renormalising).
 */
export function poissonPmf(mean: number, out: Float64Array, size: number = out.length): Float64Array {
  if (mean <= 0) {
    out.fill(0, 0, size);
    out[0] = 1;
    return out;
  }
  let p = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < size; k++) {
    out[k] = p;
    sum += p;
    p = (p * mean) / (k + 1);
  }
  for (let k = 0; k < size; k++) out[k] = (out[k] ?? 0) / sum;
  return out;
}

/** Standard normal cumulative distribution Φ(x) (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/**
 * P(X > threshold) for X ~ Normal(mean, sd²); a vanishing sd degenerates to a step at the mean, which is what a
 * finished period looks like.
 */
export function normalAbove(threshold: number, mean: number, sd: number): number {
  if (sd < 1e-9) return mean > threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / sd);
}

/**
 * A Normal(mean, sd²) count made whole (nonnegative): P(X rounds to k) for k = from..from + mass.length − 1 within
 * `spread` sd of the mean, the tails folded into the end cells so the masses sum to 1. A vanishing sd is a point
 * mass at the rounded mean.
 */
export function integerNormal(mean: number, sd: number, spread = 5): { from: number; mass: number[] } {
  const centre = Math.max(0, Math.round(mean));
  if (sd < 1e-9) return { from: centre, mass: [1] };
  const from = Math.max(0, Math.floor(mean - spread * sd));
  const to = Math.max(from, Math.ceil(mean + spread * sd));
  const mass: number[] = [];
  let below = 0;
  for (let k = from; k <= to; k++) {
    const above = k === to ? 0 : normalAbove(k + 0.5, mean, sd);
    const atOrBelow = 1 - above;
    mass.push(atOrBelow - below);
    below = atOrBelow;
  }
  return { from, mass };
}
