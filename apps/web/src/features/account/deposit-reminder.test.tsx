import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime');

import { setCookie } from '../../shared/browser/cookie';
import { resetAuthStore, useAuthStore } from './auth-store';
import { DEPOSIT_REMINDER_COOKIE, DEPOSIT_REMINDER_MS, useDepositReminder } from './deposit-reminder';
import { player } from './test-fixtures';

const inReminderGroup = { ...player, statuses: [{ id: 'deposit_reminder', name: 'Deposit reminder' }] };

const clearCookie = () => setCookie(DEPOSIT_REMINDER_COOKIE, '', 0);

beforeEach(() => {
  resetAuthStore();
  clearCookie();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  clearCookie();
});

describe('deposit reminder (spec 000 §4: at most once a day, through a cookie)', () => {
  it('opens the deposit dialog 10 s after load for the reminder group and sets the day cookie', () => {
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player: inReminderGroup as never });
    renderHook(() => useDepositReminder());
    act(() => vi.advanceTimersByTime(DEPOSIT_REMINDER_MS - 1));
    expect(useAuthStore.getState().dialog).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'deposit' });
    expect(document.cookie).toContain(`${DEPOSIT_REMINDER_COOKIE}=1`);
  });

  it('stays quiet when the cookie says it fired today, or for players outside the group', () => {
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player: inReminderGroup as never });
    // The reminder fired earlier today.
    setCookie(DEPOSIT_REMINDER_COOKIE, '1', 86_400);
    const first = renderHook(() => useDepositReminder());
    act(() => vi.advanceTimersByTime(2 * DEPOSIT_REMINDER_MS));
    expect(useAuthStore.getState().dialog).toBeNull();
    first.unmount();

    clearCookie();
    useAuthStore.setState({ player });
    renderHook(() => useDepositReminder());
    act(() => vi.advanceTimersByTime(2 * DEPOSIT_REMINDER_MS));
    expect(useAuthStore.getState().dialog).toBeNull();
  });
});
