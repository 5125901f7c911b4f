'use client';

import { useEffect, useState } from 'react';
import { type RealtimeStatus, useRealtimeStatus } from '../../shared/realtime/realtime';
import styles from './connection-alert.module.css';

/** How long the connection may be down (after it was up once) before the alert shows: reconnects are quick. */
export const DOWN_GRACE_MS = 3_000;

/** Whether to show the alert now: offline, or a connection that was up has been down for the grace time. */
export function connectionProblem(status: RealtimeStatus, wasConnected: boolean, downFor: number): boolean {
  if (!status.online) return true;
  return status.started && wasConnected && status.state !== 'connected' && downFor >= DOWN_GRACE_MS;
}

/**
 * The connection alert (spec 001 §8 "Browser offline": error.connection.title / .description). Shown while the
 * browser is offline or the live connection is lost; hidden once it is back (the page then catches up).
 */
export function ConnectionAlert({ title, description }: { title: string; description: string }) {
  const status = useRealtimeStatus();
  const [wasConnected, setWasConnected] = useState(false);
  const [downSince, setDownSince] = useState<number | null>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (status.state === 'connected') {
      setWasConnected(true);
      setDownSince(null);
    } else {
      setDownSince((since) => since ?? Date.now());
    }
  }, [status.state]);

  useEffect(() => {
    if (downSince === null || !wasConnected) return;
    const timer = setTimeout(() => setTick((n) => n + 1), DOWN_GRACE_MS);
    return () => clearTimeout(timer);
  }, [downSince, wasConnected]);

  const show = connectionProblem(status, wasConnected, downSince === null ? 0 : Date.now() - downSince);
  if (!show) return null;
  return (
    <div className={styles.alert} role="alert">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-4.2-4.2-2.3 2.8-2-2.4L12 18.2l-.1-.1-8.3-10 1.6-1.3zM12 4c3.9 0 7.5 1.4 10.3 3.8L16 15.4l-1.4-1.4 4.9-5.9A13.7 13.7 0 0 0 12 6c-1.2 0-2.4.2-3.6.5L6.8 4.9C8.4 4.3 10.2 4 12 4z"
        />
      </svg>
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.description}>{description}</p>
      </div>
    </div>
  );
}
