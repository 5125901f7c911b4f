import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, PROGRESS_SETTINGS, type ProgressView, trickleAmount } from './progress-controller';

describe('navigation progress controller', () => {
  let views: ProgressView[];
  beforeEach(() => {
    vi.useFakeTimers();
    views = [];
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec settings: minimum 0.08, speed 200 ms, trickle 800 ms', () => {
    expect(PROGRESS_SETTINGS).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
  });

  it('starts at the minimum', () => {
    const bar = createProgress((v) => views.push(v));
    bar.start();
    expect(views.at(-1)).toEqual({ visible: true, value: 0.08 });
  });

  it('trickles every 800 ms and never reaches 1 on its own', () => {
    const bar = createProgress((v) => views.push(v));
    bar.start();
    vi.advanceTimersByTime(799);
    expect(bar.value).toBe(0.08);
    vi.advanceTimersByTime(1);
    expect(bar.value).toBeCloseTo(0.18);
    vi.advanceTimersByTime(800 * 500);
    expect(bar.value).toBeLessThan(1);
    expect(bar.value).toBeGreaterThan(0.98);
  });

  it('fills on done and hides one speed (200 ms) later', () => {
    const bar = createProgress((v) => views.push(v));
    bar.start();
    bar.done();
    expect(views.at(-1)).toEqual({ visible: true, value: 1 });
    vi.advanceTimersByTime(199);
    expect(views.at(-1)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(views.at(-1)).toEqual({ visible: false, value: 0 });
    expect(bar.value).toBeNull();
  });

  it('ignores done when nothing was started', () => {
    const bar = createProgress((v) => views.push(v));
    bar.done();
    expect(views).toEqual([]);
  });

  it('slows down as it fills', () => {
    expect(trickleAmount(0.1)).toBeGreaterThan(trickleAmount(0.3));
    expect(trickleAmount(0.3)).toBeGreaterThan(trickleAmount(0.6));
    expect(trickleAmount(0.6)).toBeGreaterThan(trickleAmount(0.9));
    expect(trickleAmount(0.995)).toBe(0);
  });
});
