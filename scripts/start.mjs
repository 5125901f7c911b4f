#!/usr/bin/env node
// `npm start`: builds the web app and the server (to JavaScript) when their builds are missing or older than their
// sources, then runs the server (port 4000, embedded database, simulator) and the web app (port 3000) and prints
// the URLs.
// `npm run dev`: the same with watch mode and no build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { waitForHealth } from './wait-for-health.mjs';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const webDir = join(root, 'apps/web');
const hasWeb = existsSync(join(webDir, 'next.config.ts')) || existsSync(join(webDir, 'next.config.mjs'));
const serverPort = process.env.PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
/** The demo host's origins (scripts/demo-host.mjs), embeddable unless EMBED_ALLOWED_ORIGINS says otherwise. */
const DEMO_HOST_ORIGINS = 'http://127.0.0.1:3001,http://localhost:3001';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.next')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

if (hasWeb && !dev) {
  const buildId = join(webDir, '.next/BUILD_ID');
  const sources = Math.max(newestMtime(webDir), newestMtime(join(root, 'packages')));
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < sources) {
    console.log('Building the web app (next build)…');
    const result = spawnSync('npm', ['run', 'build', '-w', '@sportsbook/web'], { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// The server runs as JavaScript built from its TypeScript (dist/server/server.mjs), rebuilt when any source is newer.
if (!dev) {
  const bundle = join(root, 'apps/server/dist/server/server.mjs');
  const sources = Math.max(newestMtime(join(root, 'apps/server/src')), newestMtime(join(root, 'packages')));
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
    const result = spawnSync('npm', ['run', 'build', '-w', '@sportsbook/server'], { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// The host SDK is served at /embed.js; the production build makes it, development makes it here.
if (hasWeb && dev) {
  const embed = spawnSync(
    process.execPath,
    [join(root, 'packages/embed/scripts/build.mjs'), 'apps/web/public/embed.js'],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  if (embed.status !== 0) process.exit(embed.status ?? 1);
}

const children = [];
function run(name, args, env) {
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const serverUrl = process.env.SERVER_URL ?? `http://127.0.0.1:${serverPort}`;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;

// The web server is the API's proxy here: believe the forwarded client address from this machine only.
run('server', ['run', dev ? 'dev' : 'start', '-w', '@sportsbook/server'], {
  PORT: serverPort,
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
});

// The web app starts once the API answers, so the first page a newcomer opens never meets "API unreachable".
if (!(await waitForHealth(serverUrl, { stop: () => shuttingDown }))) {
  console.error(`The API did not answer ${serverUrl}/health within 2 minutes; see its log above. Stopping.`);
  shutdown(1);
} else if (hasWeb) {
  // Out of the box the demo host (`npm run demo:host`, another site: 127.0.0.1:3001) may embed the book.
  run('web', ['run', dev ? 'dev' : 'start', '-w', '@sportsbook/web', '--', '-p', webPort], {
    SERVER_URL: serverUrl,
    EMBED_ALLOWED_ORIGINS: process.env.EMBED_ALLOWED_ORIGINS ?? DEMO_HOST_ORIGINS,
  });
  console.log('\nsportsbook is running:');
  const loopback = /^http:\/\/localhost:/.test(publicUrl) ? `   (http://127.0.0.1:${webPort} works too)` : '';
  console.log(`  open      ${publicUrl}${loopback}`);
  console.log(`  API       ${serverUrl}  (health: /health, API: /api/sportsbook/…)\n`);
}
