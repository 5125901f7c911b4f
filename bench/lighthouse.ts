// Lighthouse (issues 3 and 22): mobile preset (Moto G Power emulation, simulated Slow 4G, 4x CPU), performance
// category, LH_RUNS runs per URL (default 5) with Debian Chromium, median of each metric, for `/`, `/live`, a live
// match page and its league page, against the production web build and the API server (seed 42). `WEB_URL` /
// `API_URL` measure running servers instead of starting them.
// Machines differ by 2x or more, so the targets are ratios to the framework floor (`lib/next-floor.ts`: a bare
// Next.js page on the same Next.js and React) measured in the same run, before and after the pages (its runs pooled,
// so a machine that drifts during the run moves both sides): FCP <= 1.2x, LCP <= 1.5x, TBT <= 1.25x, CLS 0 and,
// where the floor scores >= 99, a score >= 99. Each page reports its ratios beside the targets.
// Each page is also measured as its content floor (`lib/content-floor.ts`: its own markup and CSS on the bare page,
// none of its code), not a target: the page's ratios to it are what the product's code adds to what its content
// costs on the framework.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startContentFloor } from './lib/content-floor';
import { startNextFloor } from './lib/next-floor';
import { writeResult } from './lib/results';
import { matchAndLeaguePaths, startStack } from './web-js-weight';

const RUNS = Number(process.env.LH_RUNS ?? 5);
const TARGETS = { fcpRatio: 1.2, lcpRatio: 1.5, tbtRatio: 1.25, cls: 0, scoreWhereFloorScores99: 99 };
/** A floor with no blocking time has no ratio: below one long task's threshold (50 ms) the ratio is to 50 ms. */
const TBT_FLOOR_MINIMUM_MS = 50;

type Metrics = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  benchmarkIndex: number;
};
/** A run's metrics, and what Lighthouse named the LCP element (selector, start of its markup) with the LCP's phases. */
type Run = Metrics & { lcp?: { element: string; phases: Record<string, number> } };

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

type Table = { type?: string; items?: Record<string, unknown>[] };

/** The LCP element and its phases (TTFB, load delay, load time, render delay) from the audit's two tables. */
function lcpDetails(details: unknown): Run['lcp'] {
  const tables = ((details as { items?: Table[] } | undefined)?.items ?? []).filter((t) => t.type === 'table');
  const node = tables[0]?.items?.[0]?.node as { selector?: string; snippet?: string } | undefined;
  if (!node) return undefined;
  const phases: Record<string, number> = {};
  for (const row of tables[1]?.items ?? []) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number') phases[row.phase] = Math.round(row.timing);
  }
  return { element: `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 100)}`.trim(), phases };
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    siMs: Math.round(value('speed-index')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lcp: lcpDetails(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

const loadBefore = loadavg().map((l) => Math.round(l * 10) / 10);
const external = process.env.WEB_URL;
const stack = external ? null : await startStack(3220);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const webUrl = external ?? stack?.webUrl ?? '';
  const apiUrl = process.env.API_URL ?? stack?.apiUrl ?? 'http://127.0.0.1:4000';
  const pages = { '/': '/', '/live': '/live', ...(await matchAndLeaguePaths(apiUrl)) };
  /** One warm-up run (server caches, compiled routes; not counted), then RUNS runs. */
  const measure = async (url: string) => {
    await audit(url, chrome.port);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
    return runs;
  };
  const medianOf = (runs: Run[]) =>
    Object.fromEntries(
      (Object.keys(runs[0] ?? {}) as (keyof Run)[])
        .filter((key): key is keyof Metrics => key !== 'lcp')
        .map((key) => [key, median(runs.map((r) => r[key]))]),
    ) as Metrics;
  const measureFloor = async () => {
    const floorServer = await startNextFloor(3231);
    try {
      return await measure(floorServer.url);
    } finally {
      await floorServer.stop();
    }
  };
  const floorRuns = await measureFloor();
  const pageUrls = Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, new URL(path, webUrl).href]));
  const contentFloor = await startContentFloor(3232, pageUrls);
  const pageRuns: Record<string, Run[]> = {};
  const contentRuns: Record<string, Run[]> = {};
  try {
    for (const [name, url] of Object.entries(pageUrls)) {
      pageRuns[name] = await measure(url);
      console.log(`[lighthouse] ${name}: ${JSON.stringify(medianOf(pageRuns[name]))}`);
      contentRuns[name] = await measure(contentFloor.urlOf(name));
      console.log(`[lighthouse] ${name}, content floor: ${JSON.stringify(medianOf(contentRuns[name]))}`);
    }
  } finally {
    await contentFloor.stop();
  }
  floorRuns.push(...(await measureFloor()));
  const floor = medianOf(floorRuns);
  console.log(`[lighthouse] framework floor: ${JSON.stringify(floor)}`);
  const ratio = (ours: number, theirs: number) => Math.round((ours / theirs) * 100) / 100;
  const ratiosOf = (med: Metrics, to: Metrics) => ({
    fcp: ratio(med.fcpMs, to.fcpMs),
    lcp: ratio(med.lcpMs, to.lcpMs),
    tbt: ratio(med.tbtMs, Math.max(to.tbtMs, TBT_FLOOR_MINIMUM_MS)),
  });
  const results: Record<string, unknown> = {};
  let pass = true;
  for (const [name, path] of Object.entries(pages)) {
    const runs = pageRuns[name] ?? [];
    const med = medianOf(runs);
    const ratios = ratiosOf(med, floor);
    const content = medianOf(contentRuns[name] ?? []);
    const contentRatios = ratiosOf(content, floor);
    const checks = {
      fcp: ratios.fcp <= TARGETS.fcpRatio,
      lcp: ratios.lcp <= TARGETS.lcpRatio,
      tbt: ratios.tbt <= TARGETS.tbtRatio,
      cls: med.cls <= TARGETS.cls,
      score: floor.score < 99 || med.score >= TARGETS.scoreWhereFloorScores99,
    };
    const ok = Object.values(checks).every(Boolean);
    pass &&= ok;
    results[name] = {
      path,
      median: med,
      ratiosToFloor: ratios,
      checks,
      pass: ok,
      runs,
      // Not a target: the same page's markup and CSS without the product's code, to tell the two apart.
      contentFloor: { median: content, ratiosToFloor: contentRatios, runs: contentRuns[name] },
      ratiosToContentFloor: ratiosOf(med, content),
    };
    console.log(
      `[lighthouse] ${name}: FCP ${ratios.fcp}x (<= ${TARGETS.fcpRatio}), LCP ${ratios.lcp}x (<= ${TARGETS.lcpRatio}), ` +
        `TBT ${ratios.tbt}x (<= ${TARGETS.tbtRatio}), CLS ${med.cls}, score ${med.score} -> ${ok ? 'pass' : 'FAIL'}`,
    );
    console.log(
      `[lighthouse] ${name}, its content alone: FCP ${contentRatios.fcp}x, LCP ${contentRatios.lcp}x, ` +
        `TBT ${contentRatios.tbt}x, score ${content.score}`,
    );
  }
  writeResult('lighthouse', {
    method: `lighthouse 12.8.2, default mobile preset (simulate), performance only, median of ${RUNS} runs after one warm-up (the floor: ${RUNS} before the pages and ${RUNS} after, pooled), Debian Chromium headless`,
    targets: TARGETS,
    ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
    // Other work on this shared 2-core box inflates TBT and LCP: the load average before and after the runs.
    loadAverage: { before: loadBefore, after: loadavg().map((l) => Math.round(l * 10) / 10) },
    pages: results,
    frameworkFloor: {
      what: 'bench/fixtures/next-floor /live: a bare Next.js page with one client component',
      median: floor,
      runs: floorRuns,
    },
    contentFloor: {
      what: "bench/fixtures/content-floor: each page's markup and CSS (a visitor's first visit, scripts removed) on the bare Next.js page, brotli as the product serves",
    },
    pass,
  });
} finally {
  await chrome.kill();
  await stack?.stop();
}
