'use client';

import type { AvailableBonus } from '@sportsbook/contract/bonuses';
import type { SettingsReply } from '@sportsbook/contract/player-settings';
import { checkBetLimits } from '@sportsbook/domain/betslip/bet-limits';
import { allowedBetTypes, type BetTypeChoice } from '@sportsbook/domain/betslip/bet-type';
import { isFreebet } from '@sportsbook/domain/betslip/bonus';
import { placementBet } from '@sportsbook/domain/betslip/payload';
import { potentialWin, slipTotalStake, totalOddsMillis } from '@sportsbook/domain/betslip/stakes';
import type { BetLimits, Selection, SlipBet } from '@sportsbook/domain/betslip/types';
import { type SlipProblem, validateSlip } from '@sportsbook/domain/betslip/validation';
import { formatSystemId, parseSystemId, systemLineCount } from '@sportsbook/domain/system-lines';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createShareCode } from '../../shared/api/bets-api';
import { useSettings } from '../../shared/api/settings-query';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { formatMoney } from '../../shared/money/stake-input-parse';
import { Isolate, Ltr } from '../../shared/ui/bidi';
import { CloseIcon, TicketIcon } from '../../shared/ui/icons';
import { openAuthDialog } from '../account/auth-store';
import { useBettingSession } from '../account/betting-session';
import { displayName, formatPrice } from '../odds/format-price';
import { useOddsType } from '../odds/odds-type';
import { BonusSelect, BoostHint, TotalOdds } from './bet-bonus';
import { CustomBetRow, RepriceCustomBets } from './custom-bet-row';
import { MaxStakeButton } from './max-stake-button';
import { placeTicket } from './place';
import { QuickBetToggle } from './quick-bet';
import { takeReceiptFocus } from './receipt-focus';
import { useSelectionStore } from './selection-store';
import styles from './slip-body.module.css';
import { type BetBonuses, useSlipBonuses } from './slip-bonuses';
import { SlipOddsAnnouncer } from './slip-odds-announcer';
import { StakeInput } from './stake-input';

type Props = { messages: FlatMessages; locale: string };

// "Counts for Hunt the free bets (3 of 5)" (issue 19): players only, in a chunk of its own.
const HuntingHint = lazy(() => import('../rewards/hunting-hint'));

/** The message key of placement error 120: the bet builder's price moved; the slip offers to get the new one. */
const CUSTOM_PRICE_MOVED = 'error.place_bets.invalid_odds_custom_bet';

function limitsOf(settings: SettingsReply | null): BetLimits | null {
  if (!settings) return null;
  return { enabled: settings.features.isBetLimitsEnabled, ...settings.betsLimits };
}

function problemText(m: FlatMessages, problem: SlipProblem): string {
  return tr(m, `bet-slip.problem.${problem.code}`);
}

/** The bonuses the slip shows: per bet, and whether they are of the bets before the last change. */
type SlipBonusView = { available: BetBonuses | null; pending: boolean };

function SelectionRow({
  selection,
  m,
  bet,
  betIndex,
  locale,
  presets,
  bonuses,
}: {
  selection: Selection;
  m: FlatMessages;
  bet: SlipBet | null;
  betIndex: number;
  locale: string;
  presets: number[];
  bonuses: SlipBonusView;
}) {
  const type = useOddsType();
  const name = displayName(selection.outcomeName);
  const moved = selection.isChanged && selection.odds !== selection.acceptedOdds;
  const up = selection.odds > selection.acceptedOdds;
  return (
    <li className={styles.row} data-changed={moved || undefined} data-suspended={selection.isSuspended || undefined}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <span className={styles.outcome}>{name}</span>
          <span className={styles.market}>{selection.marketName}</span>
          <span className={styles.match}>{selection.matchName}</span>
        </div>
        <span className={styles.price}>
          {moved ? (
            <>
              <s className={styles.old}>
                <Ltr>{formatPrice(selection.acceptedOdds, type)}</Ltr>
              </s>
              <span aria-hidden="true" className={up ? styles.up : styles.down}>
                {up ? '▲' : '▼'}
              </span>
              <span className="sr-only">{tr(m, up ? 'bet-slip.odds-up' : 'bet-slip.odds-down')}</span>
              <strong>
                <Ltr>{formatPrice(selection.odds, type)}</Ltr>
              </strong>
            </>
          ) : (
            <Ltr>{formatPrice(selection.odds, type)}</Ltr>
          )}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={tr(m, 'bet-slip.remove', { selection: name })}
          onClick={() => useSelectionStore.getState().remove(selection.id)}
        >
          <CloseIcon size={16} />
        </button>
      </div>
      {(selection.isSuspended || selection.isNotAvailable) && (
        <span className={styles.flag}>
          {tr(m, selection.isNotAvailable ? 'bet-slip.not-available' : 'bet-slip.suspended')}
        </span>
      )}
      {bet && (
        <BetStake
          bet={bet}
          betIndex={betIndex}
          m={m}
          locale={locale}
          presets={presets}
          label={name}
          bonusLabel={tr(m, 'bet-slip.bonus.label-for', { bet: name })}
          bonuses={bonuses.available?.[betIndex]}
          pending={bonuses.pending}
        />
      )}
    </li>
  );
}

function BetStake({
  bet,
  betIndex,
  m,
  locale,
  presets,
  label,
  bonusLabel,
  bonuses,
  pending,
}: {
  bet: SlipBet;
  betIndex: number;
  m: FlatMessages;
  locale: string;
  presets: number[];
  label: string;
  bonusLabel: string;
  /** What the server offers this bet; undefined when unknown (a visitor, a failed read). */
  bonuses: readonly AvailableBonus[] | undefined;
  pending: boolean;
}) {
  const setStake = (minor: number) => useSelectionStore.getState().setStake(betIndex, minor);
  const session = useBettingSession();
  const signedIn = session.status === 'player';
  // A free bet stakes its amount: no typing, no quick stakes.
  const freebet = isFreebet(bet.bonus);
  let win = 0;
  try {
    win = bet.stake > 0 ? potentialWin(bet) : 0;
  } catch {
    win = 0;
  }
  return (
    <div className={styles.stake}>
      {bonuses && (
        <BonusSelect
          bet={bet}
          betIndex={betIndex}
          available={bonuses}
          pending={pending}
          label={bonusLabel}
          m={m}
          locale={locale}
        />
      )}
      <StakeInput
        value={bet.stake}
        subunits={bet.subunits}
        currency={bet.currency}
        locale={locale}
        label={tr(m, 'bet-slip.stake-for', { bet: label })}
        invalidLabel={tr(m, 'bet-slip.stake-invalid')}
        onChange={setStake}
        readOnly={freebet}
      />
      {!freebet && (presets.length > 0 || signedIn) && (
        <div className={styles.presets}>
          {presets.map((preset) => {
            const minor = Math.round(preset * 10 ** bet.subunits);
            return (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                aria-pressed={bet.stake === minor}
                aria-label={tr(m, 'bet-slip.preset', {
                  amount: formatMoney(minor, bet.currency, bet.subunits, locale),
                })}
                onClick={() => setStake(minor)}
              >
                {formatMoney(minor, bet.currency, bet.subunits, locale, true)}
              </button>
            );
          })}
          {signedIn && <MaxStakeButton bet={bet} label={label} m={m} locale={locale} onStake={setStake} />}
        </div>
      )}
      <div className={styles.line}>
        <span>{tr(m, 'bet-slip.potential-win')}</span>
        <strong data-testid="potential-win">
          <Isolate>{formatMoney(win, bet.currency, bet.subunits, locale)}</Isolate>
        </strong>
      </div>
      {session.player && (
        <Suspense fallback={null}>
          <HuntingHint bet={bet} playerId={session.player.id} m={m} locale={locale} />
        </Suspense>
      )}
    </div>
  );
}

function TypeSwitch({ m, bets }: { m: FlatMessages; bets: readonly SlipBet[] }) {
  const context = useSelectionStore((s) => s.context);
  const ticket = useSelectionStore((s) => s.ticket);
  const allowed = allowedBetTypes(ticket, context);
  const first = bets.find((bet) => bet.betType !== 'custom_bet');
  const current: BetTypeChoice =
    first?.betType === 'combo' ? 'combo' : first?.betType === 'system' ? 'system' : 'single';
  // Custom bets keep their own type: the switch is about the regular selections.
  const count = bets.reduce((n, bet) => n + (bet.betType === 'custom_bet' ? 0 : bet.selections.length), 0);
  const systemId = useId();
  if (count < 2) return null;
  const choices: BetTypeChoice[] = ['single', 'combo', 'system'];
  return (
    <div className={styles.types}>
      <fieldset className={styles.segments}>
        <legend className="sr-only">{tr(m, 'bet-slip.bet-type')}</legend>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={current === choice}
            disabled={!allowed[choice]}
            className={styles.segment}
            onClick={() => useSelectionStore.getState().changeType(choice)}
          >
            {tr(m, `bet-slip.type.${choice === 'single' && count > 1 ? 'singles' : choice}`)}
          </button>
        ))}
      </fieldset>
      {current === 'system' && first?.systemType && (
        <label className={styles.systemPicker} htmlFor={systemId}>
          <span>{tr(m, 'bet-slip.system-type')}</span>
          <select
            id={systemId}
            value={formatSystemId(first.systemType)}
            onChange={(event) => useSelectionStore.getState().changeType('system', parseSystemId(event.target.value))}
          >
            {ticket.systemTypes.map((type) => (
              <option key={formatSystemId(type)} value={formatSystemId(type)}>
                {tr(m, 'bet-slip.system-option', {
                  system: formatSystemId(type),
                  lines: systemLineCount(type.totalCount, type.winCount),
                })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

function ShareSlip({ m, bets }: { m: FlatMessages; bets: readonly SlipBet[] }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'error' } | { kind: 'done'; code: string }>({
    kind: 'idle',
  });
  const share = async () => {
    setState({ kind: 'busy' });
    try {
      const wire = bets.map((bet) => {
        // The bonus is the sharer's own; a free bet's stake was its amount, not a stake they chose.
        const { stake, bonus: _own, ...rest } = placementBet(bet);
        return bet.stake > 0 && !isFreebet(bet.bonus) ? { stake, ...rest } : rest;
      });
      const { code } = await createShareCode(wire);
      setState({ kind: 'done', code });
    } catch {
      setState({ kind: 'error' });
    }
  };
  if (state.kind === 'done') {
    const url = new URL(window.location.href);
    url.search = '';
    url.hash = '';
    url.searchParams.set('share', state.code);
    return (
      <div className={styles.share} role="status">
        <span>{tr(m, 'bet-slip.share-code')}</span>
        <output className={styles.code} data-testid="share-code">
          <Ltr>{state.code}</Ltr>
        </output>
        <input className={styles.link} readOnly value={url.toString()} aria-label={tr(m, 'bet-slip.share-link')} />
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void navigator.clipboard?.writeText(url.toString()).catch(() => undefined)}
        >
          {tr(m, 'bet-slip.copy-link')}
        </button>
      </div>
    );
  }
  return (
    <>
      <button type="button" className={styles.secondary} onClick={share} disabled={state.kind === 'busy'}>
        {tr(m, 'bet-slip.share')}
      </button>
      {state.kind === 'error' && <p role="alert">{tr(m, 'bet-slip.share-failed')}</p>}
    </>
  );
}

function Success({ m, locale }: { m: FlatMessages; locale: string }) {
  const placed = useSelectionStore((s) => s.ticket.placedBets);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeReceiptFocus()) headingRef.current?.focus();
  }, []);
  return (
    <div className={styles.success}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        {tr(m, placed.length > 1 ? 'bet-slip.success-many' : 'bet-slip.success', { count: placed.length })}
      </h3>
      <ul className={styles.placed} aria-label={tr(m, 'bet-slip.placed-bets')}>
        {placed.map((bet) => (
          <li key={bet.id} className={styles.placedBet}>
            <span className={styles.placedType}>
              {bet.system ? `${tr(m, 'bet-slip.type.system')} ${bet.system.id}` : tr(m, `bet-slip.type.${bet.type}`)}
            </span>
            <span className={styles.match}>{bet.selections.map((s) => displayName(s.outcomeName)).join(', ')}</span>
            <span>
              {tr(m, 'bet-slip.placed-line', {
                stake: formatMoney(bet.totalStake, bet.stake.currency, bet.stake.subunits, locale),
                win: formatMoney(bet.potentialWin, bet.stake.currency, bet.stake.subunits, locale),
              })}
            </span>
            <Ltr className={styles.ref}>{bet.reference}</Ltr>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            const { ticket, dispatch } = useSelectionStore.getState();
            dispatch({ type: 'betsSet', slip: ticket });
          }}
        >
          {tr(m, 'bet-slip.keep-selections')}
        </button>
        <button type="button" className={styles.cta} onClick={() => useSelectionStore.getState().clear()}>
          {tr(m, 'bet-slip.done')}
        </button>
      </div>
    </div>
  );
}

/**
 * The bet slip's body (lazy-loaded): bet type switch and system picker, selections with odds changes and
 * suspended / not-available labels, stake inputs with presets, potential win, the reasons the ticket cannot be placed
 * (validateSlip, bet limits), odds acceptance per accept mode, placement, errors, the success state, and sharing.
 */
export default function SlipBody({ messages: m, locale }: Props) {
  const ticket = useSelectionStore((s) => s.ticket);
  const oddsType = useOddsType();
  const settings = useSettings();
  const session = useBettingSession();
  const bonuses = useSlipBonuses(session.status, locale);
  const [genericError, setGenericError] = useState(false);

  useEffect(() => {
    const notice = ticket.notice;
    if (!notice) return;
    if (notice.kind === 'sign_in')
      openAuthDialog('sign-in', { sessionExpired: notice.sessionExpired, reason: 'place-bet' });
    else setGenericError(true);
    useSelectionStore.getState().dispatch({ type: 'noticeShown' });
  }, [ticket.notice]);

  const limits = limitsOf(settings);
  const problems = useMemo(() => validateSlip(ticket), [ticket]);
  const limitChecks = useMemo(
    () => (limits ? ticket.bets.map((bet) => (bet.stake > 0 ? checkBetLimits(bet, limits) : null)) : []),
    [ticket.bets, limits],
  );
  const rejected = limitChecks.flatMap((check) => (check?.rejected ? [check.rejected] : []));
  const warnings = limitChecks.flatMap((check) => check?.warnings ?? []);

  if (ticket.ticketState === 'SUCCESS') return <Success m={m} locale={locale} />;

  if (ticket.bets.length === 0) {
    return (
      <div className={styles.empty}>
        <TicketIcon size={32} />
        <p className={styles.emptyTitle}>{tr(m, 'bet-slip.empty')}</p>
        <p>{tr(m, 'bet-slip.empty-hint')}</p>
      </div>
    );
  }

  // Quick-stake buttons: the player's presets (settings page) for a player, else the operator's.
  const presets = settings?.betting.stakesPresets ?? [];
  const bets = ticket.bets;
  // A custom bet (bet builder) is one row with its legs and its own stake, like a single.
  const multi = bets.length > 1 || bets[0]?.betType === 'single' || bets[0]?.betType === 'custom_bet';
  const first = bets[0];
  const busy = ticket.inProgress || ticket.ticketState === 'PROCESSING';
  const oddsChanged = ticket.ticketState === 'ODDS_CHANGED';
  const blocking = problems.filter((p) => p.code !== 'odds_changed');
  const reasons = [
    ...new Set([...blocking.map((p) => problemText(m, p)), ...rejected.map((r) => tr(m, r.messageKey))]),
  ];
  const canSubmit = reasons.length === 0 && !busy;
  const total = slipTotalStake(bets);
  const currency = first?.currency ?? 'EUR';
  const subunits = first?.subunits ?? 2;
  const combinedOdds = first && first.betType === 'combo' ? totalOddsMillis(first) : null;
  const error = ticket.error;
  const errorText = error
    ? (error.betMessages.find((x) => x) ??
      (m[error.messageKey] ? tr(m, error.messageKey) : (error.message ?? tr(m, 'error.place_bets.default'))))
    : null;
  const placeLabel =
    session.status === 'visitor'
      ? tr(m, 'bet-slip.place')
      : bets.length > 1
        ? tr(m, 'bet-slip.place-many', { count: bets.length, total: formatMoney(total, currency, subunits, locale) })
        : tr(m, 'bet-slip.place-one', { total: formatMoney(total, currency, subunits, locale) });

  return (
    <div className={styles.slip} aria-busy={busy}>
      <SlipOddsAnnouncer bets={bets} m={m} oddsType={oddsType} />
      <TypeSwitch m={m} bets={bets} />
      {multi ? (
        <ul className={styles.list}>
          {bets.flatMap((bet, betIndex) =>
            bet.betType === 'custom_bet' ? (
              <CustomBetRow key={bet.selections.map((s) => s.id).join('|')} bet={bet} m={m}>
                <BetStake
                  bet={bet}
                  betIndex={betIndex}
                  m={m}
                  locale={locale}
                  presets={presets}
                  label={tr(m, 'bet-slip.type.custom_bet')}
                  bonusLabel={tr(m, 'bet-slip.bonus.label-for', { bet: tr(m, 'bet-slip.type.custom_bet') })}
                  bonuses={bonuses.available?.[betIndex]}
                  pending={bonuses.pending}
                />
              </CustomBetRow>
            ) : (
              bet.selections.map((s) => (
                <SelectionRow
                  key={s.id}
                  selection={s}
                  m={m}
                  bet={bet}
                  betIndex={betIndex}
                  locale={locale}
                  presets={presets}
                  bonuses={bonuses}
                />
              ))
            ),
          )}
        </ul>
      ) : (
        <>
          <ul className={styles.list}>
            {first?.selections.map((s) => (
              <SelectionRow
                key={s.id}
                selection={s}
                m={m}
                bet={null}
                betIndex={0}
                locale={locale}
                presets={presets}
                bonuses={bonuses}
              />
            ))}
          </ul>
          {first && (
            <div className={styles.betFooter}>
              {combinedOdds !== null && <TotalOdds bet={first} oddsMillis={combinedOdds} oddsType={oddsType} m={m} />}
              {first.betType === 'system' && first.systemType && (
                <div className={styles.line}>
                  <span>{tr(m, 'bet-slip.lines')}</span>
                  <strong>{systemLineCount(first.systemType.totalCount, first.systemType.winCount)}</strong>
                </div>
              )}
              <BetStake
                bet={first}
                betIndex={0}
                m={m}
                locale={locale}
                presets={presets}
                label={tr(m, `bet-slip.type.${first.betType}`)}
                bonusLabel={tr(m, 'bet-slip.bonus.label')}
                bonuses={bonuses.available?.[0]}
                pending={bonuses.pending}
              />
              {first.betType === 'combo' && bonuses.available?.[0] && (
                <BoostHint bet={first} available={bonuses.available[0]} m={m} locale={locale} />
              )}
            </div>
          )}
        </>
      )}
      <div className={styles.footer}>
        <div className={styles.line}>
          <span>{tr(m, 'bet-slip.total-stake')}</span>
          <strong data-testid="total-stake">
            <Isolate>{formatMoney(total, currency, subunits, locale)}</Isolate>
          </strong>
        </div>
        {bets.length > 1 && (
          <div className={styles.line}>
            <span>{tr(m, 'bet-slip.potential-win')}</span>
            <strong>
              {formatMoney(
                bets.reduce((sum, bet) => {
                  try {
                    return sum + (bet.stake > 0 ? potentialWin(bet) : 0);
                  } catch {
                    return sum;
                  }
                }, 0),
                currency,
                subunits,
                locale,
              )}
            </strong>
          </div>
        )}
        {warnings.map((w) => (
          <p key={w.messageKey} className={styles.warning} role="status">
            <strong>{tr(m, `${w.messageKey}.title`)}</strong> {tr(m, `${w.messageKey}.description`)}
          </p>
        ))}
        {errorText && !busy && (
          <p className={styles.error} role="alert">
            {errorText}
          </p>
        )}
        {(error?.messageKey === CUSTOM_PRICE_MOVED || problems.some((p) => p.code === 'custom_odds_missing')) &&
          !busy && <RepriceCustomBets m={m} />}
        {genericError && (
          <p className={styles.error} role="alert">
            <strong>{tr(m, 'global-error.default.title')}</strong> {tr(m, 'global-error.default.description')}
          </p>
        )}
        {oddsChanged ? (
          <>
            {!errorText && (
              <p className={styles.notice} role="status">
                {tr(m, 'bet-slip.odds-changed')}
              </p>
            )}
            <button
              type="button"
              className={styles.cta}
              onClick={() => {
                setGenericError(false);
                useSelectionStore.getState().dispatch({ type: 'oddsChangesAccepted' });
              }}
            >
              {tr(m, 'bet-slip.accept-odds')}
            </button>
          </>
        ) : (
          <>
            {reasons.length > 0 && (
              <div className={styles.reasons} id="slip-reasons">
                {reasons.map((reason) => (
                  <p key={reason}>{reason}</p>
                ))}
              </div>
            )}
            <button
              type="button"
              className={styles.cta}
              disabled={!canSubmit}
              aria-describedby={reasons.length > 0 ? 'slip-reasons' : undefined}
              onClick={() => {
                setGenericError(false);
                void placeTicket();
              }}
            >
              {busy ? tr(m, 'bet-slip.placing') : placeLabel}
            </button>
          </>
        )}
        <div className={styles.actions}>
          {settings?.features.isShareBetEnabled !== false && <ShareSlip m={m} bets={bets} />}
          <button type="button" className={styles.clearButton} onClick={() => useSelectionStore.getState().clear()}>
            {tr(m, 'bet-slip.clear')}
          </button>
        </div>
        {settings?.features.isQuickBetEnabled && <QuickBetToggle m={m} locale={locale} />}
      </div>
    </div>
  );
}
