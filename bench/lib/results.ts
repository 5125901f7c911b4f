import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** Writes a benchmark's figures to bench/results/<name>.json with the environment, and prints them. */
export function writeResult(name: string, figures: Record<string, unknown>): void {
  const result = {
    name,
    at: new Date().toISOString(),
    environment: {
      node: process.version,
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      // Other work on the box skews every figure; the 1-minute load average at the end says how much.
      loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(2)),
    },
    ...figures,
  };
  const path = new URL(`../results/${name}.json`, import.meta.url);
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
