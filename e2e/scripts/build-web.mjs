// Builds the web app for the browser tests, into its own folder (apps/web/.next-e2e) with the test
// server's address baked into the same-origin rewrites. Skips the build when nothing changed since the last one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENV } from './env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = path.join(root, 'apps/web');
const buildId = path.join(web, E2E_ENV.NEXT_DIST_DIR, 'BUILD_ID');
const stamp = path.join(web, E2E_ENV.NEXT_DIST_DIR, 'e2e-env.json');
const wanted = JSON.stringify(E2E_ENV);

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.next')) continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const sources = [
  'apps/web/src',
  'apps/web/messages',
  'apps/web/content',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/contract/src',
  'packages/embed/src',
].map((p) => path.join(root, p));

const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changed = Math.max(...sources.map(newest));
const sameEnv = existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted;
if (built > changed && sameEnv && !process.env.E2E_FORCE_BUILD) {
  console.log(`web build for e2e is up to date (${E2E_ENV.NEXT_DIST_DIR})`);
  process.exit(0);
}

console.log(`building the web app for e2e into apps/web/${E2E_ENV.NEXT_DIST_DIR} …`);
// The host SDK first: the web app serves it at /embed.js (public/embed.js).
const embed = spawnSync(process.execPath, [path.join(root, 'packages/embed/scripts/build.mjs'), 'public/embed.js'], {
  cwd: web,
  stdio: 'inherit',
});
if (embed.status !== 0) process.exit(embed.status ?? 1);
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
  cwd: web,
  stdio: 'inherit',
  env: { ...process.env, ...E2E_ENV, NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.status === 0) writeFileSync(stamp, wanted);
process.exit(result.status ?? 1);
