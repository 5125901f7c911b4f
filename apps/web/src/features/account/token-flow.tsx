'use client';
import { useEffect, useState } from 'react';
import { PlatformError, platformApi } from '../../shared/api/platform-api';
import { FormError, type FormProps, Success } from './form-kit';
import styles from './forms.module.css';

/** The mailed-token flows (account confirmation, unlock): the token is sent on open, then the outcome is shown. */

export function TokenFlow({
  t,
  go,
  token,
  kind,
}: FormProps & { token?: string | undefined; kind: 'confirm' | 'unlock' }) {
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    if (!token) {
      setState({ ok: false, text: t('field.token-invalid') });
      return;
    }
    (kind === 'confirm' ? platformApi.confirm(token) : platformApi.unlock(token))
      .then((reply) => live && setState({ ok: true, text: t(`${kind}-done`, { email: reply.email }) }))
      .catch((error: unknown) => {
        if (!live) return;
        const expired = error instanceof PlatformError && error.code === 'token_expired';
        setState({ ok: false, text: t(expired ? 'field.token-expired' : 'field.token-invalid') });
      });
    return () => {
      live = false;
    };
  }, [token, kind, t]);

  if (!state)
    return (
      <p className={styles.text} role="status">
        {t('checking-link')}
      </p>
    );
  if (state.ok) {
    return (
      <Success text={state.text}>
        <button type="button" className={styles.primary} onClick={() => go('sign-in')}>
          {t('sign-in')}
        </button>
      </Success>
    );
  }
  return (
    <div className={styles.form}>
      <FormError text={state.text} />
      <button
        type="button"
        className={styles.primary}
        onClick={() => go(kind === 'confirm' ? 'confirmation' : 'unlock-resend')}
      >
        {t(kind === 'confirm' ? 'confirmation-submit' : 'unlock-resend-submit')}
      </button>
    </div>
  );
}
