/**
 * Tennis from point-win probabilities (a Markov chain: points → games → tie-breaks → sets → best-of-three match).
 * `serveHome` = P(home wins a point on own serve), `serveAway` = P(away wins a point on own serve).
 */

/** P(the server wins the game) from `a` server points vs `b` receiver points (0, 1, 2, 3 = 0/15/30/40, then deuce). */
export function gameWinProbability(p: number, a: number, b: number): number {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const memo = (x: number, y: number): number => {
    if (x >= 4 && x - y >= 2) return 1;
    if (y >= 4 && y - x >= 2) return 0;
    if (x >= 3 && y >= 3) {
      if (x === y) return deuce;
      return x > y ? p + q * deuce : p * deuce;
    }
    return p * memo(x + 1, y) + q * memo(x, y + 1);
  };
  return memo(a, b);
}

/** Serving side of tie-break point number `k` (0-based): A, B, B, A, A, B, B, … where A served the first point. */
function firstServerServes(k: number): boolean {
  return ((k + 1) >> 1) % 2 === 0;
}

/**
 * P(home wins the tie-break to `target` points, win by two) from `a`:`b` (home:away), given who served its first
 * point.
 */
export function tiebreakWinProbability(
  serveHome: number,
  serveAway: number,
  homeServedFirst: boolean,
  a: number,
  b: number,
  target = 7,
): number {
  const pointWin = (k: number): number => (firstServerServes(k) === homeServedFirst ? serveHome : 1 - serveAway);
  // Two points from an even score: one served by each side.
  const both = serveHome * (1 - serveAway);
  const neither = (1 - serveHome) * serveAway;
  const deuce = both / (both + neither);
  const memo = new Map<number, number>();
  const win = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x >= target - 1 && y >= target - 1) {
      if (x === y) return deuce;
      const p = pointWin(x + y);
      return x > y ? p + (1 - p) * deuce : p * deuce;
    }
    const key = x * 64 + y;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const p = pointWin(x + y);
    const value = p * win(x + 1, y) + (1 - p) * win(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return win(a, b);
}

/** The 14 possible final set scores, home wins first. */
export const SET_SCORES: readonly (readonly [number, number])[] = [
  [6, 0],
  [6, 1],
  [6, 2],
  [6, 3],
  [6, 4],
  [7, 5],
  [7, 6],
  [0, 6],
  [1, 6],
  [2, 6],
  [3, 6],
  [4, 6],
  [5, 7],
  [6, 7],
];
const SCORE_INDEX = new Map(SET_SCORES.map(([h, a], i) => [h * 8 + a, i]));

function terminalIndex(h: number, a: number): number {
  if ((h === 6 && a <= 4) || (a === 6 && h <= 4) || h === 7 || a === 7) return SCORE_INDEX.get(h * 8 + a) ?? -1;
  return -1;
}

export interface SetState {
  gamesHome: number;
  gamesAway: number;
  /** Points in the current game (or tie-break). */
  pointsHome: number;
  pointsAway: number;
  /** Who serves the current game (in a tie-break: who served its first point). */
  homeServing: boolean;
}

const mass = new Float64Array(64);

/**
 * Distribution of the final score of a set (indexed like SET_SCORES) from a state inside it.
 * Servers alternate every game; the tie-break counts as one game for the alternation.
 */
export function setScoreDistribution(serveHome: number, serveAway: number, s: SetState, out: Float64Array): void {
  out.fill(0, 0, 14);
  mass.fill(0);
  const holdHome = gameWinProbability(serveHome, 0, 0);
  const holdAway = gameWinProbability(serveAway, 0, 0);
  const g0 = s.gamesHome + s.gamesAway;
  // Server of game number g (0-based within the set): alternates from the current game's server.
  const homeServes = (g: number): boolean => ((g - g0) % 2 === 0 ? s.homeServing : !s.homeServing);
  const inTiebreak = s.gamesHome === 6 && s.gamesAway === 6;
  let pHomeCurrent: number;
  if (inTiebreak) {
    pHomeCurrent = tiebreakWinProbability(serveHome, serveAway, s.homeServing, s.pointsHome, s.pointsAway);
  } else if (s.homeServing) {
    pHomeCurrent = gameWinProbability(serveHome, s.pointsHome, s.pointsAway);
  } else {
    pHomeCurrent = 1 - gameWinProbability(serveAway, s.pointsAway, s.pointsHome);
  }
  const add = (h: number, a: number, p: number): void => {
    const t = terminalIndex(h, a);
    if (t >= 0) out[t] = (out[t] ?? 0) + p;
    else mass[h * 8 + a] = (mass[h * 8 + a] ?? 0) + p;
  };
  add(s.gamesHome + 1, s.gamesAway, pHomeCurrent);
  add(s.gamesHome, s.gamesAway + 1, 1 - pHomeCurrent);
  for (let total = g0 + 1; total <= 12; total++) {
    for (let h = Math.max(0, total - 6); h <= Math.min(6, total); h++) {
      const a = total - h;
      const p = mass[h * 8 + a] ?? 0;
      if (p === 0) continue;
      const homeServing = homeServes(total);
      let pHome: number;
      if (h === 6 && a === 6) pHome = tiebreakWinProbability(serveHome, serveAway, homeServing, 0, 0);
      else pHome = homeServing ? holdHome : 1 - holdAway;
      add(h + 1, a, p * pHome);
      add(h, a + 1, p * (1 - pHome));
    }
  }
}

/** What a best-of-three match looks like from now: everything the tennis markets need. */
export interface MatchOutlook {
  homeWins: number;
  /** P(final sets) for 2:0, 2:1, 1:2, 0:2. */
  setScores: Float64Array;
  /** P(total games = k). */
  totalGames: Float64Array;
  /** P(home games − away games = k − 20). */
  gameDiff: Float64Array;
  /** Per set number 1..3 (index 0..2): P(home wins it) and P(it is played). */
  setHome: Float64Array;
  setPlayed: Float64Array;
}

export function createOutlook(): MatchOutlook {
  return {
    homeWins: 0,
    setScores: new Float64Array(4),
    totalGames: new Float64Array(40),
    gameDiff: new Float64Array(41),
    setHome: new Float64Array(3),
    setPlayed: new Float64Array(3),
  };
}

const current = new Float64Array(14);
const freshHome = new Float64Array(14);
const freshAway = new Float64Array(14);

/**
 * Enumerates the rest of a best-of-three match: the current set from its state, later sets from 0:0 with the
 * server following the alternation. `completed` holds the games of finished sets.
 */
export function matchOutlook(
  serveHome: number,
  serveAway: number,
  completed: readonly (readonly [number, number])[],
  state: SetState,
  out: MatchOutlook,
): void {
  out.homeWins = 0;
  out.setScores.fill(0);
  out.totalGames.fill(0);
  out.gameDiff.fill(0);
  out.setHome.fill(0);
  out.setPlayed.fill(0);
  let setsHome = 0;
  let setsAway = 0;
  let games = 0;
  let diff = 0;
  completed.forEach(([h, a], i) => {
    if (h > a) setsHome++;
    else setsAway++;
    games += h + a;
    diff += h - a;
    if (i < 3) {
      out.setPlayed[i] = 1;
      out.setHome[i] = h > a ? 1 : 0;
    }
  });
  if (setsHome === 2 || setsAway === 2) {
    record(out, setsHome, setsAway, games, diff, 1);
    return;
  }
  setScoreDistribution(serveHome, serveAway, state, current);
  const start = { gamesHome: 0, gamesAway: 0, pointsHome: 0, pointsAway: 0, homeServing: true };
  setScoreDistribution(serveHome, serveAway, start, freshHome);
  start.homeServing = false;
  setScoreDistribution(serveHome, serveAway, start, freshAway);
  // The current set's first server, so the next set's first server follows the alternation.
  const currentGames = state.gamesHome + state.gamesAway;
  const currentFirstHome = currentGames % 2 === 0 ? state.homeServing : !state.homeServing;
  const walk = (
    dist: Float64Array,
    firstHome: boolean,
    setNo: number,
    sh: number,
    sa: number,
    g: number,
    d: number,
    p: number,
  ): void => {
    for (let i = 0; i < 14; i++) {
      const pi = p * (dist[i] ?? 0);
      if (pi < 1e-12) continue;
      const score = SET_SCORES[i];
      if (!score) continue;
      const [h, a] = score;
      const homeWon = h > a;
      out.setPlayed[setNo] = (out.setPlayed[setNo] ?? 0) + pi;
      if (homeWon) out.setHome[setNo] = (out.setHome[setNo] ?? 0) + pi;
      const nh = sh + (homeWon ? 1 : 0);
      const na = sa + (homeWon ? 0 : 1);
      const ng = g + h + a;
      const nd = d + h - a;
      if (nh === 2 || na === 2) {
        record(out, nh, na, ng, nd, pi);
        continue;
      }
      const nextFirstHome = (h + a) % 2 === 0 ? firstHome : !firstHome;
      walk(nextFirstHome ? freshHome : freshAway, nextFirstHome, setNo + 1, nh, na, ng, nd, pi);
    }
  };
  walk(current, currentFirstHome, completed.length, setsHome, setsAway, games, diff, 1);
  for (let i = 0; i < 3; i++) {
    const played = out.setPlayed[i] ?? 0;
    if (played > 0 && i >= completed.length) out.setHome[i] = (out.setHome[i] ?? 0) / played;
  }
}

function record(out: MatchOutlook, sh: number, sa: number, games: number, diff: number, p: number): void {
  if (sh > sa) out.homeWins += p;
  const idx = sh === 2 ? (sa === 0 ? 0 : 1) : sh === 1 ? 2 : 3;
  out.setScores[idx] = (out.setScores[idx] ?? 0) + p;
  const gi = Math.min(39, games);
  out.totalGames[gi] = (out.totalGames[gi] ?? 0) + p;
  const di = Math.max(0, Math.min(40, diff + 20));
  out.gameDiff[di] = (out.gameDiff[di] ?? 0) + p;
}
