import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const realtime = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  return {
    handlers,
    onPrivateEvent: (type: string, handler: () => void) => {
      handlers.set(type, handler);
      return () => handlers.delete(type);
    },
    onPrivateSubscribed: () => () => undefined,
  };
});
vi.mock('../../shared/realtime/realtime', () => realtime);

import { JACKPOT_HIT_DELAY_MS, JACKPOT_HITS_REFRESH_MS } from '@sportsbook/contract/rewards-constants';
import JackpotHits from './jackpot-hits';
import { hit, polyfillDialog, stubApi } from './test-fixtures';

const labels = { title: 'Jackpot!', text: 'You won {amount} — {level} level of {name}', collect: 'Collect' };

beforeEach(() => {
  polyfillDialog();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the jackpot hit alert', () => {
  it('shows unseen hits one at a time, each a second after the last, and marks each seen when collected', async () => {
    const seen: unknown[] = [];
    let unseen = [hit(1), hit(2, { amount: 50_000, levelName: 'Major' })];
    const calls = stubApi({
      'GET /api/v3/jackpot-hits': () => ({ status: 200, body: { data: unseen } }),
      'POST /api/v3/jackpot-hits/mark-as-seen': (_url, init) => {
        const { ids } = JSON.parse(String(init?.body)) as { ids: number[] };
        seen.push(ids);
        unseen = unseen.filter((h) => !ids.includes(h.id));
        return { status: 204 };
      },
    });
    render(<JackpotHits locale="en" labels={labels} />);
    await flush();
    expect(calls).toEqual(['GET /api/v3/jackpot-hits?for_user=true&unseen=true&locale=en']);
    // Not at once: a second after it arrived.
    await flush(JACKPOT_HIT_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await flush(1);
    const first = screen.getByRole('dialog', { name: 'Jackpot!' });
    expect(first.textContent).toContain('You won €123.45 — Mini level of Sportsbook Jackpot');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    await flush();
    expect(seen).toEqual([[1]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await flush(JACKPOT_HIT_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await flush(1);
    expect(screen.getByRole('dialog', { name: 'Jackpot!' }).textContent).toContain(
      'You won €500.00 — Major level of Sportsbook Jackpot',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    await flush(JACKPOT_HIT_DELAY_MS);
    expect(seen).toEqual([[1], [2]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads again every 60 s and on jackpot_hit, and never shows a hit twice', async () => {
    let unseen = [hit(1)];
    const calls = stubApi({
      'GET /api/v3/jackpot-hits': () => ({ status: 200, body: { data: unseen } }),
      'POST /api/v3/jackpot-hits/mark-as-seen': () => ({ status: 500, body: { error: { code: 'x', message: 'x' } } }),
    });
    render(<JackpotHits locale="en" labels={labels} />);
    await flush();
    await flush(JACKPOT_HIT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    // The mark failed, so the server still calls it unseen: this tab does not show it again.
    await flush(JACKPOT_HITS_REFRESH_MS);
    const reads = () => calls.filter((c) => c.startsWith('GET')).length;
    expect(reads()).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();

    unseen = [hit(1), hit(3, { levelName: 'Mega' })];
    act(() => realtime.handlers.get('jackpot_hit')?.());
    await flush();
    await flush(JACKPOT_HIT_DELAY_MS);
    expect(reads()).toBe(3);
    expect(screen.getByRole('dialog', { name: 'Jackpot!' }).textContent).toContain('Mega level');
  });
});
