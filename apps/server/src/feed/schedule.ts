import type { SportData } from './data/types';
import { type CompetitorInfo, MINUTE } from './engines/engine';
import type { Random } from './random';
import type { League, ReferenceData } from './reference-data';

export interface Fixture {
  readonly league: League;
  readonly home: CompetitorInfo;
  readonly away: CompetitorInfo;
  readonly startTime: number;
}

/**
 * Kick-off delays, in units of the sport's typical duration L: 75 % within 0.02–2.6 L (the next hours), 25 %
 * within 2.6–12 L (up to a day ahead for football). The mean delay is about 2.8 L, so with one fixture per slot
 * scheduled when the previous one finishes about 1 / (1 + 2.8) ≈ 26 % of fixtures are live at any time.
 */
const NEAR = { weight: 0.75, from: 0.02, to: 2.6 } as const;
const FAR = { weight: 0.25, from: 2.6, to: 12 } as const;
const MEAN_DELAY = NEAR.weight * ((NEAR.from + NEAR.to) / 2) + FAR.weight * ((FAR.from + FAR.to) / 2);

/** Picks fixtures: a league, two competitors who are rested (no other fixture close in time), a start time. */
export class Scheduler {
  private readonly starts = new Map<number, number[]>();

  constructor(
    private readonly reference: ReferenceData,
    private readonly rng: Random,
  ) {}

  /** Time from one fixture's end to its slot's next kick-off. */
  delay(sport: SportData): number {
    const band = this.rng.chance(NEAR.weight) ? NEAR : FAR;
    return this.rng.between(band.from, band.to) * sport.liveMinutes * MINUTE;
  }

  /**
   * Start offset (from now) of a slot observed at a random moment of its cycle: negative when live (started
   * that long ago), otherwise the residual of a length-biased delay. Gives a steady state from the first tick.
   */
  initialOffset(sport: SportData): number {
    const duration = sport.liveMinutes * MINUTE;
    if (this.rng.chance(1 / (1 + MEAN_DELAY))) return -this.rng.next() * duration;
    const nearWeight = NEAR.weight * ((NEAR.from + NEAR.to) / 2);
    const band = this.rng.chance(nearWeight / MEAN_DELAY) ? NEAR : FAR;
    const longest = Math.sqrt(band.from ** 2 + this.rng.next() * (band.to ** 2 - band.from ** 2));
    return this.rng.next() * longest * duration;
  }

  /** A fixture of the sport at `startTime` or, when every league is busy then, the first free time after it. */
  fixture(sport: SportData, startTime: number): Fixture {
    const leagues = this.reference.leaguesBySport.get(sport.id) ?? [];
    if (leagues.length === 0) throw new Error(`no leagues for sport ${sport.key}`);
    const rest = sport.restMinutes * MINUTE;
    for (let start = startTime; ; start += 2 * 60 * MINUTE) {
      for (let attempt = 0; attempt < 12; attempt++) {
        const league = this.rng.pick(leagues);
        const free = league.competitors.filter((c) => this.isFree(c.id, start, rest));
        if (free.length < 2) continue;
        const i = this.rng.int(0, free.length - 1);
        let j = this.rng.int(0, free.length - 2);
        if (j >= i) j++;
        const home = free[i];
        const away = free[j];
        if (!home || !away) continue;
        this.book(home.id, start);
        this.book(away.id, start);
        return { league, home, away, startTime: start };
      }
    }
  }

  /** Frees the competitors' slot once the fixture left the catalog. */
  release(fixture: Fixture): void {
    for (const id of [fixture.home.id, fixture.away.id]) {
      const list = this.starts.get(id);
      if (!list) continue;
      const at = list.indexOf(fixture.startTime);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0) this.starts.delete(id);
    }
  }

  private isFree(id: number, start: number, rest: number): boolean {
    const list = this.starts.get(id);
    return !list || list.every((s) => Math.abs(s - start) >= rest);
  }

  private book(id: number, start: number): void {
    const list = this.starts.get(id);
    if (list) list.push(start);
    else this.starts.set(id, [start]);
  }
}
