#!/usr/bin/env node
// `npm start`: builds the web app when its production build is missing or older than its sources, then runs
// the server (port 4000, embedded database, simulator) and the web app (port 3000) and prints the URLs.
// `npm run dev`: the same with watch mode and no build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const webDir = join(root, 'apps/web');
const hasWeb = existsSync(join(webDir, 'next.config.ts')) || existsSync(join(webDir, 'next.config.mjs'));
const serverPort = process.env.PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';

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

run('server', ['run', dev ? 'dev' : 'start', '-w', '@sportsbook/server'], { PORT: serverPort });
if (hasWeb) {
  run('web', ['run', dev ? 'dev' : 'start', '-w', '@sportsbook/web', '--', '-p', webPort], {
    SERVER_URL: process.env.SERVER_URL ?? `http://127.0.0.1:${serverPort}`,
  });
}
setTimeout(() => {
  console.log('\nsportsbook is starting:');
  if (hasWeb) console.log(`  web app   http://localhost:${webPort}`);
  console.log(`  server    http://127.0.0.1:${serverPort}  (health: /health, API: /api/sportsbook/…)\n`);
}, 1500);
