import { describe, expect, it, vi } from 'vitest';
import { createFrameBatcher } from './frame-batcher';

function manualFrames() {
  const queued: (() => void)[] = [];
  return {
    schedule: (run: () => void) => queued.push(run),
    frame: () => {
      for (const run of queued.splice(0)) run();
    },
    count: () => queued.length,
  };
}

describe('frame batching', () => {
  it('hands everything that arrived within a frame over once', () => {
    const frames = manualFrames();
    const flush = vi.fn();
    const batcher = createFrameBatcher<number>(flush, frames.schedule);
    batcher.push(1);
    batcher.push(2);
    batcher.push(3);
    expect(frames.count()).toBe(1);
    expect(flush).not.toHaveBeenCalled();
    frames.frame();
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([1, 2, 3]);
    batcher.push(4);
    frames.frame();
    expect(flush).toHaveBeenLastCalledWith([4]);
  });

  it('schedules nothing while idle and survives a failing flush', () => {
    const frames = manualFrames();
    let fail = true;
    const seen: number[][] = [];
    const batcher = createFrameBatcher<number>((batch) => {
      if (fail) throw new Error('boom');
      seen.push(batch);
    }, frames.schedule);
    frames.frame();
    expect(frames.count()).toBe(0);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    batcher.push(1);
    frames.frame();
    fail = false;
    batcher.push(2);
    frames.frame();
    expect(seen).toEqual([[2]]);
  });
});
