'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { localePath } from '../../i18n/paths';
import { hostOrigin } from '../../shared/embed/host-port';
import { openAuthDialog, useAuthStore } from './auth-store';
import type { DialogKind } from './deep-links';
import { EditPasswordForm } from './edit-password-form';
import { EmailForm } from './email-form';
import type { FormProps } from './form-kit';
import styles from './forms.module.css';
import { type AccountMessages, translator } from './i18n';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TokenFlow } from './token-flow';

export type UserPageKind = 'sign-in' | 'sign-up' | 'password-new' | 'password-edit' | 'confirmation' | 'unlock';

const PAGE_PATHS: Partial<Record<DialogKind, string>> = {
  'sign-in': '/users/sign-in',
  'sign-up': '/users/sign-up',
  'password-new': '/users/password/new',
  confirmation: '/users/confirmation',
};

/**
 * The `/users/...` routes of spec 000 §2: the same forms as the dialogs, as a page. Links between forms go to the
 * matching page (or open the dialog when the form has no page); a signed-in player goes home.
 */
export function UserPage({
  kind,
  token,
  messages,
  locale,
}: {
  kind: UserPageKind;
  token?: string | undefined;
  messages: AccountMessages;
  locale: string;
}) {
  const t = useMemo(() => translator(messages), [messages]);
  const router = useRouter();
  const signedIn = useAuthStore((s) => s.authStatus === 'LOGGED_IN');
  const go: FormProps['go'] = (next, options) => {
    const path = PAGE_PATHS[next];
    if (path) router.push(localePath(locale, path));
    else openAuthDialog(next, options);
  };
  const home = localePath(locale, '/');
  useEffect(() => {
    if (kind !== 'sign-in' && kind !== 'sign-up') return;
    // Signing in on the sign-in or sign-up page leads home (the header shows the player).
    if (signedIn) router.replace(home);
    // Embedded, the host signs in and up (spec 000 §1): it is asked to, and the frame goes home.
    else if (hostOrigin() !== null) {
      openAuthDialog(kind);
      router.replace(home);
    }
  }, [signedIn, kind, router, home]);
  const title = t(`title.${kind === 'confirmation' && token ? 'confirm' : kind}`);
  return (
    <section className={styles.page} aria-labelledby="user-page-title">
      <h1 id="user-page-title" className={styles.title}>
        {title}
      </h1>
      {signedIn && (kind === 'sign-in' || kind === 'sign-up') ? (
        <a className={styles.primary} href={localePath(locale, '/')} style={{ display: 'grid', placeItems: 'center' }}>
          {t('continue')}
        </a>
      ) : kind === 'sign-in' ? (
        <SignInForm t={t} go={go} />
      ) : kind === 'sign-up' ? (
        <SignUpForm t={t} go={go} />
      ) : kind === 'password-new' ? (
        <EmailForm t={t} go={go} kind="password-new" />
      ) : kind === 'password-edit' ? (
        <EditPasswordForm t={t} go={go} token={token} />
      ) : kind === 'confirmation' ? (
        token ? (
          <TokenFlow t={t} go={go} kind="confirm" token={token} />
        ) : (
          <EmailForm t={t} go={go} kind="confirmation" />
        )
      ) : token ? (
        <TokenFlow t={t} go={go} kind="unlock" token={token} />
      ) : (
        <EmailForm t={t} go={go} kind="unlock-resend" />
      )}
    </section>
  );
}
