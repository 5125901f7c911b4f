#!/usr/bin/env node
// Builds the host SDK: dist/index.mjs (ES module) and dist/embed.js (the `window.SportsbookEmbed` script the web
// app serves at /embed.js). Extra arguments are paths to copy embed.js to (the web app's build passes its own).
// Fails above the size budget of the issue: 5 KB gzip.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_GZIP_BYTES = 5 * 1024;
const common = {
  bundle: true,
  minify: true,
  target: 'es2020',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
};

await build({ ...common, entryPoints: [`${root}/src/index.ts`], format: 'esm', outfile: `${root}/dist/index.mjs` });
await build({ ...common, entryPoints: [`${root}/src/global.ts`], format: 'iife', outfile: `${root}/dist/embed.js` });

for (const file of ['index.mjs', 'embed.js']) {
  const gzip = gzipSync(readFileSync(`${root}/dist/${file}`), { level: 9 }).length;
  console.log(`@sportsbook/embed dist/${file}: ${gzip} bytes gzip (budget ${BUDGET_GZIP_BYTES})`);
  if (gzip > BUDGET_GZIP_BYTES) {
    console.error(`dist/${file} is over the ${BUDGET_GZIP_BYTES}-byte gzip budget`);
    process.exit(1);
  }
}
// Copies only when the content changed: the web build's staleness checks read modification times.
const script = readFileSync(`${root}/dist/embed.js`);
for (const target of process.argv.slice(2)) {
  const to = resolve(process.cwd(), target);
  if (existsSync(to) && readFileSync(to).equals(script)) continue;
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, script);
}
