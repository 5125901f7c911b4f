'use client';
import { useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import {
  FormError,
  type FormProps,
  LinkButton,
  NewPasswordFields,
  passwordProblems,
  Submit,
  Success,
  useForm,
} from './form-kit';
import styles from './forms.module.css';

/** The new-password form a mailed reset link opens. */

export function EditPasswordForm({ t, go, token }: FormProps & { token?: string | undefined }) {
  const { errors, busy, run } = useForm(['password', 'password_confirmation', 'reset_password_token'], t);
  const [done, setDone] = useState(false);
  if (!token) {
    return (
      <div className={styles.form}>
        <FormError text={t('field.token-invalid')} />
        <LinkButton onClick={() => go('password-new')}>{t('password-new-submit')}</LinkButton>
      </div>
    );
  }
  if (done) {
    return (
      <Success text={t('password-edit-done')}>
        <button type="button" className={styles.primary} onClick={() => go('sign-in')}>
          {t('sign-in')}
        </button>
      </Success>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        const data = new FormData(form);
        void run(
          event,
          () => passwordProblems(t, form),
          async () => {
            await platformApi.resetPassword({
              reset_password_token: token,
              password: String(data.get('password') ?? ''),
              password_confirmation: String(data.get('password_confirmation') ?? ''),
            });
            setDone(true);
          },
        );
      }}
    >
      <NewPasswordFields t={t} errors={errors} label={t('new-password')} />
      <FormError text={errors.fields.reset_password_token ?? errors.form}>
        {errors.fields.reset_password_token ? (
          <LinkButton onClick={() => go('password-new')}>{t('password-new-submit')}</LinkButton>
        ) : null}
      </FormError>
      <Submit busy={busy} label={t('password-edit-submit')} />
    </form>
  );
}

/** A mailed confirmation or unlock link: calls the server once, then offers the next step. */
