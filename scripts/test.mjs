#!/usr/bin/env node
// `npm test`: every suite CI runs, in order, and one closing line "N passed, N failed".
//   1. unit tests: packages/domain, packages/contract, packages/embed, apps/web, bench's own helpers (Vitest)
//   2. server integration tests on embedded PGlite
//   3. the same server tests on PostgreSQL when DATABASE_URL is set (CI creates a fresh database)
//   4. browser journeys in Chromium (Playwright) against the production build, when the web app exists
// Options: --only=unit,server,postgres,e2e to run a subset.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wanted = (name) => !only || only.includes(name);
const reports = mkdtempSync(join(tmpdir(), 'sportsbook-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];

// Vitest's default leaves a core for its own process (one worker on two cores); that process mostly waits, and the
// server tests wait on sockets and timers: a worker per core took the PGlite suite from 675 to 472 s on two cores.
const workers = `--maxWorkers=${availableParallelism()}`;

function vitest(name, cwd, env = {}) {
  const out = join(reports, `${name}.json`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', workers, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: join(root, cwd),
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  record(name, result.status, () => {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  });
}

function playwright() {
  const out = join(reports, 'e2e.json');
  const result = spawnSync('npm', ['test', '-w', '@sportsbook/e2e', '--', '--reporter=list,json'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  record('e2e', result.status, () => {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  });
}

function record(name, status, readCounts) {
  let counts = { passed: 0, failed: status === 0 ? 0 : 1, skipped: 0 };
  try {
    counts = readCounts();
  } catch {
    // No report: the runner crashed before writing one; counted as one failure below.
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  if (status !== 0) failedSuites.push(name);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  console.log(`\n[${name}] ${counts.passed} passed, ${counts.failed} failed\n`);
}

if (wanted('unit')) {
  vitest('domain', 'packages/domain');
  vitest('contract', 'packages/contract');
  vitest('embed', 'packages/embed');
  if (existsSync(join(root, 'apps/web/vitest.config.ts'))) vitest('web', 'apps/web');
  vitest('bench', 'bench');
}
if (wanted('server')) vitest('server-pglite', 'apps/server', { DATABASE_URL: '' });
if (wanted('postgres')) {
  if (process.env.DATABASE_URL) vitest('server-postgres', 'apps/server');
  else console.log('[server-postgres] skipped: set DATABASE_URL to a PostgreSQL database to run it (CI does).');
}
if (wanted('e2e') && existsSync(join(root, 'e2e/playwright.config.ts'))) playwright();

if (failedSuites.length > 0) console.log(`failed suites: ${failedSuites.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
