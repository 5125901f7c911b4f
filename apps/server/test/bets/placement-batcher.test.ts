import { describe, expect, it } from 'vitest';
import { PlacementBatcher, rolledBack } from '../../src/modules/bets/placement-batcher';

type Item = { id: number; key?: string; fail?: string };

const tick = () => new Promise((r) => setImmediate(r));

/** A fake database call that records its batches; with `hold`, each call waits until `settle` lets it finish. */
function fakeRun(options: { hold?: boolean } = {}) {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  let running = 0;
  let maxRunning = 0;
  const run = async (items: readonly Item[]) => {
    calls.push(items.map((i) => i.id));
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    if (options.hold) await new Promise<void>((resolve) => pending.push(resolve));
    running -= 1;
    const failing = items.find((i) => i.fail);
    if (failing) throw Object.assign(new Error('refused'), { code: failing.fail });
    return items.map((i) => `ok:${i.id}`);
  };
  /** Lets held calls finish, turn after turn, until every promise settled; answers their outcomes. */
  const settle = async <T>(promises: Promise<T>[]) => {
    let done = false;
    const all = Promise.allSettled(promises).finally(() => {
      done = true;
    });
    while (!done) {
      while (pending.length > 0) pending.shift()?.();
      await tick();
    }
    return all;
  };
  return { run, calls, settle, maxRunning: () => maxRunning };
}

describe('PlacementBatcher', () => {
  it('sends a lone placement at once, in a call of its own', async () => {
    const fake = fakeRun();
    const batcher = new PlacementBatcher(fake.run, () => null, { maxBatch: 64, maxInFlight: 1, stallMs: 60_000 });
    expect(await batcher.place({ id: 1 })).toBe('ok:1');
    expect(fake.calls).toEqual([[1]]);
  });

  it('groups what arrives while a call runs, at most maxBatch per call, one call at a time', async () => {
    const fake = fakeRun({ hold: true });
    const batcher = new PlacementBatcher(fake.run, () => null, { maxBatch: 3, maxInFlight: 1, stallMs: 60_000 });
    const first = batcher.place({ id: 0 });
    await tick();
    const rest = Array.from({ length: 7 }, (_, i) => batcher.place({ id: i + 1 }));
    const settled = await fake.settle([first, ...rest]);
    expect(settled.map((r) => r.status === 'fulfilled' && r.value)).toEqual(
      Array.from({ length: 8 }, (_, i) => `ok:${i}`),
    );
    expect(fake.calls).toEqual([[0], [1, 2, 3], [4, 5, 6], [7]]);
    expect(fake.maxRunning()).toBe(1);
  });

  it('runs up to maxInFlight calls at the same time', async () => {
    const fake = fakeRun({ hold: true });
    const batcher = new PlacementBatcher(fake.run, () => null, { maxBatch: 2, maxInFlight: 2, stallMs: 60_000 });
    const all = Array.from({ length: 6 }, (_, i) => batcher.place({ id: i }));
    await fake.settle(all);
    expect(fake.maxRunning()).toBe(2);
    expect(fake.calls.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('runs placements with the same key one after the other, others alongside', async () => {
    const fake = fakeRun({ hold: true });
    const batcher = new PlacementBatcher(fake.run, (i: Item) => i.key ?? null, {
      maxBatch: 64,
      maxInFlight: 1,
      stallMs: 60_000,
    });
    const all = [
      batcher.place({ id: 1, key: 'k' }),
      batcher.place({ id: 2, key: 'k' }),
      batcher.place({ id: 3 }),
      batcher.place({ id: 4, key: 'k' }),
    ];
    await fake.settle(all);
    expect(fake.calls).toEqual([[1, 3], [2], [4]]);
  });

  it('re-sends each placement alone after a database error, so only the failing one fails', async () => {
    const fake = fakeRun({ hold: true });
    const batcher = new PlacementBatcher(fake.run, () => null, { maxBatch: 64, maxInFlight: 1, stallMs: 60_000 });
    const first = batcher.place({ id: 0 });
    await tick();
    const batch = [batcher.place({ id: 1 }), batcher.place({ id: 2, fail: '23505' }), batcher.place({ id: 3 })];
    const settled = await fake.settle([first, ...batch]);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(fake.calls).toEqual([[0], [1, 2, 3], [1], [2], [3]]);
    expect(batcher.stats()).toEqual({ calls: 2, placements: 4, largest: 3, placedAlone: 3, stalled: 0 });
  });

  it('retries nothing after an error that may have come after the commit (connection lost)', async () => {
    const fake = fakeRun({ hold: true });
    const batcher = new PlacementBatcher(fake.run, () => null, { maxBatch: 64, maxInFlight: 1, stallMs: 60_000 });
    const first = batcher.place({ id: 0 });
    await tick();
    const batch = [batcher.place({ id: 1 }), batcher.place({ id: 2, fail: 'ECONNRESET' })];
    const settled = await fake.settle([first, ...batch]);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(fake.calls).toEqual([[0], [1, 2]]);
  });

  it('lets the next batch go past a call that stalls (a row lock held elsewhere)', async () => {
    let unblock = () => {};
    const calls: number[][] = [];
    const run = async (items: readonly Item[]) => {
      calls.push(items.map((i) => i.id));
      if (items.some((i) => i.id === 0)) await new Promise<void>((resolve) => (unblock = resolve));
      return items.map((i) => `ok:${i.id}`);
    };
    const batcher = new PlacementBatcher(run, () => null, { maxBatch: 64, maxInFlight: 1, stallMs: 20 });
    const stuck = batcher.place({ id: 0 });
    await tick();
    const next = [batcher.place({ id: 1 }), batcher.place({ id: 2 })];
    expect(await Promise.all(next)).toEqual(['ok:1', 'ok:2']);
    expect(calls).toEqual([[0], [1, 2]]);
    unblock();
    expect(await stuck).toBe('ok:0');
    expect(batcher.stats().stalled).toBe(1);
  });

  it('tells which errors leave nothing committed', () => {
    for (const code of ['23505', '23514', '40P01', '40001', '22P02']) expect(rolledBack({ code })).toBe(true);
    for (const code of ['08006', '57P01', 'XX000', 'ECONNRESET', undefined]) expect(rolledBack({ code })).toBe(false);
    expect(rolledBack(null)).toBe(false);
  });
});
