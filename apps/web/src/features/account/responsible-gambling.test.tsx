import type { SessionInfo } from '@sportsbook/contract/platform';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime');

import { platformApi } from '../../shared/api/platform-api';
import { loadPlayer, resetAuthStore, useAuthStore } from './auth-store';
import { ACTIVITY_MS, SESSION_INFO_MS, useResponsibleGambling } from './responsible-gambling';
import { loggedIn, mockServer, type Route } from './test-fixtures';

const info = (due: boolean): SessionInfo => ({
  active: true,
  sessionId: 1,
  startedAt: '2026-01-01T00:00:00Z',
  timePlayedSeconds: 60,
  netResult: { amount: 0, currency: 'EUR' },
  realityCheck: { due, intervalMinutes: 1, nextAt: null },
  minutesLeft: null,
});
const limitReached: ReturnType<Route> = {
  status: 403,
  body: { error: { code: 'session_limit_reached', message: 'limit' } },
};

/** Lets the hook's pending calls settle (fake timers do not run promise callbacks by themselves). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(async () => {
  resetAuthStore();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function signedInWith(routes: Record<string, Route>): Promise<string[]> {
  const calls = mockServer({ ...loggedIn, 'GET /user_limits': () => ({ status: 200, body: [] }), ...routes });
  await loadPlayer();
  return calls;
}

describe('responsible gambling (spec 000 §4)', () => {
  it('opens a session, polls its info every 30 s and shows the reality check when due', async () => {
    let due = false;
    const calls = await signedInWith({
      'POST /sportsbook_sessions': () => ({ status: 201, body: info(false) }),
      'GET /sportsbook_sessions/current': () => ({ status: 200, body: info(due) }),
    });
    renderHook(() => useResponsibleGambling());
    await settle();
    expect(calls.filter((c) => c === 'GET /sportsbook_sessions/current')).toHaveLength(1);
    expect(useAuthStore.getState().rgModal).toBeNull();
    due = true;
    await act(() => vi.advanceTimersByTimeAsync(SESSION_INFO_MS));
    expect(calls.filter((c) => c === 'GET /sportsbook_sessions/current')).toHaveLength(2);
    expect(useAuthStore.getState().rgModal).toBe('reality-check');
  });

  it('a 403 means the session limit is reached: the modal opens once and checking stops', async () => {
    const calls = await signedInWith({
      'POST /sportsbook_sessions': () => limitReached,
      'GET /sportsbook_sessions/current': () => limitReached,
    });
    renderHook(() => useResponsibleGambling());
    await settle();
    expect(useAuthStore.getState().rgModal).toBe('session-limit');
    act(() => useAuthStore.setState({ rgModal: null }));
    await act(() => vi.advanceTimersByTimeAsync(3 * SESSION_INFO_MS));
    expect(useAuthStore.getState().rgModal).toBeNull();
    expect(calls.filter((c) => c === 'GET /sportsbook_sessions/current')).toHaveLength(1);
  });

  it('a 400 stops further checking', async () => {
    const calls = await signedInWith({
      'POST /sportsbook_sessions': () => ({ status: 201, body: info(false) }),
      'GET /sportsbook_sessions/current': () => ({ status: 400, body: { error: { code: 'x', message: 'no' } } }),
    });
    renderHook(() => useResponsibleGambling());
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(3 * SESSION_INFO_MS));
    expect(calls.filter((c) => c === 'GET /sportsbook_sessions/current')).toHaveLength(1);
  });

  it('tracks activity once the player sets an activity limit in this tab, without a reload', async () => {
    let limits: unknown[] = [];
    const calls = await signedInWith({
      'POST /sportsbook_sessions': () => ({ status: 201, body: info(false) }),
      'GET /sportsbook_sessions/current': () => ({ status: 200, body: info(false) }),
      'GET /user_limits': () => ({ status: 200, body: limits }),
      'POST /user_limits': () => {
        limits = [{ id: 9, type: 'activity', status: 'active' }];
        return { status: 201, body: limits[0] };
      },
      'POST /player/activity_limit_track': () => ({ status: 200, body: { minutesLeft: 30 } }),
    });
    renderHook(() => useResponsibleGambling());
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_MS));
    expect(calls.filter((c) => c === 'POST /player/activity_limit_track')).toHaveLength(0);
    await act(async () => {
      await platformApi.setUserLimit({ type: 'activity', period: 'day', value: 60 });
    });
    await settle();
    window.dispatchEvent(new Event('pointerdown'));
    await act(() => vi.advanceTimersByTimeAsync(ACTIVITY_MS));
    expect(calls.filter((c) => c === 'POST /player/activity_limit_track')).toHaveLength(1);
  });
});
