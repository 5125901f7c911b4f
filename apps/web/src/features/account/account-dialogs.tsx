'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { CloseIcon } from '../../shared/ui/icons';
import {
  closeAuthDialog,
  type DialogState,
  type RgModal,
  setRgModal,
  showNotice,
  signOut,
  useAuthStore,
} from './auth-store';
import { DepositFrame } from './deposit-frame';
import { EditPasswordForm } from './edit-password-form';
import { EmailForm } from './email-form';
import { dialogGo } from './form-kit';
import styles from './forms.module.css';
import { formatBalance, type T } from './i18n';
import { MissedFieldsForm, PhoneForm } from './profile-forms';
import { QuickDepositForm } from './quick-deposit-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TokenFlow } from './token-flow';

/**
 * Everything modal of the account area, loaded on demand (dynamic import): the auth dialog (one native modal
 * `dialog` whose content follows the store), the deposit iframe, the responsible-gambling modals and the notice.
 */
export default function AccountDialogs({ t, locale }: { t: T; locale: string }) {
  const dialog = useAuthStore((s) => s.dialog);
  const rgModal = useAuthStore((s) => s.rgModal);
  const notice = useAuthStore((s) => s.notice);
  return (
    <>
      {dialog ? <AuthDialog key={dialog.kind} dialog={dialog} t={t} locale={locale} /> : null}
      {rgModal ? <RgDialog kind={rgModal} t={t} locale={locale} /> : null}
      {notice ? <NoticeToast t={t} /> : null}
    </>
  );
}

export function Modal({
  title,
  onClose,
  closeLabel,
  children,
  wide,
}: {
  title: string;
  /** Without it the modal cannot be dismissed (missed auth fields, session limit). */
  onClose?: (() => void) | undefined;
  closeLabel: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Start at the first field rather than the close button.
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    document.body.dataset.scroll = 'hidden';
    return () => {
      document.body.dataset.scroll = 'visible';
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard has Escape (native dialog).
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current?.();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeRef.current?.();
      }}
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </dialog>
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

/** Spec 001 §9: toasts show top-right for 5 s. */
export const TOAST_MS = 5_000;

function NoticeToast({ t }: { t: T }) {
  const notice = useAuthStore((s) => s.notice);
  useEffect(() => {
    const timer = setTimeout(() => showNotice(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!notice) return null;
  const text = notice.kind === 'payment' ? t(`payment-${notice.result}`) : notice.text;
  const tone = notice.kind === 'payment' ? (notice.result === 'error' ? 'error' : 'success') : notice.tone;
  return (
    <div className={styles.toast} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <span>{text}</span>
      <button type="button" className={styles.close} aria-label={t('close')} onClick={() => showNotice(null)}>
        <CloseIcon />
      </button>
    </div>
  );
}
