/**
 * Collects items as they arrive and hands them over once per animation frame, so a burst of publications becomes
 * one DOM commit. `flush` runs in a guard: a failing flush loses its batch, never the next ones.
 */
import { guard } from './event-router';

export type Schedule = (run: () => void) => void;

const nextFrame: Schedule = (run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 16);
};

export function createFrameBatcher<T>(flush: (batch: T[]) => void, schedule: Schedule = nextFrame) {
  let queue: T[] = [];
  let scheduled = false;
  const run = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length > 0) guard(() => flush(batch));
  };
  return {
    push(item: T): void {
      queue.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(run);
      }
    },
    /** Hands over what is queued now (tests, page hide). */
    flushNow: run,
    pending(): number {
      return queue.length;
    },
  };
}
