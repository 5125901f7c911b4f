'use client';

import { useEffect } from 'react';
import { LIMITS_CHANGED_EVENT, PlatformError, platformApi } from '../../shared/api/platform-api';
import { setRgModal, signOut, useAuthStore } from './auth-store';

/** Spec 001 §9 refresh intervals. */
export const SESSION_INFO_MS = 30_000;
export const ACTIVITY_MS = 60_000;
/** A tab counts as active when the user did something within the last interval. */
const ACTIVE_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Responsible gambling while signed in (spec 000 §4): opens a sportsbook session, polls the session info every
 * 30 s without cache (reality check due → modal; 403 → session limit reached, modal and stop; 400 → stop), and reports
 * activity every 60 s while the user is active and an activity limit exists (401 → signed out + modal).
 */
export function useResponsibleGambling(): void {
  const playerId = useAuthStore((s) => (s.authStatus === 'LOGGED_IN' ? (s.player?.id ?? null) : null));

  useEffect(() => {
    if (playerId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      if (stopped) return;
      try {
        const info = await platformApi.sessionInfo();
        useAuthStore.setState({ sessionInfo: info });
        if (info.realityCheck.due && useAuthStore.getState().rgModal === null) setRgModal('reality-check');
      } catch (error) {
        if (error instanceof PlatformError) {
          if (error.status === 400) {
            stopped = true;
            return;
          }
          // The session limit is reached: asking again would answer 403 again (and reopen a closed modal).
          if (error.status === 403) {
            setRgModal('session-limit');
            stopped = true;
            return;
          }
          if (error.status === 401) return;
        }
      }
      if (!stopped) timer = setTimeout(check, SESSION_INFO_MS);
    };
    void platformApi
      .startSession()
      .then((info) => useAuthStore.setState({ sessionInfo: info }))
      .catch((error: unknown) => {
        if (error instanceof PlatformError && error.status === 403) setRgModal('session-limit');
      })
      .finally(() => void check());
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [playerId]);

  useEffect(() => {
    if (playerId === null) return;
    let lastActive = Date.now();
    const mark = () => {
      lastActive = Date.now();
    };
    for (const name of ACTIVE_EVENTS) window.addEventListener(name, mark, { passive: true });
    let hasLimit = false;
    let cancelled = false;
    // Read at sign-in, and again when the player changes a limit in this tab (the limits page).
    const readLimits = () =>
      void platformApi
        .userLimits()
        .then((limits) => {
          hasLimit = limits.some(
            (l) => l.type === 'activity' && l.status !== 'disabled' && l.status !== 'confirmed_disabled',
          );
        })
        .catch(() => undefined);
    readLimits();
    window.addEventListener(LIMITS_CHANGED_EVENT, readLimits);
    const interval = setInterval(() => {
      if (cancelled || !hasLimit || document.hidden || Date.now() - lastActive > ACTIVITY_MS) return;
      platformApi.trackActivity().catch((error: unknown) => {
        if (error instanceof PlatformError && error.status === 401) {
          void signOut({ local: true, activityLimit: true });
          setRgModal('activity-limit');
        }
      });
    }, ACTIVITY_MS);
    return () => {
      cancelled = true;
      clearInterval(interval);
      window.removeEventListener(LIMITS_CHANGED_EVENT, readLimits);
      for (const name of ACTIVE_EVENTS) window.removeEventListener(name, mark);
    };
  }, [playerId]);
}
