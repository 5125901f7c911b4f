import { matchSchema } from '@sportsbook/contract/catalog';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedEvent, FeedMarket, FeedMatch, FeedSnapshot } from '../../src/feed/types';
import { createFeed, HOUR, lineOf, MINUTE, marginOf } from './helpers';

const SPORT_KEYS = [
  'football',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'table-tennis',
  'cricket',
  'cs2',
  'dota2',
  'league-of-legends',
];

function liveShare(snapshot: FeedSnapshot): { matches: number; live: number; share: number } {
  const matches = [...snapshot.matches.values()].filter((m) => m.type === 'match');
  const live = matches.filter((m) => m.status === 1).length;
  return { matches: matches.length, live, share: live / matches.length };
}

function allowedMarkets(snapshot: FeedSnapshot): { match: FeedMatch; market: FeedMarket }[] {
  const list: { match: FeedMatch; market: FeedMarket }[] = [];
  for (const [id, markets] of snapshot.markets) {
    const match = snapshot.matches.get(id);
    if (!match) continue;
    for (const market of markets) if (market.status === 1) list.push({ match, market });
  }
  return list;
}

describe('SimulatorFeed content', () => {
  const { feed } = createFeed(1);
  const snapshot = feed.snapshot();

  it('offers the ten sports with Betradar urns, and cyber sports from Oddin', () => {
    expect(snapshot.sports.map((s) => s.key)).toEqual(SPORT_KEYS);
    const football = snapshot.sports.find((s) => s.key === 'football');
    expect(football).toMatchObject({ id: 1, urnId: 'sr:sport:1', type: 'regular', provider: 'betradar' });
    for (const key of ['cs2', 'dota2', 'league-of-legends']) {
      const sport = snapshot.sports.find((s) => s.key === key);
      expect(sport?.type).toBe('cyber');
      expect(sport?.provider).toBe('oddin');
      expect(sport?.urnId).toMatch(/^od:sport:\d+$/);
    }
    for (const s of snapshot.sports) expect(s.names.en && s.names.de && s.names.es).toBeTruthy();
    expect(snapshot.sports.find((s) => s.key === 'ice-hockey')?.names.de).toBe('Eishockey');
  });

  it('has 30+ categories with country codes and names in en/de/es, and 60+ leagues', () => {
    expect(snapshot.categories.length).toBeGreaterThanOrEqual(30);
    expect(snapshot.tournaments.length).toBeGreaterThanOrEqual(60);
    expect(new Set(snapshot.categories.map((c) => c.id)).size).toBe(snapshot.categories.length);
    expect(new Set(snapshot.tournaments.map((t) => t.id)).size).toBe(snapshot.tournaments.length);
    const countries = snapshot.categories.filter((c) => c.countryCode !== null);
    expect(countries.length).toBeGreaterThanOrEqual(30);
    for (const c of countries) expect(c.countryCode).toMatch(/^[A-Z]{2}(-[A-Z]{3})?$/);
    expect(snapshot.categories.some((c) => c.countryCode === null)).toBe(true);
    for (const c of snapshot.categories) expect(c.names.en && c.names.de && c.names.es).toBeTruthy();
    expect(snapshot.categories.find((c) => c.countryCode === 'ES')?.names.es).toBe('España');
    const categoryIds = new Set(snapshot.categories.map((c) => c.id));
    for (const t of snapshot.tournaments) {
      expect(categoryIds.has(t.categoryId)).toBe(true);
      expect(t.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('keeps 300+ matches with about a quarter live, with non-ASCII names and a slug that ends with the id', () => {
    const { matches, share } = liveShare(snapshot);
    expect(matches).toBeGreaterThanOrEqual(300);
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(share).toBeLessThanOrEqual(0.35);
    const names = [...snapshot.matches.values()].flatMap((m) => m.competitors.map((c) => c.name));
    expect(names.some((n) => /[^\u0020-\u007e]/.test(n))).toBe(true);
    for (const m of snapshot.matches.values()) {
      expect(m.slug).toMatch(new RegExp(`^[a-z0-9-]+-${m.id}$`));
      if (m.type === 'match') expect(m.competitors.map((c) => c.qualifier)).toEqual(['home', 'away']);
    }
    const starts = [...snapshot.matches.values()].filter((m) => m.status === 0).map((m) => m.startTime);
    expect(Math.max(...starts) - snapshot.simTime).toBeGreaterThan(12 * HOUR);
  });

  it('has league-winner outrights with many competitors and a winner market', () => {
    const outrights = [...snapshot.matches.values()].filter((m) => m.type === 'outright');
    expect(outrights.length).toBeGreaterThanOrEqual(5);
    for (const o of outrights) {
      expect(o.competitors.length).toBeGreaterThanOrEqual(8);
      expect(o.competitors.every((c) => c.qualifier === null)).toBe(true);
      const [winner] = snapshot.markets.get(o.id) ?? [];
      expect(winner?.outcomes.length).toBe(o.competitors.length);
      expect(winner?.status).toBe(1);
      const tournament = snapshot.tournaments.find((t) => t.id === o.tournamentId);
      expect(tournament?.hasOutrights).toBe(true);
    }
  });

  it('produces matches and markets that fit the wire contract once localized', () => {
    const sports = new Map(snapshot.sports.map((s) => [s.id, s]));
    const categories = new Map(snapshot.categories.map((c) => [c.id, c]));
    const tournaments = new Map(snapshot.tournaments.map((t) => [t.id, t]));
    for (const m of [...snapshot.matches.values()].slice(0, 80)) {
      const sport = sports.get(m.sportId);
      const category = categories.get(m.categoryId);
      const tournament = tournaments.get(m.tournamentId);
      if (!sport || !category || !tournament) throw new Error(`dangling reference in match ${m.id}`);
      const markets = snapshot.markets.get(m.id) ?? [];
      const wire = {
        ...m,
        startTime: new Date(m.startTime).toISOString(),
        endDate: m.endDate === null ? null : new Date(m.endDate).toISOString(),
        live: m.status === 1,
        bettable: m.status <= 1,
        sportKey: sport.key,
        sport: {
          id: sport.id,
          slug: sport.key,
          name: sport.names.en,
          priority: sport.priority,
          key: sport.key,
          type: sport.type,
        },
        category: {
          id: category.id,
          slug: category.slug,
          name: category.names.en,
          priority: category.priority,
          countryCode: category.countryCode,
        },
        tournament: { id: tournament.id, slug: tournament.slug, name: tournament.name, priority: tournament.priority },
        marketsCount: markets.length,
        topMarketsCount: 0,
        mainMarket: markets[0] ?? null,
        secondaryMarket: markets[1] ?? null,
      };
      expect(() => matchSchema.parse(wire)).not.toThrow();
    }
  });
});

describe('SimulatorFeed scale (SIM_SCALE, load tests)', () => {
  it('adds lower-level copies of every league with their own teams, and about scale × the live matches', () => {
    const base = createFeed(1).feed.snapshot();
    const scaled = createFeed(1, { scale: 3 }).feed.snapshot();
    expect(scaled.tournaments.length).toBe(3 * base.tournaments.length);
    expect(new Set(scaled.tournaments.map((t) => t.id)).size).toBe(scaled.tournaments.length);
    expect(scaled.tournaments.map((t) => t.name)).toEqual(expect.arrayContaining(['Süper Lig II', 'Süper Lig III']));
    // Copies never offer outrights: the league winner stays with the real league.
    const outrights = (s: typeof base) => [...s.matches.values()].filter((m) => m.type === 'outright').length;
    expect(outrights(scaled)).toBe(outrights(base));
    // A team plays one match at a time, so copies bring their own teams.
    const live = [...scaled.matches.values()].filter((m) => m.status === 1 && m.type === 'match');
    const teams = live.flatMap((m) => m.competitors.map((c) => c.id));
    expect(new Set(teams).size).toBe(teams.length);
    expect(live.length).toBeGreaterThan(2.5 * liveShare(base).live);
  });
});

describe('SimulatorFeed determinism', () => {
  it('gives the same snapshots and events for the same seed and clock readings', () => {
    const a = createFeed(7);
    const b = createFeed(7);
    expect(a.feed.snapshot()).toEqual(b.feed.snapshot());
    const steps = [1_000, 500, 30_000, 5 * MINUTE, 2_000, 20 * MINUTE, 700];
    for (const step of steps) {
      a.clock.time += step;
      b.clock.time += step;
      expect(a.feed.tick()).toEqual(b.feed.tick());
    }
    expect(a.feed.snapshot()).toEqual(b.feed.snapshot());
    expect(a.feed.status()).toEqual(b.feed.status());
  });

  it('gives a different world for another seed', () => {
    const a = createFeed(7).feed.snapshot();
    const b = createFeed(8).feed.snapshot();
    expect([...a.matches.values()].map((m) => m.name)).not.toEqual([...b.matches.values()].map((m) => m.name));
  });
});

describe('SimulatorFeed over six simulated hours', () => {
  const { feed, run } = createFeed(3);
  const initial = feed.snapshot();
  const initialIds = new Set(initial.matches.keys());
  const batches: FeedEvent[][] = [];
  const checkpoints: FeedSnapshot[] = [];
  /** The first checkpoint as JSON when it was taken, to check its objects were not mutated by later ticks. */
  let firstCheckpointJson = '';
  const statuses = new Map<number, number[]>();
  const record = (m: FeedMatch) => {
    const seen = statuses.get(m.id) ?? [];
    if (seen[seen.length - 1] !== m.status) seen.push(m.status);
    statuses.set(m.id, seen);
  };

  beforeAll(() => {
    for (const m of initial.matches.values()) record(m);
    for (let half = 0; half < 12; half++) {
      for (const events of run(30, MINUTE)) {
        batches.push(events);
        for (const e of events) if (e.kind === 'match_upserted') record(e.match);
      }
      const snapshot = feed.snapshot();
      if (checkpoints.length === 0)
        firstCheckpointJson = JSON.stringify([...snapshot.matches.values(), ...snapshot.markets.values()]);
      checkpoints.push(snapshot);
    }
  });

  const events = () => batches.flat();

  it('moves matches prematch → live → finished and schedules new ones, keeping 300+ with 15–35 % live', () => {
    const paths = [...statuses.values()].map((s) => s.join('>'));
    expect(paths.filter((p) => p.startsWith('0>1') && p.endsWith('>4')).length).toBeGreaterThan(50);
    const newIds = [...statuses.keys()].filter((id) => !initialIds.has(id));
    expect(newIds.length).toBeGreaterThan(100);
    for (const snapshot of checkpoints) {
      const { matches, share } = liveShare(snapshot);
      expect(matches).toBeGreaterThanOrEqual(300);
      expect(share).toBeGreaterThanOrEqual(0.15);
      expect(share).toBeLessThanOrEqual(0.35);
    }
  });

  it('sometimes interrupts a match (stopped, then live again) and sometimes does not cover one live', () => {
    const paths = [...statuses.values()].map((s) => s.join('>'));
    expect(paths.some((p) => p.includes('1>2>1'))).toBe(true);
    expect(paths.some((p) => p.includes('0>5>4'))).toBe(true);
  });

  it('settles every finished match, then removes it after some minutes', () => {
    const settled = new Map<number, number>();
    const removed = new Map<number, number>();
    batches.forEach((batch, i) => {
      for (const e of batch) {
        if (e.kind === 'match_settled') settled.set(e.matchId, i);
        if (e.kind === 'match_removed') removed.set(e.matchId, i);
      }
    });
    // Matches that finished before the feed existed (status 4 in the first snapshot) were never announced.
    const finished = [...statuses.entries()].filter(([, s]) => s.includes(4) && s[0] !== 4).map(([id]) => id);
    expect(finished.length).toBeGreaterThan(50);
    expect(finished.filter((id) => !settled.has(id))).toEqual([]);
    expect(removed.size).toBeGreaterThan(50);
    for (const [id, at] of removed) {
      const settledAt = settled.get(id);
      if (settledAt !== undefined) expect(at - settledAt).toBeGreaterThanOrEqual(4);
      expect(feed.snapshot().matches.has(id)).toBe(false);
    }
  });

  it('emits at most one match_upserted and one markets_changed per match per tick, markets complete', () => {
    for (const batch of batches) {
      const upserts = batch.filter((e) => e.kind === 'match_upserted').map((e) => e.match.id);
      const changes = batch.filter((e) => e.kind === 'markets_changed').map((e) => e.matchId);
      expect(new Set(upserts).size).toBe(upserts.length);
      expect(new Set(changes).size).toBe(changes.length);
    }
    const final = feed.snapshot();
    for (const [matchId, markets] of final.markets) {
      for (const market of markets) {
        expect(market.matchId).toBe(matchId);
        for (const o of market.outcomes)
          expect(o.id).toBe(`${matchId}:${market.id}:${market.specifier}:${o.outcomeId}`);
      }
    }
  });

  it('keeps every allowed market at 1 + margin with the margin in [4 %, 8 %]', () => {
    let checked = 0;
    let lowest = 1;
    let highest = 0;
    const problems: string[] = [];
    for (const snapshot of [initial, ...checkpoints]) {
      for (const { match, market } of allowedMarkets(snapshot)) {
        const margin = marginOf(market);
        lowest = Math.min(lowest, margin);
        highest = Math.max(highest, margin);
        if (margin < 0.04 - 0.002 || margin > 0.08 + 0.002)
          problems.push(`${match.name} ${market.name} ${market.specifier}: ${margin}`);
        for (const o of market.outcomes) {
          if (o.odds < 1.01 || Math.round(o.odds * 100) / 100 !== o.odds)
            problems.push(`${market.name}: odds ${o.odds}`);
        }
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
    expect(lowest).toBeGreaterThanOrEqual(0.04 - 0.002);
    expect(highest).toBeLessThanOrEqual(0.08 + 0.002);
  });

  it('prices totals monotonically: P(over 1.5) ≥ P(over 2.5) ≥ P(over 3.5) for every football match', () => {
    let checked = 0;
    for (const snapshot of [initial, ...checkpoints]) {
      for (const [id, markets] of snapshot.markets) {
        if (snapshot.matches.get(id)?.sportId !== 1) continue;
        const totals = markets.filter((m) => m.id === 18 && m.status === 1).sort((x, y) => lineOf(x) - lineOf(y));
        // Implied probability of "over" with the margin taken out of each market.
        const over = totals.map((m) => {
          const [o, u] = m.outcomes;
          if (!o || !u || !o.active || !u.active) return Number.NaN;
          return 1 / o.odds / (1 / o.odds + 1 / u.odds);
        });
        const halfLines = totals
          .map((m, i) => [lineOf(m), over[i] ?? Number.NaN] as const)
          .filter(([l]) => l % 1 === 0.5);
        for (let i = 1; i < halfLines.length; i++) {
          const [, previous] = halfLines[i - 1] ?? [];
          const [, current] = halfLines[i] ?? [];
          if (previous === undefined || current === undefined || Number.isNaN(previous) || Number.isNaN(current))
            continue;
          expect(current).toBeLessThanOrEqual(previous + 1e-9);
          checked++;
        }
        for (let i = 1; i < over.length; i++) {
          const previous = over[i - 1] ?? Number.NaN;
          const current = over[i] ?? Number.NaN;
          if (!Number.isNaN(previous) && !Number.isNaN(current)) expect(current).toBeLessThanOrEqual(previous + 0.01);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('suspends live markets for a few seconds after goals and points, then allows them again', () => {
    const suspendedOnce = new Set<string>();
    const reopened = new Set<string>();
    for (const e of events()) {
      if (e.kind !== 'markets_changed') continue;
      for (const m of e.markets) {
        const key = `${m.matchId}:${m.id}:${m.specifier}`;
        if (m.status === -1) suspendedOnce.add(key);
        else if (m.status === 1 && suspendedOnce.has(key)) reopened.add(key);
      }
    }
    expect(suspendedOnce.size).toBeGreaterThan(100);
    expect(reopened.size).toBeGreaterThan(50);
  });

  it('deactivates decided outcomes and withdraws decided markets in live football', () => {
    let inactive = 0;
    let withdrawn = 0;
    for (const snapshot of checkpoints) {
      for (const [id, markets] of snapshot.markets) {
        const match = snapshot.matches.get(id);
        if (match?.sportId !== 1 || match.status !== 1 || !match.score) continue;
        const { home, away } = match.score.totalScore;
        const correctScore = markets.find((m) => m.id === 41 && m.status === 1);
        for (const o of correctScore?.outcomes ?? []) {
          const [h, a] = o.outcomeId.split('-').map(Number);
          if (h !== undefined && a !== undefined && (h < home || a < away)) {
            expect(o.active).toBe(false);
            inactive++;
          }
        }
        for (const m of markets) {
          if (m.id === 18 && lineOf(m) < home + away) {
            expect(m.status, `${match.name} ${m.specifier} at ${home}:${away}`).toBe(0);
            withdrawn++;
          }
        }
      }
    }
    expect(inactive).toBeGreaterThan(20);
    expect(withdrawn).toBeGreaterThan(20);
  });

  it('reports live clocks, scores with periods, and current servers', () => {
    const snapshot = checkpoints[checkpoints.length - 1];
    if (!snapshot) throw new Error('no checkpoint');
    const live = [...snapshot.matches.values()].filter((m) => m.status === 1);
    const football = live.filter((m) => m.sportId === 1);
    expect(football.length).toBeGreaterThan(0);
    for (const m of football) {
      expect(m.clock?.matchTime).toBeGreaterThanOrEqual(0);
      expect(m.clock?.clockUpdatedAt).toBeLessThanOrEqual(snapshot.simTime);
      expect(m.score?.periodScores.length).toBeGreaterThanOrEqual(1);
    }
    for (const m of live.filter((x) => x.sportId === 5 && x.stage !== 'pause')) {
      expect(['home', 'away']).toContain(m.score?.currentServer);
      expect(m.score?.gameScore).not.toBeNull();
    }
    const hockey = live.filter((m) => m.sportId === 4);
    for (const m of hockey) expect(m.clock?.remainingTimeInPeriod).toBeGreaterThanOrEqual(0);
  });

  it('settles football markets from the final score, whole, half and quarter lines included', () => {
    let checked = 0;
    for (const e of events()) {
      if (e.kind !== 'match_settled' || e.status !== 4 || !e.score) continue;
      const first = e.score.periodScores[0];
      const { home: h, away: a } = e.score.totalScore;
      const isFootball = e.results.some((r) => r.marketId === 29);
      if (!isFootball || !first) continue;
      const problems: string[] = [];
      for (const r of e.results) {
        const line = Number(r.specifier.split('=')[1]);
        let expected: string | undefined;
        if (r.marketId === 1) expected = win({ '1': h > a, '2': h === a, '3': h < a }[r.outcomeId]);
        if (r.marketId === 60)
          expected = win(
            { '1': first.home > first.away, '2': first.home === first.away, '3': first.home < first.away }[r.outcomeId],
          );
        if (r.marketId === 18) expected = asian(r.outcomeId === '12' ? h + a - line : line - h - a);
        if (r.marketId === 16) expected = asian(r.outcomeId === '1714' ? h + line - a : a - line - h);
        if (r.marketId === 29) expected = win(r.outcomeId === '74' ? h > 0 && a > 0 : h === 0 || a === 0);
        if (expected !== undefined && r.result !== expected)
          problems.push(`${r.marketId} ${r.specifier} ${r.outcomeId} at ${h}:${a}: ${r.result}`);
        checked++;
      }
      expect(problems).toEqual([]);
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('never mutates an object it handed out', () => {
    const snapshot = checkpoints[0];
    if (!snapshot) throw new Error('no checkpoint');
    expect(firstCheckpointJson.length).toBeGreaterThan(1000);
    expect(JSON.stringify([...snapshot.matches.values(), ...snapshot.markets.values()])).toBe(firstCheckpointJson);
  });
});

/** Independent Asian-line settlement: a quarter line is half the stake on each neighbouring line. */
function asian(margin: number): string {
  const whole = (m: number) => (m > 0 ? 'win' : m < 0 ? 'lose' : 'push');
  if (Math.abs((margin * 4) % 2) === 1) {
    const parts = [whole(margin - 0.25), whole(margin + 0.25)].sort().join('+');
    return (
      {
        'win+win': 'win_entire',
        'push+win': 'refund_half_win_other',
        'lose+push': 'refund_half_lose_other',
        'lose+lose': 'lose_entire',
      }[parts] ?? parts
    );
  }
  return { win: 'win_entire', lose: 'lose_entire', push: 'refund_entire' }[whole(margin)];
}

function win(condition: boolean | undefined): string | undefined {
  return condition === undefined ? undefined : condition ? 'win_entire' : 'lose_entire';
}

describe('SimulatorFeed controls', () => {
  it('ticks on its own timer once started, at speed × real time', () => {
    vi.useFakeTimers();
    try {
      const { feed, clock } = createFeed(5, { speed: 10, tickMs: 500 });
      const batches: FeedEvent[][] = [];
      feed.onBatch((events) => batches.push(events));
      const before = feed.status().simTime;
      feed.start();
      feed.start();
      for (let i = 0; i < 4; i++) {
        clock.time += 500;
        vi.advanceTimersByTime(500);
      }
      feed.stop();
      expect(feed.status().ticks).toBe(4);
      expect(feed.status().simTime - before).toBe(20_000);
      expect(batches.length).toBeGreaterThan(0);
      clock.time += 500;
      vi.advanceTimersByTime(500);
      expect(feed.status().ticks).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces provider status changes and lets a listener unsubscribe', () => {
    const { feed, clock } = createFeed(5);
    const seen: FeedEvent[] = [];
    const unsubscribe = feed.onBatch((events) => seen.push(...events));
    feed.setProviderStatus('oddin', 'inactive');
    clock.time += 1000;
    feed.tick();
    expect(seen[0]).toEqual({
      kind: 'provider_status_changed',
      provider: 'oddin',
      status: 'inactive',
      providers: { betradar: 'active', oddin: 'inactive' },
    });
    expect(feed.status().providers.oddin).toBe('inactive');
    unsubscribe();
    const count = seen.length;
    clock.time += 60_000;
    feed.tick();
    expect(seen.length).toBe(count);
  });

  it('keeps listener errors away from the feed', () => {
    const errors: unknown[] = [];
    const { feed, clock } = createFeed(5, { onError: (e) => errors.push(e) });
    feed.onBatch(() => {
      throw new Error('boom');
    });
    clock.time += 60_000;
    expect(() => feed.tick()).not.toThrow();
    expect(errors.length).toBe(1);
  });

  it('changes speed without jumping simulated time', () => {
    const { feed, clock } = createFeed(5);
    clock.time += 10_000;
    feed.setSpeed(4);
    const at = feed.status().simTime;
    clock.time += 1_000;
    feed.tick();
    expect(feed.status().simTime - at).toBe(4_000);
    expect(feed.status().speed).toBe(4);
  });
});
