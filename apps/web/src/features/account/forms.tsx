'use client';

import { birthDateProblem, DEFAULT_MIN_PLAYER_AGE } from '@sportsbook/domain/player';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { PlatformError, platformApi } from '../../shared/api/platform-api';
import { closeAuthDialog, openAuthDialog, setPlayer, signedIn, useAuthStore } from './auth-store';
import { browserRegion, countryOptions } from './country-options';
import type { DialogKind } from './deep-links';
import { type FormErrors, mapFieldErrors, NO_ERRORS } from './field-errors';
import styles from './forms.module.css';
import type { T } from './i18n';

/**
 * The auth forms of spec 000 §2, shared by the dialogs and the `/users/...` pages. Each validates in the browser
 * first, then shows the server's problems at the field they name (`details[].path`), else above the button.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * `PASSWORD_MIN_LENGTH` of `@sportsbook/contract/platform`, copied so the dialogs chunk does not pull in zod
 * (about 30 KB gzip); `forms-constants.test.ts` keeps the two equal.
 */
export const PASSWORD_MIN_LENGTH = 8;

export type FormProps = { t: T; go: (kind: DialogKind, options?: { email?: string; token?: string }) => void };

/** Where the forms lead: dialogs switch the dialog; pages navigate (set by the page). */
export const dialogGo: FormProps['go'] = (kind, options) => openAuthDialog(kind, options);

function serverErrors(error: unknown, fields: readonly string[], t: T): FormErrors {
  if (error instanceof PlatformError) {
    const known = t(`error.${error.code}`);
    const fallback = known === `error.${error.code}` ? (error.localizedMessage ?? error.message) : known;
    if (error.status === 0) return { fields: {}, form: t('error.network') };
    if (error.status === 429) return { fields: {}, form: t('error.rate_limited') };
    return mapFieldErrors(error.details, fields, error.details.length ? null : fallback, (field, message) =>
      fieldMessage(t, field, message),
    );
  }
  return { fields: {}, form: t('error.generic') };
}

/** Server field messages are English phrases ("is too short…"); the common ones are translated. */
function fieldMessage(t: T, field: string, message: string): string {
  if (/has already been taken|already registered/i.test(message)) return t('field.email-taken');
  if (/not a valid email/i.test(message)) return t('field.email-invalid');
  if (/too short/i.test(message)) return t('field.password-short', { min: PASSWORD_MIN_LENGTH });
  if (/doesn't match/i.test(message)) return t('field.password-mismatch');
  if (/must be accepted/i.test(message)) return t('field.terms');
  const age = /at least (\d+) years/i.exec(message);
  if (age) return t('field.underage', { min: Number(age[1]) });
  if (field === 'birth_date') return t('field.birth-date');
  if (/expired/i.test(message)) return t('field.token-expired');
  if (/invalid/i.test(message) && field.endsWith('token')) return t('field.token-invalid');
  return message;
}

/** Today in the visitor's time zone, `YYYY-MM-DD` (the age pre-check; the server decides). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function useForm(fields: readonly string[], t: T) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const run = async (
    event: FormEvent<HTMLFormElement>,
    validate: () => Record<string, string | undefined>,
    call: () => Promise<void>,
  ) => {
    event.preventDefault();
    const local = Object.fromEntries(
      Object.entries(validate()).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    if (Object.keys(local).length > 0) {
      setErrors({ fields: local, form: null });
      const first = Object.keys(local)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await call();
    } catch (error) {
      const mapped = serverErrors(error, fields, t);
      setErrors(mapped);
      const first = Object.keys(mapped.fields)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, run };
}

type FieldProps = {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string | undefined;
  defaultValue?: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
};

export function Field({ name, label, type = 'text', autoComplete, error, defaultValue, hint, inputMode }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        inputMode={inputMode}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function FormError({ text, children }: { text: string | null; children?: ReactNode }) {
  if (!text) return null;
  return (
    <div role="alert" className={styles.formError}>
      {text}
      {children}
    </div>
  );
}

export function Success({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.success} role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}

function Submit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
      {label}
    </button>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      {children}
    </button>
  );
}

const value = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

function emailProblem(t: T, email: string): string | undefined {
  if (!email) return t('field.required');
  if (!EMAIL.test(email)) return t('field.email-invalid');
  return undefined;
}

function passwordProblems(t: T, form: HTMLFormElement): Record<string, string> {
  const problems: Record<string, string> = {};
  const password = String(new FormData(form).get('password') ?? '');
  const confirmation = String(new FormData(form).get('password_confirmation') ?? '');
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.password = t('field.password-short', { min: PASSWORD_MIN_LENGTH });
  if (password !== confirmation) problems.password_confirmation = t('field.password-mismatch');
  return problems;
}

// ----------------------------------------------------------------------------------------------------------------

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

type Option = { code: string; name: string };

export function SignUpForm({ t, go }: FormProps) {
  const fields = [
    'email',
    'password',
    'password_confirmation',
    'birth_date',
    'currency',
    'country',
    'terms_acceptance',
  ] as const;
  const { errors, busy, run } = useForm(fields, t);
  const [done, setDone] = useState<string | null>(null);
  const [options, setOptions] = useState<{
    currencies: Option[];
    countries: Option[];
    currency: string;
    country: string;
    minAge: number;
  } | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([platformApi.settings(), platformApi.geo().catch(() => null)])
      .then(([s, geo]) => {
        if (!live) return;
        // Names and order in the visitor's language; their own country preselected (settings, geo, browser).
        const locale = document.documentElement.lang || 'en';
        const detected = [s.userCountry?.code, geo?.country, browserRegion(navigator.languages ?? [])];
        const countries = countryOptions(s.countries, locale, detected);
        setOptions({
          currencies: s.currencies.map((c) => ({ code: c.code, name: c.code })),
          countries: countries.options,
          currency: s.defaultCurrencyCode,
          country: countries.selected,
          minAge: s.minPlayerAge,
        });
      })
      .catch(
        () =>
          live &&
          setOptions({
            currencies: [{ code: 'EUR', name: 'EUR' }],
            countries: [],
            currency: 'EUR',
            country: '',
            minAge: DEFAULT_MIN_PLAYER_AGE,
          }),
      );
    return () => {
      live = false;
    };
  }, []);

  if (done) {
    return (
      <Success text={t('sign-up-done', { email: done })}>
        <div className={styles.links}>
          <LinkButton onClick={() => go('confirmation', { email: done })}>{t('resend-confirmation')}</LinkButton>
          <LinkButton onClick={() => go('sign-in')}>{t('have-account')}</LinkButton>
        </div>
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
        const email = value(form, 'email');
        void run(
          event,
          () => {
            const problems = passwordProblems(t, form);
            const e = emailProblem(t, email);
            if (e) problems.email = e;
            const birthDate = String(data.get('birth_date') ?? '');
            const minAge = options?.minAge ?? DEFAULT_MIN_PLAYER_AGE;
            const age = birthDateProblem(birthDate, localToday(), minAge);
            if (age === 'underage') problems.birth_date = t('field.underage', { min: minAge });
            else if (age !== null) problems.birth_date = t('field.birth-date');
            if (!data.get('currency')) problems.currency = t('field.required');
            if (!data.get('country')) problems.country = t('field.required');
            if (data.get('terms_acceptance') !== 'on') problems.terms_acceptance = t('field.terms');
            return problems;
          },
          async () => {
            await platformApi.signUp({
              email,
              password: String(data.get('password') ?? ''),
              password_confirmation: String(data.get('password_confirmation') ?? ''),
              currency: String(data.get('currency')),
              country: String(data.get('country')),
              birth_date: String(data.get('birth_date')),
              terms_acceptance: true,
            });
            setDone(email);
          },
        );
      }}
    >
      <Field
        name="email"
        type="email"
        inputMode="email"
        label={t('email')}
        autoComplete="email"
        error={errors.fields.email}
      />
      <Field
        name="password"
        type="password"
        label={t('password')}
        autoComplete="new-password"
        hint={t('password-hint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.fields.password}
      />
      <Field
        name="password_confirmation"
        type="password"
        label={t('password-confirmation')}
        autoComplete="new-password"
        error={errors.fields.password_confirmation}
      />
      <Field
        name="birth_date"
        type="date"
        label={t('birth-date')}
        autoComplete="bday"
        hint={t('birth-date-hint', { min: options?.minAge ?? DEFAULT_MIN_PLAYER_AGE })}
        error={errors.fields.birth_date}
      />
      <div className={styles.row}>
        <Select
          name="currency"
          label={t('currency')}
          options={options?.currencies}
          value={options?.currency}
          error={errors.fields.currency}
        />
        <Select
          name="country"
          label={t('country')}
          options={options?.countries}
          value={options?.country}
          placeholder={t('country-placeholder')}
          error={errors.fields.country}
        />
      </div>
      <Checkbox name="terms_acceptance" label={t('terms')} error={errors.fields.terms_acceptance} />
      <FormError text={errors.form} />
      <Submit busy={busy} label={t('sign-up')} />
      <div className={styles.links}>
        <LinkButton onClick={() => go('sign-in')}>{t('have-account')}</LinkButton>
      </div>
    </form>
  );
}

function Select({
  name,
  label,
  options,
  value: selected,
  placeholder,
  error,
}: {
  name: string;
  label: string;
  options: Option[] | undefined;
  value: string | undefined;
  /** An empty first choice ("Choose your country") for when nothing is preselected. */
  placeholder?: string;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        key={selected ?? 'loading'}
        id={id}
        name={name}
        className={styles.input}
        defaultValue={selected}
        disabled={!options}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined && !selected && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {(options ?? []).map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox({ name, label, error }: { name: string; label: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Forgot password, resend confirmation, resend unlock: one email field, a reply that reveals nothing. */
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
      <Field
        name="password"
        type="password"
        label={t('new-password')}
        autoComplete="new-password"
        hint={t('password-hint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.fields.password}
      />
      <Field
        name="password_confirmation"
        type="password"
        label={t('password-confirmation')}
        autoComplete="new-password"
        error={errors.fields.password_confirmation}
      />
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

const PROFILE_AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  nickname: 'nickname',
};

export function MissedFieldsForm({ t }: { t: T }) {
  const missed = useAuthStore((s) => s.player?.authFieldsMissed ?? []);
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
            if (player.authFieldsMissed.length === 0) closeAuthDialog();
          },
        );
      }}
    >
      <p className={styles.text}>{t('missed-fields-intro')}</p>
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
