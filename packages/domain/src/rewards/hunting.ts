/**
 * Hunting (spec 000 §3 "Multi-bet freebet progress"): qualifying bets move a player along ranges, each range a number
 * of bets that earns a number of free bets. Ranges are cumulative steps: reaching 5 bets earns the 5-bet range's free
 * bets, reaching 10 adds the 10-bet range's. Pure; the server counts, the slip and the promotions page show.
 */

/** One step of a hunting campaign: at `bets` qualifying bets, `freebets` free bets are issued. */
export type HuntingRange = { readonly bets: number; readonly freebets: number };

/** How many free bets `progress` qualifying bets have earned in all (every step reached). */
export function freebetsEarned(ranges: readonly HuntingRange[], progress: number): number {
  return ranges.reduce((sum, range) => (progress >= range.bets ? sum + range.freebets : sum), 0);
}

/** The spec's "possible progress count": the bets of the last step (the bar's end). */
export function possibleProgress(ranges: readonly HuntingRange[]): number {
  return ranges.reduce((max, range) => Math.max(max, range.bets), 0);
}

/** The next step not reached yet, or null once the last one is. */
export function nextRange(ranges: readonly HuntingRange[], progress: number): HuntingRange | null {
  return [...ranges].sort((a, b) => a.bets - b.bets).find((range) => range.bets > progress) ?? null;
}
