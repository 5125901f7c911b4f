import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefetchThrottle, trackActivity } from './refetch-throttle';

describe('list refetch after status changes (at most every 30 s, from the page snapshot)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a status change just after the page loaded waits for the window counted from the snapshot', () => {
    const refetch = vi.fn();
    const throttle = createRefetchThrottle(refetch, 30_000);
    vi.advanceTimersByTime(2_000);
    throttle.schedule();
    vi.advanceTimersByTime(27_999);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('changes within one window make one refetch; a change after a quiet window refetches at once', () => {
    const refetch = vi.fn();
    const throttle = createRefetchThrottle(refetch, 30_000);
    throttle.schedule();
    vi.advanceTimersByTime(10_000);
    throttle.schedule();
    vi.advanceTimersByTime(20_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(45_000);
    throttle.schedule();
    vi.advanceTimersByTime(0);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('a lost publication refetches at once and replaces the pending one', () => {
    const refetch = vi.fn();
    const throttle = createRefetchThrottle(refetch, 30_000);
    throttle.schedule();
    throttle.now();
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending refetch', () => {
    const refetch = vi.fn();
    const throttle = createRefetchThrottle(refetch, 30_000);
    throttle.schedule();
    throttle.cancel();
    vi.advanceTimersByTime(60_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});

describe('a due list refetch waits for the visitor to settle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until 1 s after the last pointer, touch, wheel, scroll or key event', () => {
    const refetch = vi.fn();
    const activity = trackActivity(window);
    const throttle = createRefetchThrottle(refetch, 30_000, { lastActivity: activity.last });
    vi.advanceTimersByTime(29_500);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(500);
    throttle.schedule();
    vi.advanceTimersByTime(0);
    expect(refetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(999);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    activity.stop();
  });

  it('refetches after at most 10 s of a visitor who never settles', () => {
    const refetch = vi.fn();
    const activity = trackActivity(window);
    const throttle = createRefetchThrottle(refetch, 30_000, { lastActivity: activity.last });
    vi.advanceTimersByTime(30_000);
    window.dispatchEvent(new Event('pointermove'));
    const move = setInterval(() => window.dispatchEvent(new Event('pointermove')), 200);
    throttle.schedule();
    vi.advanceTimersByTime(9_999);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    clearInterval(move);
    activity.stop();
  });

  it('counts no activity once stopped', () => {
    const activity = trackActivity(window);
    activity.stop();
    window.dispatchEvent(new Event('keydown'));
    expect(activity.last()).toBe(0);
  });
});
