import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefetchThrottle } from './refetch-throttle';

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
