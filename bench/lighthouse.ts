// Lighthouse (issue 3): mobile preset (Moto G Power emulation, simulated Slow 4G, 4x CPU), performance category,
// 5 runs per URL with Debian Chromium, median of each metric, for `/`, `/live` and a live match page, against the
// production web build and the API server (seed 42). Targets: score >= 97, LCP <= 1.8 s, TBT <= 150 ms, CLS <= 0.02.
// `WEB_URL` / `API_URL` measure running servers instead of starting them.
// The framework floor (`lib/next-floor.ts`: a bare Next.js page on the same Next.js and React) is measured in the
// same run and reported beside the pages, not judged: what the framework alone scores on this machine.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startNextFloor } from './lib/next-floor';
import { writeResult } from './lib/results';
import { matchPath, startStack } from './web-js-weight';

const RUNS = Number(process.env.LH_RUNS ?? 5);
const TARGETS = { score: 97, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

type Run = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  benchmarkIndex: number;
};

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
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
  const pages = { '/': '/', '/live': '/live', match: await matchPath(apiUrl) };
  /** One warm-up run (server caches, compiled routes; not counted), then RUNS runs and their medians. */
  const measure = async (url: string) => {
    await audit(url, chrome.port);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
    const medians = Object.fromEntries(
      (Object.keys(runs[0] ?? {}) as (keyof Run)[]).map((key) => [key, median(runs.map((r) => r[key]))]),
    ) as Run;
    return { median: medians, runs };
  };
  const results: Record<string, unknown> = {};
  let pass = true;
  for (const [name, path] of Object.entries(pages)) {
    const { median: med, runs } = await measure(new URL(path, webUrl).href);
    const ok =
      med.score >= TARGETS.score && med.lcpMs <= TARGETS.lcpMs && med.tbtMs <= TARGETS.tbtMs && med.cls <= TARGETS.cls;
    pass &&= ok;
    results[name] = { path, median: med, pass: ok, runs };
    console.log(`[lighthouse] ${name}: ${JSON.stringify(med)}`);
  }
  const floorServer = await startNextFloor(3231);
  let floor: Awaited<ReturnType<typeof measure>>;
  try {
    floor = await measure(floorServer.url);
  } finally {
    await floorServer.stop();
  }
  console.log(`[lighthouse] framework floor: ${JSON.stringify(floor.median)}`);
  writeResult('lighthouse', {
    method: `lighthouse 12.8.2, default mobile preset (simulate), performance only, median of ${RUNS} runs after one warm-up, Debian Chromium headless`,
    targets: TARGETS,
    ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
    // Other work on this shared 2-core box inflates TBT and LCP: the load average before and after the runs.
    loadAverage: { before: loadBefore, after: loadavg().map((l) => Math.round(l * 10) / 10) },
    pages: results,
    frameworkFloor: {
      what: 'bench/fixtures/next-floor /live: a bare Next.js page with one client component',
      ...floor,
    },
    pass,
  });
} finally {
  await chrome.kill();
  await stack?.stop();
}
