'use client';
import { useEffect, useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { closeAuthDialog, setPlayer, useAuthStore } from './auth-store';
import { Field, FormError, Submit, Success, useForm, value } from './form-kit';
import styles from './forms.module.css';
import type { T } from './i18n';

/** The forms a signed-in player completes: the profile fields sign-up did not ask, and the phone number. */

const PROFILE_AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  nickname: 'nickname',
};

/**
 * The fields a player must fill: the sign-up's missed fields (the undismissable prompt), or with `forDeposit` the
 * fields a deposit needs first (spec 000 §5), after which the deposit goes on where it was.
 */
export function MissedFieldsForm({ t, forDeposit = false }: { t: T; forDeposit?: boolean }) {
  const missed = useAuthStore((s) => (forDeposit ? s.player?.depositFieldsMissed : s.player?.authFieldsMissed) ?? []);
  const { errors, busy, run } = useForm(missed, t);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        const body = Object.fromEntries(missed.map((f) => [f, value(form, f)]));
        void run(
          event,
          () => Object.fromEntries(missed.filter((f) => !body[f]).map((f) => [f, t('field.required')])),
          async () => {
            const player = await platformApi.updatePlayer(body);
            setPlayer(player);
            if (!forDeposit && player.authFieldsMissed.length === 0) closeAuthDialog();
          },
        );
      }}
    >
      <p className={styles.text}>{t(forDeposit ? 'deposit-fields-intro' : 'missed-fields-intro')}</p>
      {missed.map((f) => (
        <Field
          key={f}
          name={f}
          label={t(`profile.${f}`)}
          autoComplete={PROFILE_AUTOCOMPLETE[f]}
          error={errors.fields[f]}
        />
      ))}
      <FormError text={errors.form} />
      <Submit busy={busy} label={t('save')} />
    </form>
  );
}

export function PhoneForm({ t }: { t: T }) {
  const [step, setStep] = useState<'number' | 'code' | 'done'>('number');
  const numberForm = useForm(['number'], t);
  const codeForm = useForm(['code'], t);
  const [resendIn, setResendIn] = useState(0);
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  if (step === 'done') return <Success text={t('phone-done')} />;
  if (step === 'number') {
    return (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          const number = value(event.currentTarget, 'number');
          void numberForm.run(
            event,
            () => (/^\+[1-9][\d\s().-]{6,20}$/.test(number) ? {} : { number: t('field.phone-invalid') }),
            async () => {
              const phone = await platformApi.setPhone(number);
              setResendIn(phone.resendTimeout);
              setStep(phone.verified ? 'done' : 'code');
            },
          );
        }}
      >
        <p className={styles.text}>{t('phone-intro')}</p>
        <Field
          name="number"
          type="tel"
          inputMode="tel"
          label={t('phone-number')}
          autoComplete="tel"
          hint="+4915112345678"
          error={numberForm.errors.fields.number}
        />
        <FormError text={numberForm.errors.form} />
        <Submit busy={numberForm.busy} label={t('phone-send')} />
      </form>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const code = value(event.currentTarget, 'code');
        void codeForm.run(
          event,
          () => (/^\d{6}$/.test(code) ? {} : { code: t('field.code-invalid') }),
          async () => {
            const phone = await platformApi.verifyPhone(code);
            if (phone.verified) setStep('done');
          },
        );
      }}
    >
      <Field
        name="code"
        inputMode="numeric"
        label={t('phone-code')}
        autoComplete="one-time-code"
        error={codeForm.errors.fields.code}
      />
      <FormError text={codeForm.errors.form} />
      <Submit busy={codeForm.busy} label={t('phone-verify')} />
      <button
        type="button"
        className={styles.link}
        disabled={resendIn > 0}
        onClick={() => {
          void platformApi.resendPhoneCode().then(
            (p) => setResendIn(p.resendTimeout),
            () => undefined,
          );
        }}
      >
        {resendIn > 0 ? t('phone-resend-in', { seconds: resendIn }) : t('phone-resend')}
      </button>
    </form>
  );
}
