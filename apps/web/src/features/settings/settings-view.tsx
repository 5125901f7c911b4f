'use client';

import type { OddsAcceptMode } from '@sportsbook/contract/settings';
import type { OddsType } from '@sportsbook/domain/odds';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Ltr } from '../../shared/ui/bidi';
import { SignInButton } from '../account/auth-dialog';
import { useAuthStore } from '../account/auth-store';
import { type AccountMessages, type T, translator } from '../account/i18n';
import { usePlayerView } from '../account/player-view';
import { formatPrice } from '../odds/format-price';
import { setOddsType, useOddsType } from '../odds/odds-type';
import {
  type BettingSettings,
  loadPlayerSettings,
  savePlayerSettings,
  usePlayerSettings,
} from './player-settings-store';
import { checkPresets, MAX_STAKE_PRESETS, type PresetProblem, presetText } from './presets';
import { PushSection } from './push-section';
import styles from './settings.module.css';

const ACCEPT_MODES: readonly OddsAcceptMode[] = ['none', 'higher', 'any'];
/** The price every odds type is shown with as an example. */
const EXAMPLE_ODDS = 2.5;

type Props = {
  messages: AccountMessages;
  locale: string;
  /** Odds types the operator offers. */
  oddsTypes: readonly OddsType[];
  oddsNames: Record<OddsType, string>;
  /** The server's VAPID key (settings `webPushPublicKey`); null: the operator sends no push. */
  webPushPublicKey: string | null;
  /** The request had a session cookie: until the session is known, the page is laid out for a player. */
  sessionCookie: boolean;
};

/**
 * The settings page: the odds format (every visitor; saved to the account when signed in, local storage
 * otherwise) and, for signed-in players, the bet slip's odds-change acceptance and quick-stake presets, and push
 * notifications when the operator sends them.
 */
export function SettingsView({ messages, locale, oddsTypes, oddsNames, webPushPublicKey, sessionCookie }: Props) {
  const t = useMemo(() => translator(messages), [messages]);
  const status = useAuthStore((s) => s.authStatus);
  // Laid out for what the session will be from the first paint, so the sections below do not move when it loads.
  const player = usePlayerView(sessionCookie);
  return (
    <>
      <OddsTypeSection t={t} oddsTypes={oddsTypes} oddsNames={oddsNames} signedIn={player} />
      <section className={styles.card} aria-labelledby="settings-betting">
        <h2 id="settings-betting" className={styles.title}>
          {t('betting-title')}
        </h2>
        {!player ? (
          <div className={styles.prompt}>
            <p>{t('betting-sign-in')}</p>
            <SignInButton label={t('sign-in')} />
          </div>
        ) : status === 'LOGGED_IN' ? (
          <BettingSection t={t} locale={locale} />
        ) : (
          <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')} />
        )}
      </section>
      {webPushPublicKey && <PushSection t={t} publicKey={webPushPublicKey} />}
    </>
  );
}

function OddsTypeSection({
  t,
  oddsTypes,
  oddsNames,
  signedIn,
}: {
  t: T;
  oddsTypes: readonly OddsType[];
  oddsNames: Record<OddsType, string>;
  signedIn: boolean;
}) {
  const current = useOddsType();
  const save = usePlayerSettings((s) => s.oddsTypeSave);
  const loaded = usePlayerSettings((s) => s.status === 'ready' || s.status === 'error');
  // A player's choice is saved to the account once their settings are in; made before, it would be lost (and
  // replaced by the account's on load), so the choice waits for them (a few hundred ms after the page).
  const waiting = signedIn && !loaded;
  const name = useId();
  return (
    <section className={styles.card} aria-labelledby="settings-odds">
      <h2 id="settings-odds" className={styles.title}>
        {t('odds-title')}
      </h2>
      <p className={styles.hint}>{signedIn ? t('odds-account-hint') : t('odds-local-hint')}</p>
      <fieldset className={styles.options} disabled={waiting} aria-busy={waiting}>
        <legend className="sr-only">{t('odds-title')}</legend>
        {oddsTypes.map((type) => (
          <label key={type} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={current === type}
              onChange={() => setOddsType(type)}
            />
            <span className={styles.optionName}>{oddsNames[type]}</span>
            <Ltr className={styles.example}>{formatPrice(EXAMPLE_ODDS, type)}</Ltr>
          </label>
        ))}
      </fieldset>
      {signedIn && (
        <p className={save === 'error' ? styles.error : styles.status} role={save === 'error' ? 'alert' : 'status'}>
          {save === 'saving'
            ? t('saving')
            : save === 'saved'
              ? t('odds-saved')
              : save === 'error'
                ? t('odds-save-failed')
                : ''}
        </p>
      )}
    </section>
  );
}

function BettingSection({ t, locale }: { t: T; locale: string }) {
  const { status, betting } = usePlayerSettings();
  useEffect(() => {
    if (usePlayerSettings.getState().status === 'idle') void loadPlayerSettings();
  }, []);
  if (status === 'error' && !betting) {
    return (
      <div className={styles.prompt} role="alert">
        <p>{t('load-failed')}</p>
        <button type="button" className={styles.secondary} onClick={() => void loadPlayerSettings()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!betting) return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')} />;
  return <BettingForm t={t} locale={locale} betting={betting} />;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'invalid';

function BettingForm({ t, locale, betting }: { t: T; locale: string; betting: BettingSettings }) {
  const storedTexts = useMemo(() => betting.stakesPresets.map((v) => presetText(v, locale)), [betting, locale]);
  const [drafts, setDrafts] = useState<string[]>(storedTexts);
  const [mode, setMode] = useState<OddsAcceptMode>(betting.oddsAcceptMode);
  const [dirty, setDirty] = useState(false);
  const [save, setSave] = useState<SaveState>('idle');
  const [problems, setProblems] = useState<(PresetProblem | null)[]>([]);
  const modeName = useId();
  const presetsHint = useId();

  // Values saved elsewhere (another device, a reset) replace the form unless the player is editing it.
  useEffect(() => {
    if (dirty) return;
    setDrafts(storedTexts);
    setMode(betting.oddsAcceptMode);
  }, [storedTexts, betting.oddsAcceptMode, dirty]);

  const edit = () => {
    setDirty(true);
    if (save !== 'saving') setSave('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPresets(drafts, locale);
    if (!check.ok) {
      setProblems(check.problems);
      setSave('invalid');
      return;
    }
    setProblems([]);
    setSave('saving');
    try {
      await savePlayerSettings({ stakes: check.values, auto_accept_odds_change: mode });
      setDirty(false);
      setSave('saved');
    } catch {
      setSave('error');
    }
  };

  const reset = async () => {
    setProblems([]);
    setSave('saving');
    try {
      await savePlayerSettings({ stakes: null, auto_accept_odds_change: null });
      setDirty(false);
      setSave('saved');
    } catch {
      setSave('error');
    }
  };

  const check = save === 'invalid' ? checkPresets(drafts, locale) : null;
  const listProblem = check && !check.ok && check.reason !== 'problems' ? t(`presets-${check.reason}`) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('accept-title')}</legend>
        <p className={styles.hint}>{t('accept-hint')}</p>
        {ACCEPT_MODES.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={modeName}
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                edit();
              }}
            />
            <span>
              <span className={styles.choiceName}>{t(`accept.${value}`)}</span>
              <span className={styles.choiceHint}>{t(`accept.${value}-hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.group} aria-describedby={presetsHint}>
        <legend className={styles.legend}>{t('presets-title')}</legend>
        <p id={presetsHint} className={styles.hint}>
          {t('presets-hint', { max: MAX_STAKE_PRESETS })}
        </p>
        <ol className={styles.presets}>
          {drafts.map((text, index) => {
            const problem = problems[index] ?? null;
            const n = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: fields are positions in the list.
              <li key={index} className={styles.preset}>
                <PresetField
                  label={t('preset-label', { n })}
                  value={text}
                  problem={problem ? t(`preset-${problem}`) : null}
                  onChange={(value) => {
                    setDrafts((list) => list.with(index, value));
                    setProblems((list) => (list[index] ? list.with(index, null) : list));
                    edit();
                  }}
                />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('remove-preset', { n })}
                  disabled={drafts.length <= 1}
                  onClick={() => {
                    setDrafts((list) => list.filter((_, i) => i !== index));
                    setProblems((list) => list.filter((_, i) => i !== index));
                    edit();
                  }}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={styles.secondary}
          disabled={drafts.length >= MAX_STAKE_PRESETS}
          onClick={() => {
            setDrafts((list) => [...list, '']);
            edit();
          }}
        >
          {t('add-preset')}
        </button>
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={save === 'saving'}>
          {save === 'saving' ? t('saving') : t('save')}
        </button>
        <button type="button" className={styles.secondary} disabled={save === 'saving'} onClick={() => void reset()}>
          {t('reset')}
        </button>
      </div>
      {save === 'error' || save === 'invalid' ? (
        <p className={styles.error} role="alert">
          {save === 'error' ? t('save-failed') : (listProblem ?? t('fix-fields'))}
        </p>
      ) : (
        <p className={styles.status} role="status">
          {save === 'saved' ? t('saved') : ''}
        </p>
      )}
    </form>
  );
}

function PresetField({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {problem}
        </span>
      )}
    </div>
  );
}
