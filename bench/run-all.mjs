#!/usr/bin/env node
// `npm run bench`: runs every benchmark in sequence; each writes bench/results/<name>.json.
// `npm run bench -- catalog-reads simulator-cpu` runs a subset.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const all = [
  'simulator-cpu',
  'catalog-reads',
  'realtime-fanout',
  'web-js-weight',
  'lighthouse',
  'live-page-storm',
  'bet-placement',
  'bonus-placement',
  'rewards-placement',
  'custom-odds',
  'bet-stats',
];
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : all;
const root = new URL('..', import.meta.url).pathname;
let failed = 0;
for (const name of wanted) {
  const file = `bench/${name}.ts`;
  if (!existsSync(`${root}${file}`)) {
    console.log(`[bench] ${name}: no such benchmark, skipped`);
    continue;
  }
  console.log(`\n[bench] ${name}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
