#!/usr/bin/env node
// Builds the server to JavaScript for `npm start` (development and tests keep running the TypeScript through tsx).
// One ESM bundle of src/ and the workspace packages (@sportsbook/*, shipped as TypeScript); npm dependencies stay
// external and load from node_modules. The bundle sits two folders below apps/server (dist/server/server.mjs), where
// `src/db/client.ts` finds the migrations at ../../drizzle as it does from src/db/.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
// `--out=dist/<folder>/<name>.mjs` (tests build a copy of their own); it must stay two folders below apps/server.
const out = process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? 'dist/server/server.mjs';
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@sportsbook/'));

const started = performance.now();
await build({
  entryPoints: [new URL('src/server.ts', root).pathname],
  outfile: new URL(out, root).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // ESM output calling CommonJS `require` (a few dependencies do) needs one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`server built to ${out} in ${Math.round(performance.now() - started)} ms`);
