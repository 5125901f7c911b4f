'use client';

import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { SignInButton } from '../account/auth-dialog';
import { useAuthStore } from '../account/auth-store';
import type { T } from '../account/i18n';
import {
  browserPushEnvironment,
  isPushOn,
  type PushEnvironment,
  type PushSupport,
  pushSupport,
  turnOffPush,
  turnOnPush,
} from '../notifications/web-push';
import { loadPlayerSettings, savePlayerSettings, usePlayerSettings } from './player-settings-store';
import styles from './settings.module.css';

type Action = 'idle' | 'working' | 'denied' | 'error';

/**
 * "Notifications" on the settings page: a signed-in player turns Web Push on or off for this browser (a settled
 * bet, an issued bonus). Shown only when the operator sends push (`webPushPublicKey` in the settings).
 */
export function PushSection({
  t,
  publicKey,
  environment,
}: {
  t: T;
  publicKey: string;
  /** The browser's push APIs (tests give fakes). */
  environment?: PushEnvironment;
}) {
  const status = useAuthStore((s) => s.authStatus);
  const stored = usePlayerSettings((s) => s.player?.oneSignalPushNotificationSubscription ?? null);
  const settingsStatus = usePlayerSettings((s) => s.status);
  const env = useMemo(
    () => environment ?? (typeof window === 'undefined' ? null : browserPushEnvironment()),
    [environment],
  );
  // Browser capabilities are known after mounting only (the server renders the loading state).
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [on, setOn] = useState<boolean | null>(null);
  const [action, setAction] = useState<Action>('idle');

  useEffect(() => {
    if (env) setSupport(pushSupport(env));
  }, [env]);
  useEffect(() => {
    if (status === 'LOGGED_IN' && usePlayerSettings.getState().status === 'idle') void loadPlayerSettings();
  }, [status]);
  useEffect(() => {
    if (!env || support !== 'supported' || settingsStatus !== 'ready') return;
    let current = true;
    isPushOn(publicKey, stored, env).then(
      (value) => current && setOn(value),
      () => current && setOn(false),
    );
    return () => {
      current = false;
    };
  }, [env, support, publicKey, stored, settingsStatus]);

  const turnOn = async () => {
    if (!env) return;
    setAction('working');
    try {
      const result = await turnOnPush(
        publicKey,
        (subscription) => savePlayerSettings({ one_signal_push_notification_subscription: subscription }),
        env,
      );
      if (result === 'denied') {
        setSupport(pushSupport(env));
        setAction('denied');
        return;
      }
      setOn(true);
      setAction('idle');
    } catch {
      setAction('error');
    }
  };

  const turnOff = async () => {
    if (!env) return;
    setAction('working');
    try {
      await turnOffPush(() => savePlayerSettings({ one_signal_push_notification_subscription: null }), env);
      setOn(false);
      setAction('idle');
    } catch {
      setAction('error');
    }
  };

  let body: ReactNode;
  if (status === 'NOT_LOGGED_IN') {
    body = (
      <div className={styles.prompt}>
        <p>{t('push-sign-in')}</p>
        <SignInButton label={t('sign-in')} />
      </div>
    );
  } else if (support === 'unsupported') {
    body = <p className={styles.hint}>{t('push-unsupported')}</p>;
  } else if (support === 'denied' || action === 'denied') {
    body = <p className={styles.hint}>{t('push-denied')}</p>;
  } else if (status !== 'LOGGED_IN' || support === null || on === null) {
    body = <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')} />;
  } else {
    body = (
      <>
        <p className={styles.hint}>{on ? t('push-on') : t('push-off')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={on ? styles.secondary : styles.primary}
            disabled={action === 'working'}
            onClick={() => void (on ? turnOff() : turnOn())}
          >
            {on ? t('push-turn-off') : t('push-turn-on')}
          </button>
        </div>
        {action === 'error' ? (
          <p className={styles.error} role="alert">
            {t('push-failed')}
          </p>
        ) : (
          <p className={styles.status} role="status">
            {action === 'working' ? t('saving') : ''}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="settings-push">
      <h2 id="settings-push" className={styles.title}>
        {t('push-title')}
      </h2>
      <p className={styles.hint}>{t('push-hint')}</p>
      {body}
    </section>
  );
}
