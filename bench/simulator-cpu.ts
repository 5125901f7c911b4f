/**
 * Simulator CPU benchmark: runs the SimulatorFeed on the real clock at the speed that produces about 1,000
 * outcome odds changes per second, and measures the process CPU time it costs.
 *
 *   node --import tsx bench/simulator-cpu.ts
 *
 * Odds changes are counted as a consumer sees them: outcomes of `markets_changed` events whose odds differ from
 * the odds last seen for that outcome id. The number of live matches (and so the change rate) drifts over time,
 * so a controller re-tunes the simulation speed every 2 s to hold about 1,000 changes per second; the feed warms
 * up for 6 s, then CPU and wall time are measured over 20 s. Writes bench/results/simulator-cpu.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SimulatorFeed } from '../apps/server/src/feed/simulator-feed';
import type { FeedEvent } from '../apps/server/src/feed/types';

const TARGET_CHANGES = 1000;
const TARGET_CPU = 10;
const TICK_MS = 500;
const CONTROL_MS = 2000;
const WARMUP_S = 6;
const DURATION_S = 20;
const SEED = 20261121;

const clock = { now: () => Date.now() };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts outcome odds changes in batches, against the odds last seen per outcome id. */
function changeCounter() {
  const seen = new Map<string, number>();
  const counter = {
    changes: 0,
    events: 0,
    listener(events: FeedEvent[]): void {
      counter.events += events.length;
      for (const event of events) {
        if (event.kind !== 'markets_changed') continue;
        for (const market of event.markets) {
          for (const outcome of market.outcomes) {
            const before = seen.get(outcome.id);
            if (before !== undefined && before !== outcome.odds) counter.changes++;
            seen.set(outcome.id, outcome.odds);
          }
        }
      }
    },
  };
  return counter;
}

/** Seeds the counter with the feed's current odds so the first batch only counts real changes. */
function prime(feed: SimulatorFeed, counter: ReturnType<typeof changeCounter>): void {
  const markets = [...feed.snapshot().markets.values()].flat();
  counter.listener([{ kind: 'markets_changed', matchId: 0, markets }]);
  counter.changes = 0;
  counter.events = 0;
}

/** Every CONTROL_MS, scales the speed by target / observed rate (damped) so the change rate stays on target. */
function holdRate(feed: SimulatorFeed, counter: ReturnType<typeof changeCounter>, initialSpeed: number) {
  let speed = initialSpeed;
  let last = counter.changes;
  const speeds: number[] = [];
  const timer = setInterval(() => {
    const rate = ((counter.changes - last) * 1000) / CONTROL_MS;
    last = counter.changes;
    const factor = Math.min(1.3, Math.max(0.75, Math.sqrt(TARGET_CHANGES / Math.max(1, rate))));
    speed = Math.round(speed * factor * 100) / 100;
    feed.setSpeed(speed);
    speeds.push(speed);
  }, CONTROL_MS);
  return { stop: () => clearInterval(timer), speeds };
}

async function main(): Promise<void> {
  const initialSpeed = 2;
  const feed = new SimulatorFeed({ seed: SEED, clock, speed: initialSpeed, tickMs: TICK_MS });
  const counter = changeCounter();
  prime(feed, counter);
  feed.onBatch((events) => counter.listener(events));
  feed.start();
  const control = holdRate(feed, counter, initialSpeed);
  await sleep(WARMUP_S * 1000);

  const speedsBefore = control.speeds.length;
  counter.changes = 0;
  counter.events = 0;
  const feedChangesBefore = feed.status().oddsChanges;
  const cpuBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  await sleep(DURATION_S * 1000);
  const cpu = process.cpuUsage(cpuBefore);
  const wallS = Number(process.hrtime.bigint() - wallBefore) / 1e9;
  control.stop();
  feed.stop();
  const speeds = control.speeds.slice(speedsBefore);

  const status = feed.status();
  const changesPerSecond = Math.round(counter.changes / wallS);
  const cpuPercentOfOneCore = Math.round(((cpu.user + cpu.system) / 1e6 / wallS) * 100 * 100) / 100;
  const result = {
    name: 'simulator-cpu',
    changesPerSecond,
    cpuPercentOfOneCore,
    durationS: Math.round(wallS * 10) / 10,
    target: { cpuPercent: TARGET_CPU, changesPerSecond: TARGET_CHANGES },
    pass: cpuPercentOfOneCore < TARGET_CPU && changesPerSecond >= 0.9 * TARGET_CHANGES,
    node: process.version,
    at: new Date().toISOString(),
    settings: {
      seed: SEED,
      tickMs: TICK_MS,
      warmupS: WARMUP_S,
      speedMin: Math.min(...speeds),
      speedMax: Math.max(...speeds),
    },
    details: {
      eventsPerSecond: Math.round(counter.events / wallS),
      feedCountedChangesPerSecond: Math.round((status.oddsChanges - feedChangesBefore) / wallS),
      cpuUserMs: Math.round(cpu.user / 1000),
      cpuSystemMs: Math.round(cpu.system / 1000),
      matches: status.matches,
      live: status.live,
      markets: status.markets,
    },
  };
  const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'simulator-cpu.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

await main();
