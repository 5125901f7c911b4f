import { describe, expect, it, vi } from 'vitest';
import { createOddsStore } from '../odds/odds-store';
import { connectionProblem } from './connection-alert';
import { createAnnouncerQueue } from './live-announcer';
import { createLiveStore } from './live-store';
import { createLiveApplier } from './live-updates';

function setup(onBatch = vi.fn()) {
  const frames: (() => void)[] = [];
  const odds = createOddsStore((run) => frames.push(run));
  const live = createLiveStore();
  const applier = createLiveApplier({ odds, live, onBatch, schedule: (run) => frames.push(run) });
  const frame = () => {
    for (const run of frames.splice(0)) run();
  };
  return { odds, live, applier, frame, onBatch };
}

const market = (outcomes: { outcomeId: string; odds: number; active: boolean }[], status = 1) => ({
  matchId: 7,
  id: 1,
  specifier: '',
  status,
  outcomes,
});

describe('live updates', () => {
  it('applies a burst of events in one pass per frame and records the publish time', () => {
    const { odds, live, applier, frame, onBatch } = setup();
    const listener = vi.fn();
    odds.subscribe('7:1::1', listener);
    live.subscribe(7, () => {});
    applier.push('markets_changed', { ts: 100, markets: [market([{ outcomeId: '1', odds: 2.1, active: true }])] });
    applier.push('markets_changed', { ts: 120, markets: [market([{ outcomeId: '1', odds: 2.2, active: true }])] });
    applier.push('match_changed', { ts: 120, matches: [{ id: 7, score: { totalScore: { home: 1, away: 0 } } }] });
    expect(odds.get('7:1::1')).toBeUndefined();
    frame();
    expect(odds.get('7:1::1')).toMatchObject({ odds: 2.2, active: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(live.match(7)?.score).toEqual({ totalScore: { home: 1, away: 0 } });
    expect(window.__lastApplied).toEqual({ t: 120 });
    expect(onBatch).toHaveBeenCalledTimes(1);
    expect(onBatch).toHaveBeenCalledWith({ prices: 1, scores: 1, refetch: false, ts: 120 });
  });

  it('suspends by market status and by inactive outcomes', () => {
    const { odds, live, applier, frame } = setup();
    applier.push('markets_changed', {
      ts: 1,
      markets: [market([{ outcomeId: '2', odds: 3, active: false }], -1)],
    });
    frame();
    expect(odds.get('7:1::2')?.active).toBe(false);
    expect(live.marketStatus(7, 1, '')).toBe(-1);
  });

  it('asks for a refetch when a match status moves, and drops malformed payloads', () => {
    const { applier, frame, onBatch } = setup();
    applier.push('markets_changed', { ts: 1, markets: 'nope' });
    applier.push('match_changed', null);
    frame();
    expect(onBatch).not.toHaveBeenCalled();
    applier.push('match_status_changed', { ts: 2, matches: [{ id: 9, status: 1 }] });
    frame();
    expect(onBatch).toHaveBeenCalledWith(expect.objectContaining({ refetch: true }));
  });

  it('a failing consumer does not stop the next batches', () => {
    const onBatch = vi.fn(() => {
      throw new Error('boom');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { odds, applier, frame } = setup(onBatch);
    applier.push('markets_changed', { ts: 1, markets: [market([{ outcomeId: '1', odds: 2, active: true }])] });
    frame();
    applier.push('markets_changed', { ts: 2, markets: [market([{ outcomeId: '1', odds: 2.5, active: true }])] });
    frame();
    expect(odds.get('7:1::1')?.odds).toBe(2.5);
    expect(odds.get('7:1::1')?.trend).toBe('up');
  });
});

describe('connection alert', () => {
  const status = { state: 'connected' as const, online: true, started: true };
  it('shows while offline, or once a lost connection stays down past the grace time', () => {
    expect(connectionProblem({ ...status, online: false }, false, 0)).toBe(true);
    expect(connectionProblem(status, true, 10_000)).toBe(false);
    expect(connectionProblem({ ...status, state: 'connecting' }, false, 10_000)).toBe(false);
    expect(connectionProblem({ ...status, state: 'connecting' }, true, 500)).toBe(false);
    expect(connectionProblem({ ...status, state: 'connecting' }, true, 5_000)).toBe(true);
  });
});

describe('announcer', () => {
  it('summarises changes at most every few seconds', () => {
    vi.useFakeTimers();
    const emit = vi.fn();
    const queue = createAnnouncerQueue(5_000, emit);
    queue.add(2, 0);
    queue.add(1, 1);
    vi.advanceTimersByTime(0);
    expect(emit).toHaveBeenCalledWith(3, 1);
    queue.add(4, 0);
    vi.advanceTimersByTime(1_000);
    expect(emit).toHaveBeenCalledTimes(1);
    queue.add(1, 0);
    vi.advanceTimersByTime(4_000);
    expect(emit).toHaveBeenCalledTimes(2);
    expect(emit).toHaveBeenLastCalledWith(5, 0);
    queue.stop();
    vi.useRealTimers();
  });
});
