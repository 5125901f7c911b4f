// Live page under an odds storm (issue 4; method: ../shared/reference/performance.md §2.2). The API server runs with
// a seed, SIM_SCALE=18 (a catalog of ~5,700 matches with ~630 live football matches) and the manual clock (the
// simulator publishes nothing, so the storm is the only load); the production web build is served by `apps/web/server.mjs`.
// The page is the live page filtered to football (`/live?sport=football`), which lists every live match of the sport
// up to its limit of 500 (the unfiltered overview shows the top few per sport).
// While the page is open, this script publishes synthetic `markets_changed` batches through the hub's server API
// (`POST /api/publish`, X-API-Key) on the locale channel the live page subscribes to (`sportsbook:en`), shaped like
// the live-updates publisher's list batches (`{ type, payload: { ts, markets: [{ matchId, id, specifier, status,
// outcomes: [{ outcomeId, odds, active }] }] } }`, `ts` = publish time): STORM_RATE outcome changes/s (default 1,000)
// in 50 publications/s, spread round-robin over STORM_MATCHES matches (default 500): live matches of the catalog
// (their main and secondary markets, the prices the page shows), topped up with synthetic ids only if the catalog has
// fewer (the client parses and stores them, nothing renders them). Chromium (playwright-core, /usr/bin/chromium, 412×823) at 1× and 4× CPU
// throttling, STORM_SECONDS (15) each, clicking the bet slip toggle every 250 ms; in-page observers measure frames,
// long tasks, long animation frames, event timing (INP-like) and publish → paint (the rAF after the page set
// `window.__lastApplied.t`).
//
// Beside each run, the **storm floor** (`fixtures/storm-floor`, `lib/storm-floor.ts`) takes the same storm at the same
// CPU setting: the same matches as plain buttons, the same hub, channel and client, prices written straight into the
// buttons. It is reported (`stormFloor`, `ratiosToFloor`), not judged: what this machine does with no framework.
//
// It reuses the browser tests' build (apps/web/.next-e2e, rewrites baked for the API port; built by
// e2e/scripts/build-web.mjs when stale) and their ports (E2E_SERVER_PORT / E2E_WEB_PORT, default :4100 / :3100): on a
// shared machine run it under the browser-test lock (`flock /tmp/e2e.lock npm run bench -- live-page-storm`).
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { E2E_ENV, SERVER_PORT, WEB_PORT } from '../e2e/scripts/env.mjs';
import { writeResult } from './lib/results';
import { startServer, stopProcess, waitUntilAnswering } from './lib/server-process';
import { startStormFloor } from './lib/storm-floor';

const root = new URL('..', import.meta.url).pathname;
const RATE = Number(process.env.STORM_RATE ?? 1000);
const MATCHES = Number(process.env.STORM_MATCHES ?? 500);
const SPORT = 'football';
/** The storm floor's port (beside the browser tests' web and demo-host ports). */
const FLOOR_PORT = WEB_PORT + 150;
/** The live page's own order, so the storm hits the rows it shows. */
const PAGE_SORT = 'sport_priority:asc,tournament_priority:asc,start_time:asc';
const SECONDS = Number(process.env.STORM_SECONDS ?? 15);
const PUBLICATIONS_PER_SECOND = 50;
const API_KEY = process.env.REALTIME_API_KEY ?? 'dev-only-api-key';
const CPUS = (process.env.STORM_CPU ?? '1,4').split(',').map(Number);
/** STORM_CPU_PROFILE=DIR: the page's CPU profile during each storm, for Chrome DevTools (finding where frames go). */
const CPU_PROFILE_DIR = process.env.STORM_CPU_PROFILE;
const TARGETS = {
  1: { fps: 60, longTasks: 0, pubToPaintP99Ms: 50 },
  4: { fps: 45, longestTaskMs: 100, pubToPaintP99Ms: 150 },
} as const;

type Outcome = { outcomeId: string; odds: number };
type StormMarket = { matchId: number; id: number; specifier: string; outcomes: Outcome[] };
type WireMarket = { matchId: number; id: number; specifier: string; outcomes: { outcomeId: string; odds: number }[] };
type WireMatch = { id: number; mainMarket: WireMarket | null; secondaryMarket: WireMarket | null };

async function stormMarkets(apiUrl: string): Promise<{ markets: StormMarket[][]; live: number }> {
  const response = await fetch(
    `${apiUrl}/api/sportsbook/matches?match_status=1&type=match&sport_key=${SPORT}&sort_by=${PAGE_SORT}&limit=${MATCHES}`,
  );
  const { data } = (await response.json()) as { data: WireMatch[] };
  const byMatch: StormMarket[][] = data.map((m) =>
    [m.mainMarket, m.secondaryMarket]
      .filter((x): x is WireMarket => x !== null)
      .map((x) => ({
        matchId: x.matchId,
        id: x.id,
        specifier: x.specifier,
        outcomes: x.outcomes.map((o) => ({ outcomeId: o.outcomeId, odds: o.odds })),
      })),
  );
  const live = byMatch.length;
  for (let i = 0; byMatch.length < MATCHES; i++) {
    const outcomes = ['1', '2', '3'].map((outcomeId, k) => ({ outcomeId, odds: 1.8 + k }));
    byMatch.push([{ matchId: 90_000_000 + i, id: 1, specifier: '', outcomes }]);
  }
  return { markets: byMatch.filter((m) => m.length > 0), live };
}

/** Publishes RATE outcome changes per second until `stop()`; returns counters. */
function startStorm(apiUrl: string, matches: StormMarket[][]) {
  let next = 0;
  let seq = 0;
  let published = 0;
  let changes = 0;
  let failed = 0;
  let carry = 0;
  const perPublication = Math.max(1, Math.round(RATE / PUBLICATIONS_PER_SECOND));
  const started = performance.now();
  let last = started;
  const publish = () => {
    const byMarket = new Map<string, { market: StormMarket; outcomes: Map<string, Outcome> }>();
    for (let i = 0; i < perPublication; i++) {
      const markets = matches[next % matches.length] ?? [];
      next += 1;
      const market = markets[seq % markets.length];
      seq += 1;
      if (!market) continue;
      const outcome = market.outcomes[seq % market.outcomes.length];
      if (!outcome) continue;
      const step = ((seq * 7919) % 9) - 4; // −4…+4 hundredths, never 0 twice in a row for one outcome
      outcome.odds = Math.max(1.01, Math.round((outcome.odds + (step === 0 ? 0.05 : step / 100)) * 100) / 100);
      const key = `${market.matchId}|${market.id}|${market.specifier}`;
      const entry = byMarket.get(key) ?? { market, outcomes: new Map() };
      entry.outcomes.set(outcome.outcomeId, { ...outcome });
      byMarket.set(key, entry);
    }
    const markets = [...byMarket.values()].map(({ market, outcomes }) => ({
      matchId: market.matchId,
      id: market.id,
      specifier: market.specifier,
      status: 1,
      outcomes: [...outcomes.values()].map((o) => ({ outcomeId: o.outcomeId, odds: o.odds, active: true })),
    }));
    changes += markets.reduce((n, m) => n + m.outcomes.length, 0);
    const data = { type: 'markets_changed', payload: { ts: performance.timeOrigin + performance.now(), markets } };
    fetch(`${apiUrl}/api/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ channel: 'sportsbook:en', data }),
    }).then(
      (r) => {
        if (r.ok) published += 1;
        else failed += 1;
        return r.arrayBuffer();
      },
      () => {
        failed += 1;
      },
    );
  };
  const timer = setInterval(() => {
    const now = performance.now();
    carry += (PUBLICATIONS_PER_SECOND * (now - last)) / 1000;
    last = now;
    const due = Math.floor(carry);
    carry -= due;
    for (let i = 0; i < due; i++) publish();
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      return { published, failed, seconds, changesPerSecond: Math.round(changes / seconds) };
    },
  };
}

type Metrics = {
  longtasks: number[];
  loaf: { d: number; styleLayout: number }[];
  events: { id: number; d: number }[];
  frames: number[];
  lat: number[];
};

/** In-page observers (§2.2): long tasks, long animation frames, event timing, frame pacing, publish → paint. */
const OBSERVERS = `
  const M = (window.__m = { longtasks: [], loaf: [], events: [], frames: [], lat: [] });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => M.longtasks.push(e.duration)))
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => {
    const end = e.startTime + e.duration;
    M.loaf.push({ d: e.duration, styleLayout: end - (e.styleAndLayoutStart || end) });
  })).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => {
    if (e.interactionId) M.events.push({ id: e.interactionId, d: e.duration });
  })).observe({ type: 'event', durationThreshold: 16, buffered: true });
  let prev = 0, lastT = 0;
  const tick = (ts) => {
    if (prev) M.frames.push(ts - prev);
    prev = ts;
    const t = window.__lastApplied && window.__lastApplied.t;
    if (t && t !== lastT) { lastT = t; M.lat.push(performance.timeOrigin + performance.now() - t); }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

function quantile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

const round = (x: number) => Math.round(x * 10) / 10;

/** Where the storm is watched: the product's live page, or the floor page listing the same matches. */
const productPage = (webUrl: string) => `${webUrl}/live?sport=${SPORT}`;
const floorPage = (floorUrl: string) =>
  `${floorUrl}/live?match_status=1&type=match&sport_key=${SPORT}&sort_by=${PAGE_SORT}&limit=${MATCHES}`;

async function measure(pageUrl: string, apiUrl: string, matches: StormMarket[][], cpu: number) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVERS });
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.locator('html[data-realtime="connected"]').waitFor({ timeout: 30_000 });
    // A cheap control clicked throughout (as the reference harness does): the tab bar's bet slip toggle.
    const target = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
    const rows = await page.getByRole('main').locator('[data-live]').count();
    const buttons = await page.getByRole('main').locator('button[aria-pressed]:not([data-favourite-star])').count();
    // Warm-up: the first clicks load the bet slip's lazy code; then reset every buffer.
    await target.click();
    await target.click();
    // During the storm the toggle is clicked where it is, by the mouse: resolving the role locator on each click
    // walked the 1,400-button page's ARIA roles in the page's own thread (~10 % of its CPU at 4x in a profile),
    // load a player's tap never makes.
    const box = await target.boundingBox();
    if (!box) throw new Error('the bet slip toggle has no box');
    const tap = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(1000);
    await page.evaluate('for (const a of Object.values(window.__m)) a.length = 0');
    if (CPU_PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const storm = startStorm(apiUrl, matches);
    for (const t0 = Date.now(); Date.now() - t0 < SECONDS * 1000; ) {
      await tap();
      await page.waitForTimeout(250);
    }
    const publisher = storm.stop();
    if (CPU_PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(CPU_PROFILE_DIR, `live-page-storm-${cpu}x.cpuprofile`), JSON.stringify(profile));
    }
    const m = (await page.evaluate('window.__m')) as Metrics;
    const perInteraction = new Map<number, number>();
    for (const e of m.events) perInteraction.set(e.id, Math.max(perInteraction.get(e.id) ?? 0, e.d));
    const frameTime = m.frames.reduce((a, b) => a + b, 0) / 1000;
    return {
      cpu,
      rowsOnPage: rows,
      priceButtonsOnPage: buttons,
      publisher,
      fps: round(m.frames.length / frameTime),
      framesOver20ms: m.frames.filter((f) => f > 20).length,
      longTasks: m.longtasks.length,
      longestTaskMs: round(Math.max(0, ...m.longtasks)),
      inpLikeMs: Math.max(0, ...perInteraction.values()),
      inpLikeP75Ms: quantile([...perInteraction.values()], 0.75) || 0,
      interactions: perInteraction.size,
      batchesPainted: m.lat.length,
      pubToPaintP50Ms: round(quantile(m.lat, 0.5)),
      pubToPaintP99Ms: round(quantile(m.lat, 0.99)),
      avgStyleLayoutInLoafMs: round(m.loaf.reduce((a, x) => a + x.styleLayout, 0) / (m.loaf.length || 1)),
      longAnimationFrames: m.loaf.length,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  // The browser tests' production build (rewrites to the API on SERVER_PORT); rebuilt when sources changed.
  const build = spawnSync(process.execPath, [join(root, 'e2e/scripts/build-web.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
  const api = await startServer(SERVER_PORT, {
    SIM_SEED: '42',
    SIM_SCALE: '18',
    SIM_CLOCK: 'manual',
    ALLOWED_ORIGINS: `${E2E_ENV.SITE_URL},http://127.0.0.1:${FLOOR_PORT}`,
  });
  const web = spawn(process.execPath, ['server.mjs', '-p', String(WEB_PORT)], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...E2E_ENV, NEXT_TELEMETRY_DISABLED: '1' },
  });
  try {
    await waitUntilAnswering(web, `${E2E_ENV.SITE_URL}/about`, 'the web server');
    const { markets, live } = await stormMarkets(api.url);
    type Run = Awaited<ReturnType<typeof measure>>;
    const runs: Run[] = [];
    const floorRuns: Run[] = [];
    const floor = await startStormFloor(FLOOR_PORT, api.url);
    try {
      // Product and floor in turn at each CPU setting, so a machine that drifts moves both.
      for (const cpu of CPUS) {
        const run = await measure(productPage(E2E_ENV.SITE_URL), api.url, markets, cpu);
        console.log(`[live-page-storm] ${cpu}x: ${JSON.stringify(run)}`);
        runs.push(run);
        const floorRun = await measure(floorPage(floor.url), api.url, markets, cpu);
        console.log(`[live-page-storm] floor ${cpu}x: ${JSON.stringify(floorRun)}`);
        floorRuns.push(floorRun);
      }
    } finally {
      await floor.stop();
    }
    const ratio = (ours: number, theirs: number) => (theirs > 0 ? Math.round((ours / theirs) * 100) / 100 : null);
    const check = (run: (typeof runs)[number]) =>
      run.cpu === 1
        ? run.fps >= 59 && run.longTasks <= TARGETS[1].longTasks && run.pubToPaintP99Ms <= TARGETS[1].pubToPaintP99Ms
        : run.fps >= TARGETS[4].fps &&
          run.longestTaskMs <= TARGETS[4].longestTaskMs &&
          run.pubToPaintP99Ms <= TARGETS[4].pubToPaintP99Ms;
    writeResult('live-page-storm', {
      method:
        `playwright-core + Debian Chromium headless, 412x823, /live of the production build (server.mjs), API with ` +
        `SIM_SEED=42, SIM_SCALE=18 and the manual clock (only the storm publishes), page /live?sport=${SPORT}. Storm: synthetic markets_changed list batches published ` +
        `through POST /api/publish on sportsbook:en, ${PUBLICATIONS_PER_SECOND} publications/s, ${RATE} outcome changes/s ` +
        `round-robin over ${markets.length} matches (${live} live matches of the catalog with their main and secondary ` +
        `markets, synthetic ids for any rest), ${SECONDS} s per CPU setting, the tab bar's bet slip toggle clicked every 250 ms. ` +
        `publish→paint = rAF time after the page set window.__lastApplied.t minus the publish timestamp (same machine).`,
      targets: TARGETS,
      liveMatchesInCatalog: live,
      stormMatches: markets.length,
      runs: runs.map((run, i) => {
        const floorRun = floorRuns[i];
        return floorRun
          ? {
              ...run,
              ratiosToFloor: {
                fps: ratio(run.fps, floorRun.fps),
                pubToPaintP99: ratio(run.pubToPaintP99Ms, floorRun.pubToPaintP99Ms),
              },
            }
          : run;
      }),
      // Reported beside the runs, not judged (the targets are the issue's): what this machine does for the same storm
      // with no framework.
      stormFloor: {
        what: 'bench/fixtures/storm-floor: the same live football rows as plain buttons, the same hub and channel with the centrifuge client (fossil delta), prices written into the buttons in the next frame',
        runs: floorRuns,
      },
      pass: runs.every(check),
      checks: Object.fromEntries(runs.map((r) => [`${r.cpu}x`, check(r)])),
    });
  } finally {
    await stopProcess(web);
    await api.stop();
  }
}

await main();
