import { describe, expect, it, vi } from 'vitest';
import { createOddsStore } from './odds-store';

/** A store whose frame is flushed by hand. */
function manualStore() {
  const frames: (() => void)[] = [];
  const store = createOddsStore((flush) => frames.push(flush));
  const runFrame = () => {
    const pending = frames.splice(0);
    for (const flush of pending) flush();
  };
  return { store, frames, runFrame };
}

describe('odds store', () => {
  it('applies nothing until the animation frame, then everything queued in it at once', () => {
    const { store, frames, runFrame } = manualStore();
    store.applyOdds([{ id: 'a', odds: 2.1 }]);
    store.applyOdds([{ id: 'b', odds: 3.4 }]);
    expect(frames).toHaveLength(1);
    expect(store.get('a')).toBeUndefined();
    runFrame();
    expect(store.get('a')?.odds).toBe(2.1);
    expect(store.get('b')?.odds).toBe(3.4);
  });

  it('keeps the last update of an outcome within a frame', () => {
    const { store, runFrame } = manualStore();
    store.applyOdds([
      { id: 'a', odds: 2.1 },
      { id: 'a', odds: 2.3 },
    ]);
    store.applyOdds([{ id: 'a', odds: 2.2 }]);
    runFrame();
    expect(store.get('a')?.odds).toBe(2.2);
  });

  it('notifies only the listeners of the outcomes that changed', () => {
    const { store, runFrame } = manualStore();
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribe('a', onA);
    store.subscribe('b', onB);
    store.applyOdds([{ id: 'a', odds: 1.9 }]);
    runFrame();
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
  });

  it('does not notify when the price and state are unchanged', () => {
    const { store, runFrame } = manualStore();
    const listener = vi.fn();
    store.subscribe('a', listener);
    store.applyOdds([{ id: 'a', odds: 1.9 }]);
    runFrame();
    store.applyOdds([{ id: 'a', odds: 1.9, active: true }]);
    runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('records the direction of a change and counts versions', () => {
    const { store, runFrame } = manualStore();
    store.applyOdds([{ id: 'a', odds: 2 }]);
    runFrame();
    expect(store.get('a')).toMatchObject({ trend: null, version: 1 });
    store.applyOdds([{ id: 'a', odds: 2.5 }]);
    runFrame();
    expect(store.get('a')).toMatchObject({ trend: 'up', version: 2 });
    store.applyOdds([{ id: 'a', odds: 1.5 }]);
    runFrame();
    expect(store.get('a')).toMatchObject({ trend: 'down', version: 3 });
  });

  it('marks an outcome inactive and keeps the state when an update omits it', () => {
    const { store, runFrame } = manualStore();
    store.applyOdds([{ id: 'a', odds: 2, active: false }]);
    runFrame();
    store.applyOdds([{ id: 'a', odds: 2.2 }]);
    runFrame();
    expect(store.get('a')).toMatchObject({ odds: 2.2, active: false });
  });

  it('stops notifying after unsubscribe and forgets outcomes nobody listens to', () => {
    const { store, runFrame } = manualStore();
    const listener = vi.fn();
    const off = store.subscribe('a', listener);
    expect(store.listenedCount()).toBe(1);
    off();
    expect(store.listenedCount()).toBe(0);
    store.applyOdds([{ id: 'a', odds: 3 }]);
    runFrame();
    expect(listener).not.toHaveBeenCalled();
  });
});
