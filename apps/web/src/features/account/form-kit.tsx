'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { PlatformError } from '../../shared/api/platform-api';
import { openAuthDialog } from './auth-store';
import type { DialogKind } from './deep-links';
import { type FormErrors, mapFieldErrors, NO_ERRORS } from './field-errors';
import styles from './forms.module.css';
import type { T } from './i18n';

/**
 * What the auth forms of spec 000 §2 share (fields, errors, submit, checks); the forms are one file each, used by
 * the dialogs and the `/users/...` pages. Each validates in the browser
 * first, then shows the server's problems at the field they name (`details[].path`), else above the button.
 */

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * `PASSWORD_MIN_LENGTH` of `@sportsbook/contract/platform`, copied so the dialogs chunk does not pull in zod
 * (about 30 KB gzip); `forms-constants.test.ts` keeps the two equal.
 */
export const PASSWORD_MIN_LENGTH = 8;

export type FormProps = { t: T; go: (kind: DialogKind, options?: { email?: string; token?: string }) => void };

/** Where the forms lead: dialogs switch the dialog; pages navigate (set by the page). */
export const dialogGo: FormProps['go'] = (kind, options) => openAuthDialog(kind, options);

export function serverErrors(error: unknown, fields: readonly string[], t: T): FormErrors {
  if (error instanceof PlatformError) {
    const known = t(`error.${error.code}`);
    const fallback = known === `error.${error.code}` ? (error.localizedMessage ?? error.message) : known;
    if (error.status === 0) return { fields: {}, form: t('error.network') };
    if (error.status === 429) return { fields: {}, form: t('error.rate_limited') };
    return mapFieldErrors(error.fields, fields, error.fields.length ? null : fallback, (field, message) =>
      fieldMessage(t, field, message),
    );
  }
  return { fields: {}, form: t('error.generic') };
}

/** Server field messages are English phrases ("is too short…"); the common ones are translated. */
export function fieldMessage(t: T, field: string, message: string): string {
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
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function useForm(fields: readonly string[], t: T) {
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

export type FieldProps = {
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

export function FormError({ text, children }: { text: string | null; children?: ReactNode }) {
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

export function Submit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
      {label}
    </button>
  );
}

export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      {children}
    </button>
  );
}

export const value = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

export function emailProblem(t: T, email: string): string | undefined {
  if (!email) return t('field.required');
  if (!EMAIL.test(email)) return t('field.email-invalid');
  return undefined;
}

export function passwordProblems(t: T, form: HTMLFormElement): Record<string, string> {
  const problems: Record<string, string> = {};
  const password = String(new FormData(form).get('password') ?? '');
  const confirmation = String(new FormData(form).get('password_confirmation') ?? '');
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.password = t('field.password-short', { min: PASSWORD_MIN_LENGTH });
  if (password !== confirmation) problems.password_confirmation = t('field.password-mismatch');
  return problems;
}

// ----------------------------------------------------------------------------------------------------------------

/** The new password and its confirmation, with the length hint (sign-up, password reset). */
export function NewPasswordFields({ t, errors, label }: { t: T; errors: FormErrors; label: string }) {
  return (
    <>
      <Field
        name="password"
        type="password"
        label={label}
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
    </>
  );
}

export type Option = { code: string; name: string };

export function Select({
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

export function Checkbox({ name, label, error }: { name: string; label: string; error?: string | undefined }) {
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
