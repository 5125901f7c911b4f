import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * How fast this machine is at two things every figure depends on, so results from different machines can be
 * compared: a plain JavaScript loop (10^8 additions, ms; ~350 ms on a fast desktop core) and memory touched for
 * the first time (ms per MB: page faults, which a browser's new renderer or a growing heap pay; ~0.1-0.3 on bare
 * metal, far more on some virtual machines). Best of three, a few hundred ms in all.
 */
export function machineProbe(): { jsLoopMs: number; freshMemoryMsPerMb: number } {
  let jsLoopMs = Number.POSITIVE_INFINITY;
  let freshMemoryMsPerMb = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    let t = performance.now();
    let sum = 0;
    for (let i = 0; i < 1e8; i++) sum += i;
    if (sum < 0) throw new Error('unreachable: keeps the loop');
    jsLoopMs = Math.min(jsLoopMs, performance.now() - t);
    t = performance.now();
    const block = Buffer.allocUnsafeSlow(32 * 1024 * 1024);
    for (let i = 0; i < block.length; i += 4096) block[i] = 1;
    freshMemoryMsPerMb = Math.min(freshMemoryMsPerMb, (performance.now() - t) / 32);
  }
  return { jsLoopMs: Math.round(jsLoopMs), freshMemoryMsPerMb: Math.round(freshMemoryMsPerMb * 100) / 100 };
}

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
      probe: machineProbe(),
    },
    ...figures,
  };
  const path = new URL(`../results/${name}.json`, import.meta.url);
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
