'use client';
import { useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import {
  emailProblem,
  Field,
  FormError,
  type FormProps,
  LinkButton,
  Submit,
  Success,
  useForm,
  value,
} from './form-kit';
import styles from './forms.module.css';

/** The forms that ask only for an email: password reset, resending the confirmation, unlock instructions. */

export function EmailForm({
  t,
  go,
  email,
  kind,
}: FormProps & { email?: string | undefined; kind: 'password-new' | 'confirmation' | 'unlock-resend' }) {
  const { errors, busy, run } = useForm(['email'], t);
  const [done, setDone] = useState<string | null>(null);
  const call = {
    'password-new': platformApi.forgotPassword,
    confirmation: platformApi.resendConfirmation,
    'unlock-resend': platformApi.resendUnlock,
  }[kind];
  if (done) {
    return (
      <Success text={t(`${kind}-done`)}>
        <div className={styles.links}>
          <LinkButton onClick={() => go('sign-in')}>{t('back-to-sign-in')}</LinkButton>
        </div>
      </Success>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const emailValue = value(event.currentTarget, 'email');
        void run(
          event,
          () => {
            const e = emailProblem(t, emailValue);
            return e ? { email: e } : {};
          },
          async () => {
            await call(emailValue);
            setDone(emailValue);
          },
        );
      }}
    >
      <p className={styles.text}>{t(`${kind}-intro`)}</p>
      <Field
        name="email"
        type="email"
        inputMode="email"
        label={t('email')}
        autoComplete="email"
        defaultValue={email}
        error={errors.fields.email}
      />
      <FormError text={errors.form} />
      <Submit busy={busy} label={t(`${kind}-submit`)} />
      <div className={styles.links}>
        <LinkButton onClick={() => go('sign-in')}>{t('back-to-sign-in')}</LinkButton>
      </div>
    </form>
  );
}
