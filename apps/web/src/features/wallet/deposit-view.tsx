'use client';

import { useEffect, useMemo, useState } from 'react';
import { localePath } from '../../i18n/paths';
import { testProviderFor } from '../../shared/browser/test-providers';
import { hostOrigin } from '../../shared/embed/host-port';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { SignInButton } from '../account/auth-dialog';
import { openAuthDialog, useAuthStore } from '../account/auth-store';
import { DepositFrame } from '../account/deposit-frame';
import { type AccountMessages, translator } from '../account/i18n';
import styles from './wallet.module.css';

/**
 * The deposit page: the deposit dialog's cashier iframe (`DepositFrame`, the same component) at full width, and a
 * link back to the transactions. The cashier sends the top window back here with `payment-result`, which the
 * account area turns into the deposit notice.
 */
export function DepositView({
  messages: m,
  account,
  locale,
}: {
  messages: FlatMessages;
  /** The `account` namespace: the frame's own texts (loading, cashier title, failure). */
  account: AccountMessages;
  locale: string;
}) {
  const status = useAuthStore((s) => s.authStatus);
  const t = useMemo(() => translator(account), [account]);
  // A tester's forced payment provider (`test_custom_providers`), read after hydration: the cookie is the browser's.
  const [forced, setForced] = useState<string | null>(null);
  useEffect(() => setForced(testProviderFor('payment')), []);
  const back = (
    <a data-spa className={styles.secondary} href={localePath(locale, '/profile/wallet/transactions')}>
      {tr(m, 'back-to-transactions')}
    </a>
  );
  if (status === 'NOT_LOGGED_IN') {
    return (
      <div className={styles.prompt}>
        <p>{tr(m, 'deposit-sign-in')}</p>
        <SignInButton label={tr(m, 'sign-in-button')} className={styles.primary} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.frame}>
        {status === 'LOGGED_IN' && hostOrigin() ? (
          // Embedded, deposits are the host's: the dialog request is handed over (features/embed).
          <button type="button" className={styles.primary} onClick={() => openAuthDialog('deposit')}>
            {tr(m, 'make-deposit')}
          </button>
        ) : status === 'LOGGED_IN' ? (
          <DepositFrame t={t} />
        ) : (
          <div className={styles.skeletonRow} role="status" aria-busy="true" aria-label={t('loading')} />
        )}
      </div>
      {forced && (
        <p className={styles.testProvider} role="note">
          {tr(m, 'test-provider', { provider: forced })}
        </p>
      )}
      <div className={styles.actions}>{back}</div>
    </div>
  );
}
