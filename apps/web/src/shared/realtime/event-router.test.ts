import { describe, expect, it, vi } from 'vitest';
import { createEventRouter, guard, isRealtimeMessage } from './event-router';

describe('event routing', () => {
  it('delivers an event to the handlers of its type and to "*"', () => {
    const router = createEventRouter();
    const typed = vi.fn();
    const all = vi.fn();
    router.on('markets_changed', typed);
    router.on('*', all);
    router.dispatch('sportsbook:en', { type: 'markets_changed', payload: { ts: 1 } });
    expect(typed).toHaveBeenCalledWith({ ts: 1 }, expect.objectContaining({ channel: 'sportsbook:en' }));
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('keeps going when a handler throws: the others still run and nothing escapes', () => {
    const report = vi.fn();
    const router = createEventRouter(report);
    const after = vi.fn();
    router.on('match_changed', () => {
      throw new Error('boom');
    });
    router.on('match_changed', after);
    expect(() => router.dispatch('c', { type: 'match_changed', payload: {} })).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.any(Error));
    router.dispatch('c', { type: 'match_changed', payload: {} });
    expect(after).toHaveBeenCalledTimes(2);
  });

  it('ignores data that is not { type, payload } and stops delivering to removed handlers', () => {
    const router = createEventRouter();
    const handler = vi.fn();
    const off = router.on('x', handler);
    router.dispatch('c', 'text');
    router.dispatch('c', { type: 'x' });
    expect(handler).not.toHaveBeenCalled();
    off();
    router.dispatch('c', { type: 'x', payload: 1 });
    expect(handler).not.toHaveBeenCalled();
    expect(router.size()).toBe(0);
    expect(isRealtimeMessage({ type: 'x', payload: null })).toBe(true);
  });

  it('guard swallows even a failing reporter', () => {
    expect(() =>
      guard(
        () => {
          throw new Error('a');
        },
        () => {
          throw new Error('b');
        },
      ),
    ).not.toThrow();
  });
});
