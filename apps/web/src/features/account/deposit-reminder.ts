'use client';

import { useEffect } from 'react';
import { hasCookie, setCookie } from '../../shared/browser/cookie';
import { COOKIES } from '../../shared/browser/storage-keys';
import { openAuthDialog, useAuthStore } from './auth-store';

/** Spec 001 §9: the deposit reminder waits 10 s and fires at most once a day (cookie). */
export const DEPOSIT_REMINDER_MS = 10_000;
export const DEPOSIT_REMINDER_COOKIE = COOKIES.depositReminderInvoked;

/**
 * Spec 000 §4 and §6: players of the deposit-reminder status group get the deposit dialog 10 s after the page loads, at
 * most once a day (the cookie lives a day), and never over another dialog.
 */
export function useDepositReminder(): void {
  const due = useAuthStore(
    (s) => s.authStatus === 'LOGGED_IN' && s.player?.statuses.some((x) => x.id === 'deposit_reminder') === true,
  );
  useEffect(() => {
    if (!due || hasCookie(DEPOSIT_REMINDER_COOKIE)) return;
    const timer = setTimeout(() => {
      if (hasCookie(DEPOSIT_REMINDER_COOKIE) || useAuthStore.getState().dialog) return;
      setCookie(DEPOSIT_REMINDER_COOKIE, '1', 86_400);
      openAuthDialog('deposit');
    }, DEPOSIT_REMINDER_MS);
    return () => clearTimeout(timer);
  }, [due]);
}
