/**
 * Best-of-N series of sets or maps (volleyball, table tennis, esports) from per-set win probabilities: the
 * current set's and those of sets not yet started (which may differ, e.g. a deciding fifth set to 15).
 */
export interface SeriesOutlook {
  homeWins: number;
  /** P(final score h:a), index h * 8 + a. */
  finalScores: Float64Array;
  /** P(total sets played = k). */
  totalSets: Float64Array;
  /** Per set index 0..N-1: P(home wins it | it is played) and P(it is played). */
  setHome: Float64Array;
  setPlayed: Float64Array;
}

export function createSeriesOutlook(): SeriesOutlook {
  return {
    homeWins: 0,
    finalScores: new Float64Array(64),
    totalSets: new Float64Array(8),
    setHome: new Float64Array(7),
    setPlayed: new Float64Array(7),
  };
}

/**
 * @param completed winners of the finished sets, in order (true = home)
 * @param current P(home wins the set in progress), or NaN between sets (the next set then uses `fresh`)
 * @param fresh P(home wins set number i, 0-based) for a set not yet started
 */
export function seriesOutlook(
  bestOf: number,
  completed: readonly boolean[],
  current: number,
  fresh: (setIndex: number) => number,
  out: SeriesOutlook,
): void {
  const need = (bestOf + 1) / 2;
  out.homeWins = 0;
  out.finalScores.fill(0);
  out.totalSets.fill(0);
  out.setHome.fill(0);
  out.setPlayed.fill(0);
  let h = 0;
  let a = 0;
  completed.forEach((homeWon, i) => {
    out.setPlayed[i] = 1;
    out.setHome[i] = homeWon ? 1 : 0;
    if (homeWon) h++;
    else a++;
  });
  const walk = (sh: number, sa: number, p: number, first: boolean): void => {
    if (sh === need || sa === need) {
      if (sh > sa) out.homeWins += p;
      out.finalScores[sh * 8 + sa] = (out.finalScores[sh * 8 + sa] ?? 0) + p;
      out.totalSets[sh + sa] = (out.totalSets[sh + sa] ?? 0) + p;
      return;
    }
    const index = sh + sa;
    const q = first && !Number.isNaN(current) ? current : fresh(index);
    out.setPlayed[index] = (out.setPlayed[index] ?? 0) + p;
    out.setHome[index] = (out.setHome[index] ?? 0) + p * q;
    walk(sh + 1, sa, p * q, false);
    walk(sh, sa + 1, p * (1 - q), false);
  };
  walk(h, a, 1, true);
  for (let i = completed.length; i < bestOf; i++) {
    const played = out.setPlayed[i] ?? 0;
    if (played > 0) out.setHome[i] = (out.setHome[i] ?? 0) / played;
  }
}
