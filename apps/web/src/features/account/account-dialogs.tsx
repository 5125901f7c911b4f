'use client';

import { useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { closeAuthDialog, type DialogState, type RgModal, setRgModal, signOut, useAuthStore } from './auth-store';
import { DepositFrame } from './deposit-frame';
import { EditPasswordForm } from './edit-password-form';
import { EmailForm } from './email-form';
import { dialogGo } from './form-kit';
import styles from './forms.module.css';
import { formatBalance, type T } from './i18n';
import { Modal } from './modal';
import { MissedFieldsForm, PhoneForm } from './profile-forms';
import { QuickDepositForm } from './quick-deposit-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TokenFlow } from './token-flow';

/**
 * Everything modal of the account area, loaded on demand (dynamic import): the auth dialog (one native modal
 * `dialog` whose content follows the store), the deposit iframe and the responsible-gambling modals. Notices are
 * alerts (`shared/ui/alerts.tsx`, shown by the account area).
 */
export default function AccountDialogs({ t, locale }: { t: T; locale: string }) {
  const dialog = useAuthStore((s) => s.dialog);
  const rgModal = useAuthStore((s) => s.rgModal);
  return (
    <>
      {dialog ? <AuthDialog key={dialog.kind} dialog={dialog} t={t} locale={locale} /> : null}
      {rgModal ? <RgDialog kind={rgModal} t={t} locale={locale} /> : null}
    </>
  );
}

function AuthDialog({ dialog, t, locale }: { dialog: DialogState; t: T; locale: string }) {
  const undismissable = dialog.kind === 'missed-fields';
  return (
    <Modal
      title={t(`title.${dialog.kind}`)}
      closeLabel={t('close')}
      onClose={undismissable ? undefined : closeAuthDialog}
      wide={dialog.kind === 'deposit'}
    >
      <DialogBody dialog={dialog} t={t} locale={locale} />
    </Modal>
  );
}

function DialogBody({ dialog, t, locale }: { dialog: DialogState; t: T; locale: string }) {
  const go = dialogGo;
  switch (dialog.kind) {
    case 'sign-in':
      return <SignInForm t={t} go={go} sessionExpired={dialog.sessionExpired} />;
    case 'sign-up':
      return <SignUpForm t={t} go={go} />;
    case 'password-new':
    case 'confirmation':
    case 'unlock-resend':
      return <EmailForm t={t} go={go} kind={dialog.kind} email={dialog.email} />;
    case 'password-edit':
      return <EditPasswordForm t={t} go={go} token={dialog.token} />;
    case 'confirm':
    case 'unlock':
      return <TokenFlow t={t} go={go} kind={dialog.kind} token={dialog.token} />;
    case 'missed-fields':
      return <MissedFieldsForm t={t} />;
    case 'phone':
      return <PhoneForm t={t} />;
    case 'deposit':
      return <DepositFrame t={t} />;
    case 'quick-deposit':
      return <QuickDepositForm t={t} locale={locale} />;
  }
}

function RgDialog({ kind, t, locale }: { kind: RgModal; t: T; locale: string }) {
  const info = useAuthStore((s) => s.sessionInfo);
  const [busy, setBusy] = useState(false);
  const close = () => setRgModal(null);
  if (kind === 'reality-check') {
    const minutes = Math.floor((info?.timePlayedSeconds ?? 0) / 60);
    const net = info
      ? formatBalance(info.netResult.amount, { code: info.netResult.currency, subunits: 2 }, locale)
      : '';
    return (
      <Modal title={t('title.reality-check')} closeLabel={t('close')}>
        <p className={styles.text}>{t('reality-check-text', { minutes })}</p>
        {info ? <p className={styles.text}>{t('reality-check-net', { amount: net })}</p> : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              platformApi
                .continueSession()
                .then((next) => useAuthStore.setState({ sessionInfo: next }))
                .catch(() => undefined)
                .finally(() => {
                  setBusy(false);
                  close();
                });
            }}
          >
            {t('continue')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('sign-out')}
          </button>
        </div>
      </Modal>
    );
  }
  const text = kind === 'session-limit' ? t('session-limit-text') : t('activity-limit-text');
  return (
    <Modal title={t(`title.${kind}`)} closeLabel={t('close')} onClose={close}>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.primary} onClick={close}>
        {t('ok')}
      </button>
    </Modal>
  );
}
