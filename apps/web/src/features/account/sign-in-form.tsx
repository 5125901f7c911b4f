'use client';
import { useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { signedIn } from './auth-store';
import { emailProblem, Field, FormError, type FormProps, LinkButton, Submit, useForm, value } from './form-kit';
import styles from './forms.module.css';

/** The sign-in form (spec 000 §2): email and password, with links to sign-up and the password reset. */

export function SignInForm({ t, go, sessionExpired }: FormProps & { sessionExpired?: boolean }) {
  const { errors, busy, run } = useForm(['email', 'password'], t);
  const [email, setEmail] = useState('');
  const code = errors.form;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        const emailValue = value(form, 'email');
        setEmail(emailValue);
        void run(
          event,
          () => {
            const problems: Record<string, string> = {};
            const e = emailProblem(t, emailValue);
            if (e) problems.email = e;
            if (!String(new FormData(form).get('password') ?? '')) problems.password = t('field.required');
            return problems;
          },
          async () => {
            const player = await platformApi.signIn({
              email: emailValue,
              password: String(new FormData(form).get('password') ?? ''),
            });
            await signedIn(player);
          },
        );
      }}
    >
      {sessionExpired ? (
        <p className={styles.notice} role="status">
          {t('session-expired')}
        </p>
      ) : null}
      <Field
        name="email"
        type="email"
        inputMode="email"
        label={t('email')}
        autoComplete="username"
        error={errors.fields.email}
      />
      <Field
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        error={errors.fields.password}
      />
      <FormError text={code}>
        {code === t('error.unconfirmed') ? (
          <LinkButton onClick={() => go('confirmation', { email })}>{t('resend-confirmation')}</LinkButton>
        ) : code === t('error.locked') ? (
          <LinkButton onClick={() => go('unlock-resend', { email })}>{t('resend-unlock')}</LinkButton>
        ) : null}
      </FormError>
      <Submit busy={busy} label={t('sign-in')} />
      <div className={styles.links}>
        <LinkButton onClick={() => go('password-new', { email })}>{t('forgot-password')}</LinkButton>
        <LinkButton onClick={() => go('sign-up')}>{t('no-account')}</LinkButton>
      </div>
    </form>
  );
}
