'use client';

import { birthDateProblem, DEFAULT_MIN_PLAYER_AGE } from '@sportsbook/domain/player';
import { useEffect, useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { readSettings } from '../../shared/api/settings-query';
import { affiliateTagsForSignUp } from '../tracking/affiliate-tags';
import { trackSignUp } from '../tracking/data-layer';
import { browserRegion, countryOptions } from './country-options';
import type { Option } from './form-kit';
import {
  Checkbox,
  emailProblem,
  Field,
  FormError,
  type FormProps,
  LinkButton,
  localToday,
  NewPasswordFields,
  passwordProblems,
  Select,
  Submit,
  Success,
  useForm,
  value,
} from './form-kit';
import styles from './forms.module.css';
import { markWelcomePending, termsHref } from './prompts';

/** The sign-up form (spec 000 §2): email, password, birth date, country and the terms. */

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
  // The terms page in the page's locale, read after hydration (the /users/sign-up page renders on the server too).
  const [terms, setTerms] = useState('/terms-and-conditions');
  useEffect(() => setTerms(termsHref()), []);
  const [options, setOptions] = useState<{
    currencies: Option[];
    countries: Option[];
    currency: string;
    country: string;
    minAge: number;
  } | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([readSettings(), platformApi.geo().catch(() => null)])
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
              affiliate_tags: affiliateTagsForSignUp(),
            });
            trackSignUp();
            // The first sign-in after it on this browser gets the welcoming popup.
            markWelcomePending();
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
      <NewPasswordFields t={t} errors={errors} label={t('password')} />
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
      <p className={styles.hint}>
        <a href={terms} target="_blank" rel="noopener">
          {t('terms.read')}
        </a>
      </p>
      <FormError text={errors.form} />
      <Submit busy={busy} label={t('sign-up')} />
      <div className={styles.links}>
        <LinkButton onClick={() => go('sign-in')}>{t('have-account')}</LinkButton>
      </div>
    </form>
  );
}
