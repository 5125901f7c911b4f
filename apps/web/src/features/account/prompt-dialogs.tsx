'use client';

import { useState } from 'react';
import { localePath } from '../../i18n/paths';
import { openAuthDialog, signOut, useAuthStore } from './auth-store';
import styles from './forms.module.css';
import type { T } from './i18n';
import { Modal } from './modal';
import { acceptTerms, closePrompt, deferTerms, type Prompt, termsHref } from './prompts';

/**
 * The prompts' dialogs (dynamic import, loaded only when one is due): the terms checker, the welcoming popup and the
 * sign-up reminder. Texts: the `terms`, `welcome` and `signUpReminder` namespaces, prefixed in the account messages.
 */
export default function PromptDialogs({ prompt, t, locale }: { prompt: Prompt; t: T; locale: string }) {
  switch (prompt) {
    case 'terms':
      return <TermsDialog t={t} />;
    case 'welcome':
      return <WelcomeDialog t={t} locale={locale} />;
    case 'sign-up-reminder':
      return <SignUpReminderDialog t={t} />;
  }
}

/** Undismissable until decided: Accept, Not now (betting stays refused) or Sign out. Escape does nothing. */
function TermsDialog({ t }: { t: T }) {
  const version = useAuthStore((s) => s.player?.terms.version ?? '');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Modal title={t('terms.title')} closeLabel={t('close')} name="terms-and-conditions">
      <p className={styles.text}>{t('terms.text', { version })}</p>
      <p className={styles.text}>
        <a href={termsHref()} target="_blank" rel="noopener">
          {t('terms.read')}
        </a>
      </p>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('terms.accept-failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            setBusy(true);
            setFailed(false);
            acceptTerms()
              .catch(() => setFailed(true))
              .finally(() => setBusy(false));
          }}
        >
          {t('terms.accept')}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={deferTerms}>
          {t('terms.not-now')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => {
            closePrompt('terms');
            void signOut();
          }}
        >
          {t('sign-out')}
        </button>
      </div>
    </Modal>
  );
}

function WelcomeDialog({ t, locale }: { t: T; locale: string }) {
  const close = () => closePrompt('welcome');
  const link = (href: string, label: string) => (
    <li>
      <a data-spa href={localePath(locale, href)} onClick={close}>
        {label}
      </a>
    </li>
  );
  return (
    <Modal title={t('welcome.title')} closeLabel={t('close')} onClose={close} name="welcoming-popup">
      <p className={styles.text}>{t('welcome.text')}</p>
      <ul className={styles.text}>
        <li>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              close();
              openAuthDialog('deposit');
            }}
          >
            {t('welcome.deposit')}
          </button>
        </li>
        {link('/promotions', t('welcome.promotions'))}
        {link('/profile/responsible-gambling', t('welcome.limits'))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={close}>
          {t('welcome.start')}
        </button>
      </div>
    </Modal>
  );
}

function SignUpReminderDialog({ t }: { t: T }) {
  const close = () => closePrompt('sign-up-reminder');
  return (
    <Modal title={t('signUpReminder.title')} closeLabel={t('close')} onClose={close} name="sign-up-reminder">
      <p className={styles.text}>{t('signUpReminder.text')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            close();
            openAuthDialog('sign-up');
          }}
        >
          {t('sign-up')}
        </button>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('signUpReminder.later')}
        </button>
      </div>
    </Modal>
  );
}
