'use client';

import { useEffect, useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { trackDeposit } from '../tracking/data-layer';
import { closeAuthDialog, loadPlayer, showNotice, useAuthStore } from './auth-store';
import { dialogGo } from './form-kit';
import styles from './forms.module.css';
import type { T } from './i18n';
import { MissedFieldsForm } from './profile-forms';

/**
 * The cashier in an iframe: the server says where it is; it sends the top window back with `payment-result`. Shown
 * by the deposit dialog and the deposit page (`features/wallet`).
 */
export function DepositFrame({ t }: { t: T }) {
  const fieldsMissed = useAuthStore((s) => (s.player?.depositFieldsMissed.length ?? 0) > 0);
  // The operator asks for profile fields before any deposit: they come first, then the cashier.
  if (fieldsMissed) return <MissedFieldsForm t={t} forDeposit />;
  return <Cashier t={t} />;
}

function Cashier({ t }: { t: T }) {
  const signedIn = useAuthStore((s) => s.authStatus === 'LOGGED_IN');
  const currency = useAuthStore((s) => s.activeAccount?.currency.code);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const back = new URL(window.location.href);
    back.searchParams.delete('payment-result');
    // From a /users/... form page the cashier returns to the home page of the locale.
    const returnUrl = /\/users\//.test(back.pathname)
      ? back.pathname.replace(/\/users\/.*$/, '') || '/'
      : `${back.pathname}${back.search}`;
    platformApi
      .cashier({ currency, returnUrl })
      .then((reply) => live && setUrl(reply.url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [signedIn, currency]);

  useEffect(() => {
    // Providers that talk instead of navigating: `{ type: 'payment-result', result }` from the cashier's origin.
    const onMessage = (event: MessageEvent) => {
      if (!url) return;
      const origin = new URL(url, window.location.href).origin;
      if (event.origin !== origin) return;
      const data = event.data as { type?: string; result?: string } | null;
      if (
        data?.type === 'payment-result' &&
        (data.result === 'success' || data.result === 'error' || data.result === 'pending')
      ) {
        closeAuthDialog();
        showNotice({ kind: 'payment', result: data.result });
        trackDeposit(data.result);
        void loadPlayer();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  if (!signedIn) {
    return (
      <button type="button" className={styles.primary} onClick={() => dialogGo('sign-in')}>
        {t('sign-in')}
      </button>
    );
  }
  if (failed)
    return (
      <p role="alert" className={styles.formError}>
        {t('deposit-failed')}
      </p>
    );
  if (!url) return <div className={styles.frameSkeleton} role="status" aria-busy="true" aria-label={t('loading')} />;
  return <iframe className={styles.frame} src={url} title={t('cashier')} />;
}
