import type { Score } from '@sportsbook/contract/catalog';
import type { MarketBook } from '../markets/market-book';
import { linesAround, type MarketDef, MarketDefs } from '../markets/market-def';
import { lineProbability } from '../models/lines';
import { createOutlook, matchOutlook, type SetState } from '../models/tennis';
import type { SettlementResult } from '../types';
import {
  CHANGED,
  type ClockFields,
  Drift,
  type EngineContext,
  type FinalScoreGrid,
  ordinal,
  periodScore,
  SECOND,
  SportEngine,
  settleHeadToHead,
  win,
} from './engine';

const Kind = { Winner: 1, SetHandicap: 2, TotalGames: 3, GameHandicap: 4, CorrectScore: 5, SetWinner: 6 } as const;
const SET_RESULTS = ['2-0', '2-1', '1-2', '0-2'] as const;
const GAME_POINTS = [0, 15, 30, 40];
const outlook = createOutlook();

/**
 * Tennis, best of three tie-break sets, simulated point by point from each player's probability of winning a
 * point on serve. Prices come from the exact Markov chain of the same point model (points → games → sets →
 * match), so winner, set, game-handicap and total-games markets are consistent at every point.
 */
export class TennisEngine extends SportEngine {
  readonly book: MarketBook;
  private readonly serveHome: number;
  private readonly serveAway: number;
  private readonly drifts = new Drift(0.9, 0.3);
  private started = false;
  private readonly sets: [number, number][] = [];
  private gamesHome = 0;
  private gamesAway = 0;
  private pointsHome = 0;
  private pointsAway = 0;
  /** Server of the current game; in a tie-break, who served its first point. */
  private homeServing = true;
  /** P(final sets 2-0, 2-1, 1-2, 0-2) as the last `price` computed them (the bet builder's grid). */
  private readonly pricedSets = new Float64Array(4);
  private readonly state: SetState = { gamesHome: 0, gamesAway: 0, pointsHome: 0, pointsAway: 0, homeServing: true };

  constructor(ctx: EngineContext) {
    super(ctx);
    const base = (ctx.format === 'wta' ? 0.57 : 0.64) + ctx.rng.between(-0.01, 0.01);
    const edge = ctx.home.strength - ctx.away.strength;
    this.serveHome = base + 0.12 * edge;
    this.serveAway = base - 0.12 * edge;
    this.book = this.createBook(this.markets());
  }

  private markets(): MarketDefs {
    const home = this.ctx.home.name;
    const away = this.ctx.away.name;
    matchOutlook(this.serveHome, this.serveAway, [], this.currentState(), outlook);
    let games = 0;
    let diff = 0;
    outlook.totalGames.forEach((p, k) => {
      games += p * k;
    });
    outlook.gameDiff.forEach((p, k) => {
      diff += p * (k - 20);
    });
    const totalBase = Math.floor(games) + 0.5;
    const hcpBase = -Math.round(diff) + 0.5;
    const m = new MarketDefs(this.ctx.baseMargin);
    m.winner({ id: 186, name: 'Winner', kind: Kind.Winner, groups: ['main'], priority: 1 }, home, away);
    m.totals(
      { id: 189, name: 'Total games', kind: Kind.TotalGames, groups: ['main', 'games'], priority: 2 },
      linesAround(totalBase, 1),
    );
    m.handicaps(
      { id: 188, name: 'Set handicap', kind: Kind.SetHandicap, groups: ['sets'], priority: 3 },
      [-1.5, 1.5],
      home,
      away,
    );
    m.handicaps(
      { id: 187, name: 'Game handicap', kind: Kind.GameHandicap, groups: ['games', 'handicaps'], priority: 4 },
      linesAround(hcpBase, 2),
      home,
      away,
    );
    m.add({
      id: 181,
      name: 'Correct score',
      kind: Kind.CorrectScore,
      outcomes: SET_RESULTS.map((s) => [s, s.replace('-', ':')] as const),
      groups: ['sets', 'correct_score'],
      priority: 5,
      extraMargin: 0.01,
    });
    for (let set = 1; set <= 3; set++) {
      m.winner(
        {
          id: 202,
          name: `${ordinal(set)} set - winner`,
          kind: Kind.SetWinner,
          specifierKey: 'setnr',
          line: set,
          groups: ['sets'],
          priority: 6,
        },
        home,
        away,
      );
    }
    return m;
  }

  private currentState(): SetState {
    const s = this.state;
    s.gamesHome = this.gamesHome;
    s.gamesAway = this.gamesAway;
    s.pointsHome = this.pointsHome;
    s.pointsAway = this.pointsAway;
    s.homeServing = this.homeServing;
    return s;
  }

  private inTiebreak(): boolean {
    return this.gamesHome === 6 && this.gamesAway === 6;
  }

  /** Whether home serves the next point (tie-break order: A, B, B, A, A, …). */
  private homeServesPoint(): boolean {
    if (!this.inTiebreak()) return this.homeServing;
    const k = this.pointsHome + this.pointsAway;
    return ((k + 1) >> 1) % 2 === 0 ? this.homeServing : !this.homeServing;
  }

  start(at: number): void {
    this.started = true;
    this.homeServing = this.ctx.rng.chance(0.5);
    this.stage = '1st_set';
    this.nextAt = at + this.ctx.rng.between(20, 45) * SECOND;
    this.changes = CHANGED.stage | CHANGED.score;
  }

  step(): void {
    const t = this.nextAt;
    const rng = this.ctx.rng;
    this.changes = CHANGED.score;
    this.suspendMs = 0;
    const homeServes = this.homeServesPoint();
    const homeWins = rng.next() < (homeServes ? this.serveHome : 1 - this.serveAway);
    if (homeWins) this.pointsHome++;
    else this.pointsAway++;
    const target = this.inTiebreak() ? 7 : 4;
    const ph = this.pointsHome;
    const pa = this.pointsAway;
    let pause = rng.between(20, 45);
    if ((ph >= target && ph - pa >= 2) || (pa >= target && pa - ph >= 2)) {
      pause = this.endGame(ph > pa, rng.between(20, 30));
    } else if (!this.inTiebreak()) {
      // Break point: the receiver wins the game with the next point.
      const receiver = this.homeServing ? pa : ph;
      const server = this.homeServing ? ph : pa;
      if (receiver >= 3 && receiver > server) this.suspendMs = rng.int(3, 6) * SECOND;
    }
    this.nextAt = this.finished ? Number.POSITIVE_INFINITY : t + pause * SECOND;
  }

  /** Records a game won; returns the pause before the next point in seconds. */
  private endGame(homeWon: boolean, pause: number): number {
    if (homeWon) this.gamesHome++;
    else this.gamesAway++;
    this.pointsHome = 0;
    this.pointsAway = 0;
    this.homeServing = !this.homeServing;
    const gh = this.gamesHome;
    const ga = this.gamesAway;
    const setOver = (gh >= 6 && gh - ga >= 2) || (ga >= 6 && ga - gh >= 2) || gh === 7 || ga === 7;
    if (!setOver) return (gh + ga) % 2 === 1 ? 90 : pause;
    this.sets.push([gh, ga]);
    this.gamesHome = 0;
    this.gamesAway = 0;
    this.changes |= CHANGED.stage;
    this.suspendMs = 8 * SECOND;
    const won = this.sets.filter(([h, a]) => h > a).length;
    if (won === 2 || this.sets.length - won === 2) {
      this.end();
      return 0;
    }
    this.stage = `${ordinal(this.sets.length + 1)}_set`;
    return 120;
  }

  score(): Score | null {
    if (!this.started) return null;
    const periods = this.sets.map(([h, a], i) => periodScore(h, a, `set_${i + 1}`, `${ordinal(i + 1)} set`, i + 1));
    if (!this.finished) {
      const n = this.sets.length + 1;
      periods.push(periodScore(this.gamesHome, this.gamesAway, `set_${n}`, `${ordinal(n)} set`, n));
    }
    const won = this.sets.filter(([h, a]) => h > a).length;
    return {
      totalScore: { home: won, away: this.sets.length - won },
      gameScore: this.finished ? null : this.gameScore(),
      currentServer: this.finished ? null : this.homeServesPoint() ? 'home' : 'away',
      periodScores: periods,
      maxPeriodNumber: 3,
    };
  }

  /** Points as shown: 0/15/30/40, 50 for advantage; tie-break points as they are. */
  private gameScore(): { home: number; away: number } {
    const h = this.pointsHome;
    const a = this.pointsAway;
    if (this.inTiebreak()) return { home: h, away: a };
    if (h >= 3 && a >= 3) {
      if (h === a) return { home: 40, away: 40 };
      return h > a ? { home: 50, away: 40 } : { home: 40, away: 50 };
    }
    return { home: GAME_POINTS[h] ?? 40, away: GAME_POINTS[a] ?? 40 };
  }

  clock(): ClockFields | null {
    return null;
  }

  drift(scale: number): void {
    this.drifts.step(this.ctx.rng, scale);
  }

  /**
   * The final score in sets as last priced (2-0, 2-1, 1-2, 0-2): the winner, set handicap and correct score read it;
   * games markets do not (the bet builder leaves them out).
   */
  override finalScoreGrid(): FinalScoreGrid | null {
    const [s20 = 0, s21 = 0, s12 = 0, s02 = 0] = this.pricedSets;
    if (s20 + s21 + s12 + s02 <= 0) return null;
    return {
      grid: [
        [0, 0, s02],
        [0, 0, s12],
        [s20, s21, 0],
      ],
      origin: { home: 0, away: 0 },
    };
  }

  price(): void {
    const serveHome = Math.min(0.9, Math.max(0.35, this.serveHome + this.drifts.home));
    const serveAway = Math.min(0.9, Math.max(0.35, this.serveAway + this.drifts.away));
    matchOutlook(serveHome, serveAway, this.sets, this.currentState(), outlook);
    const book = this.book;
    const s = outlook.setScores;
    this.pricedSets.set(s);
    book.defs.forEach((def, i) => {
      const from = book.offsets[i] ?? 0;
      book.closed[i] = 0;
      switch (def.kind) {
        case Kind.Winner:
          this.pair(i, outlook.homeWins);
          break;
        case Kind.SetHandicap:
          this.pair(i, def.line < 0 ? (s[0] ?? 0) : 1 - (s[3] ?? 0));
          break;
        case Kind.TotalGames:
          this.pair(i, lineProbability(outlook.totalGames, outlook.totalGames.length, 0, def.line));
          break;
        case Kind.GameHandicap:
          this.pair(i, lineProbability(outlook.gameDiff, outlook.gameDiff.length, -20, -def.line));
          break;
        case Kind.CorrectScore:
          for (let j = 0; j < 4; j++) book.fair[from + j] = s[j] ?? 0;
          break;
        case Kind.SetWinner: {
          const set = def.line - 1;
          const played = outlook.setPlayed[set] ?? 0;
          if (set < this.sets.length || played < 0.001) book.closed[i] = 1;
          else this.pair(i, outlook.setHome[set] ?? 0.5);
          break;
        }
      }
    });
  }

  protected settle(def: MarketDef, out: SettlementResult[]): void {
    const won = this.sets.filter(([h, a]) => h > a).length;
    const lost = this.sets.length - won;
    let gamesHome = 0;
    let gamesAway = 0;
    for (const [h, a] of this.sets) {
      gamesHome += h;
      gamesAway += a;
    }
    if (settleHeadToHead(out, def, { winner: Kind.Winner, handicap: Kind.SetHandicap }, won, lost)) return;
    if (settleHeadToHead(out, def, { handicap: Kind.GameHandicap, total: Kind.TotalGames }, gamesHome, gamesAway))
      return;
    switch (def.kind) {
      case Kind.CorrectScore:
        for (const r of SET_RESULTS) out.push(win(r === `${won}-${lost}`));
        break;
      case Kind.SetWinner: {
        const set = this.sets[def.line - 1];
        if (!set) out.push('refund_entire', 'refund_entire');
        else out.push(win(set[0] > set[1]), win(set[1] > set[0]));
        break;
      }
    }
  }
}
