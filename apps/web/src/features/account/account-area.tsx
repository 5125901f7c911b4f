'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { localePath } from '../../i18n/paths';
import { platformApi } from '../../shared/api/platform-api';
import { readSettings } from '../../shared/api/settings-query';
import { replaceUrl } from '../../shared/browser/replace-url';
import { hostOrigin } from '../../shared/embed/host-port';
import { showAlert } from '../../shared/ui/alert-store';
import { AlertHost } from '../../shared/ui/alerts';
import { BonusToaster } from '../bonuses/bonus-toaster';
import { StatusProgress } from '../rewards/status-progress';
import { startAffiliateTags } from '../tracking/affiliate-tags';
import { trackDeposit } from '../tracking/data-layer';
import styles from './account-area.module.css';
import { AccountSkeleton, type PlayerLabels, type VisitorLabels } from './account-skeleton';
import {
  changeCurrency,
  openAuthDialog,
  requirePhoneVerification,
  type SessionSeed,
  showNotice,
  signOut,
  startAuth,
  useAuthStore,
} from './auth-store';
import { parseDeepLink } from './deep-links';
import { useDepositReminder } from './deposit-reminder';
import { headerFigures } from './header-figures';
import { type AccountMessages, formatBalance, translator } from './i18n';
import { currentPrompt, setTermsRefusedText, usePromptFollowers, usePromptStore, useSignUpReminder } from './prompts';
import { useResponsibleGambling } from './responsible-gambling';

const AccountDialogs = dynamic(() => import('./account-dialogs'), { ssr: false });
// Jackpot wins (issue 19): polled for a signed-in player, in a chunk of their own.
const JackpotHits = dynamic(() => import('../rewards/jackpot-hits'), { ssr: false });
// The terms checker, welcoming popup and sign-up reminder: a chunk loaded only when one is due.
const PromptDialogs = dynamic(() => import('./prompt-dialogs'), { ssr: false });

/**
 * The account area of the header: sign-in / sign-up buttons for visitors; display name, balance of the active
 * account, currency switcher, deposit and sign-out for players. It also owns the page-level account behaviour:
 * the first player load, deep links, the blocked-country check, responsible gambling and the deposit reminder.
 */
export function AccountArea({
  messages,
  locale,
  phoneVerificationRequired = false,
  signUpReminderSeconds = 0,
  visitor,
  player,
  session,
}: {
  messages: AccountMessages;
  locale: string;
  /** The operator's setting: players without a verified phone are asked to verify one. */
  phoneVerificationRequired?: boolean;
  /** SIGN_UP_REMINDER_SECONDS: a visitor is invited to sign up after this long (0: never). */
  signUpReminderSeconds?: number;
  /** The request had no session cookie: until the session is known, the skeleton takes these buttons' room. */
  visitor?: VisitorLabels | undefined;
  /** The player's buttons as the server read them with the page: until the session is known, their room. */
  player?: PlayerLabels | undefined;
  /** The session's player and accounts as the server read them with the page: the store starts from them. */
  session?: SessionSeed | undefined;
}) {
  const t = useMemo(() => translator(messages), [messages]);
  const status = useAuthStore((s) => s.authStatus);
  const needsDialogs = useAuthStore((s) => s.dialog !== null || s.rgModal !== null);
  // A prompt waits while an account dialog is open (never one modal over another).
  const prompt = usePromptStore((s) => currentPrompt(s.due));
  const promptBlocked = useAuthStore((s) => s.dialog !== null || s.rgModal !== null);

  // The page's first read only: a refreshed layout's newer read does not start the page's account behaviour again.
  const [firstSession] = useState(session);
  useEffect(() => {
    requirePhoneVerification(phoneVerificationRequired);
    startAuth(firstSession);
    const link = parseDeepLink(window.location.href);
    if (link.cleanUrl !== null) replaceUrl(link.cleanUrl);
    startAffiliateTags(link.tracking);
    if (link.paymentResult) {
      showNotice({ kind: 'payment', result: link.paymentResult });
      trackDeposit(link.paymentResult);
    }
    // The /users/... pages render their own form (and read the token themselves).
    const onUserPage = /\/users\//.test(window.location.pathname);
    if (link.dialog && !onUserPage) {
      const token = link.tokens.confirmation ?? link.tokens.resetPassword ?? link.tokens.unlock;
      openAuthDialog(link.dialog, token ? { token } : {});
    }
    platformApi
      .geo()
      .then((geo) => {
        if (geo.blocked && !/\/blocked$/.test(window.location.pathname)) {
          window.location.assign(localePath(locale, '/blocked'));
        }
      })
      .catch(() => undefined);
  }, [locale, phoneVerificationRequired, firstSession]);

  // Spec 000 §4 Player loading: a failed load (not a 401) shows the error alert.
  const loadError = useAuthStore((s) => s.loadError);
  useEffect(() => {
    if (loadError) showNotice({ kind: 'text', tone: 'error', text: t('player-load-failed') });
  }, [loadError, t]);

  // Notices (payment results, failed saves) are alerts: bottom-centre, 5 s (shared/ui/alerts.tsx).
  const notice = useAuthStore((s) => s.notice);
  useEffect(() => {
    if (!notice) return;
    if (notice.kind === 'payment') {
      showAlert({ tone: notice.result === 'error' ? 'error' : 'success', text: t(`payment-${notice.result}`) });
    } else {
      showAlert({ tone: notice.tone, text: notice.text });
    }
    showNotice(null);
  }, [notice, t]);

  useResponsibleGambling();
  useDepositReminder();
  usePromptFollowers();
  useEffect(() => setTermsRefusedText(t('terms.slip-refused')), [t]);
  useSignUpReminder(signUpReminderSeconds);

  return (
    <>
      {status === 'LOGGED_IN' ? (
        <PlayerMenu t={t} locale={locale} />
      ) : status === 'NOT_LOGGED_IN' ? (
        <div className={styles.buttons}>
          <button type="button" className={styles.signIn} onClick={() => openAuthDialog('sign-in')}>
            {t('sign-in')}
          </button>
          <button type="button" className={styles.signUp} onClick={() => openAuthDialog('sign-up')}>
            {t('sign-up')}
          </button>
        </div>
      ) : (
        <AccountSkeleton label={t('loading')} visitor={visitor} player={player} />
      )}
      {needsDialogs ? createPortal(<AccountDialogs t={t} locale={locale} />, document.body) : null}
      {prompt && !promptBlocked
        ? createPortal(<PromptDialogs key={prompt} prompt={prompt} t={t} locale={locale} />, document.body)
        : null}
      {createPortal(<AlertHost dismissLabel={t('alerts.dismiss')} />, document.body)}
      {status === 'LOGGED_IN'
        ? createPortal(
            <BonusToaster
              locale={locale}
              promotionsHref={localePath(locale, '/promotions')}
              labels={{ title: t('bonus-toaster-title'), view: t('bonus-toaster-view'), close: t('close') }}
            />,
            document.body,
          )
        : null}
      {status === 'LOGGED_IN'
        ? createPortal(
            <JackpotHits
              locale={locale}
              labels={{
                title: t('jackpot-hit.title'),
                text: t('jackpot-hit.text'),
                collect: t('jackpot-hit.collect'),
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}

function PlayerMenu({ t, locale }: { t: ReturnType<typeof translator>; locale: string }) {
  const player = useAuthStore((s) => s.player);
  const accounts = useAuthStore((s) => s.accounts);
  const active = useAuthStore((s) => s.activeAccount);
  const compPoints = useAuthStore((s) => s.compPoints);
  const statusGroups = useAuthStore((s) => s.statusGroups);
  const menuId = useId();
  const currencyId = useId();
  const [error, setError] = useState(false);
  const [offered, setOffered] = useState<string[]>([]);
  useEffect(() => {
    readSettings()
      .then((s) => setOffered(s.currencies.map((c) => c.code)))
      .catch(() => undefined);
  }, []);
  if (!player) return null;
  const others = offered.filter((code) => !accounts.some((a) => a.currency.code === code));
  const { balance, name } = headerFigures(player, active, locale);
  return (
    <div className={styles.player}>
      <button type="button" className={styles.deposit} onClick={() => openAuthDialog('deposit')}>
        {t('deposit')}
      </button>
      <button type="button" className={styles.menuButton} popoverTarget={menuId}>
        {/* Named by what it shows, after a read-only "Account:" (an aria-label would not contain the drawn text). */}
        <span className="sr-only">{t('account')}: </span>
        <span className={styles.balance} data-testid="header-balance">
          {balance}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      <div id={menuId} popover="auto" className={styles.menu} role="dialog" aria-label={t('account')}>
        <p className={styles.menuName}>{name}</p>
        {player.email && player.email !== name ? <p className={styles.menuEmail}>{player.email}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('balance')}</dt>
            <dd>{balance}</dd>
          </div>
          <StatusProgress
            points={compPoints?.points ?? player.progress.points}
            groups={statusGroups.length > 0 ? statusGroups : player.progress.statusGroups}
            locale={locale}
            labels={{
              status: t('status'),
              points: t('points'),
              next: t('status-next'),
              progressLabel: t('status-progress-label'),
              top: t('status-top'),
            }}
          />
        </dl>
        <label htmlFor={currencyId} className={styles.label}>
          {t('currency')}
        </label>
        <select
          id={currencyId}
          className={styles.select}
          value={active?.currency.code ?? ''}
          onChange={(event) => {
            setError(false);
            changeCurrency(event.target.value, { openNew: true }).catch(() => setError(true));
          }}
        >
          {accounts.map((a) => (
            <option key={a.currency.code} value={a.currency.code}>
              {a.currency.code} · {formatBalance(a.balance, a.currency, locale)}
            </option>
          ))}
          {others.length > 0 ? (
            <optgroup label={t('open-account')}>
              {others.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        {error ? (
          <p role="alert" className={styles.error}>
            {t('currency-failed')}
          </p>
        ) : null}
        <a
          data-spa
          className={styles.menuItem}
          href={localePath(locale, '/profile/wallet/deposit')}
          onClick={(event) => {
            document.getElementById(menuId)?.hidePopover();
            // Embedded, deposits are the host's: the dialog request is handed over (features/embed).
            if (hostOrigin()) {
              event.preventDefault();
              openAuthDialog('deposit');
            }
          }}
        >
          {t('deposit')}
        </a>
        <a
          data-spa
          className={styles.menuItem}
          href={localePath(locale, '/profile/wallet/transactions')}
          onClick={() => document.getElementById(menuId)?.hidePopover()}
        >
          {t('wallet.menu-transactions')}
        </a>
        {hostOrigin() ? null : (
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => {
              document.getElementById(menuId)?.hidePopover();
              openAuthDialog('quick-deposit');
            }}
          >
            {t('quick-deposit')}
          </button>
        )}
        <a
          data-spa
          className={styles.menuItem}
          href={localePath(locale, '/bets')}
          onClick={() => document.getElementById(menuId)?.hidePopover()}
        >
          {t('my-bets')}
        </a>
        <a
          data-spa
          className={styles.menuItem}
          href={localePath(locale, '/bets/stats')}
          onClick={() => document.getElementById(menuId)?.hidePopover()}
        >
          {t('bet-stats')}
        </a>
        <button type="button" className={styles.menuItem} onClick={() => openAuthDialog('phone')}>
          {t('verify-phone')}
        </button>
        <a
          data-spa
          className={styles.menuItem}
          href={localePath(locale, '/settings')}
          onClick={() => document.getElementById(menuId)?.hidePopover()}
        >
          {t('settings')}
        </a>
        <a
          data-spa
          className={styles.menuItem}
          href={localePath(locale, '/profile/responsible-gambling')}
          onClick={() => document.getElementById(menuId)?.hidePopover()}
        >
          {t('responsible-gambling')}
        </a>
        <button type="button" className={styles.signOut} onClick={() => void signOut()}>
          {t('sign-out')}
        </button>
      </div>
    </div>
  );
}
