'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ALERT_MS, type Alert, currentAlerts, dismissAlert, subscribeAlerts } from './alert-store';
import styles from './alerts.module.css';
import { CloseIcon } from './icons';

const NONE: readonly Alert[] = [];

/**
 * Renders the alerts of `alert-store.ts` bottom-centre: errors in an assertive live region (role="alert"), the rest
 * in a polite one (role="status"). Each closes after `ALERT_MS`, paused while the pointer is over it or focus is in
 * it, and has a close button. `data-pin="bottom"`: in a host's frame the global rule moves it into the visible part.
 */
export function AlertHost({ dismissLabel }: { dismissLabel: string }) {
  const alerts = useSyncExternalStore(subscribeAlerts, currentAlerts, () => NONE);
  const polite = alerts.filter((a) => a.tone !== 'error');
  const assertive = alerts.filter((a) => a.tone === 'error');
  return (
    <div className={styles.host} data-pin="bottom" data-alerts>
      <div className={styles.region} role="status" aria-live="polite">
        {polite.map((a) => (
          <AlertItem key={a.id} alert={a} dismissLabel={dismissLabel} />
        ))}
      </div>
      <div className={styles.region} role="alert" aria-live="assertive">
        {assertive.map((a) => (
          <AlertItem key={a.id} alert={a} dismissLabel={dismissLabel} />
        ))}
      </div>
    </div>
  );
}

function AlertItem({ alert, dismissLabel }: { alert: Alert; dismissLabel: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(ALERT_MS);
  const paused = hovered || focused;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissAlert(alert.id), remaining.current);
    return () => {
      clearTimeout(timer);
      // Resume with what was left, not a fresh 5 s, after the pointer or focus leaves.
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, alert.id]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the auto-close; the button is the control.
    <div
      className={styles.alert}
      data-tone={alert.tone}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className={styles.text}>{alert.text}</span>
      <button type="button" className={styles.close} aria-label={dismissLabel} onClick={() => dismissAlert(alert.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}
