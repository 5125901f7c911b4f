'use client';

import type { Bet } from '@sportsbook/contract/bets';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { formatMoney } from '../../shared/money/stake-input-parse';
import { Isolate, Ltr } from '../../shared/ui/bidi';
import { LiveClock } from '../catalog/live-clock';
import { useLiveTotalScore } from '../live/live-score';
import { displayName, formatPrice } from '../odds/format-price';
import { useOddsType } from '../odds/odds-type';
import { CashoutControls } from './cashout-controls';
import styles from './my-bets.module.css';

const OPEN: readonly string[] = ['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress'];

function outcomeOf(bet: Bet): 'open' | 'won' | 'lost' | 'refund' | 'cashed_out' {
  if (bet.status === 'cashed_out') return 'cashed_out';
  if (OPEN.includes(bet.status)) return 'open';
  if (bet.result === 'win_entire' || bet.result === 'refund_half_win_other') return 'won';
  if (bet.result === 'lose_entire' || bet.result === 'refund_half_lose_other') return 'lost';
  if (bet.result === 'refund_entire' || bet.result === 'canceled' || bet.status === 'cancelled') return 'refund';
  return (bet.winAmount ?? 0) > 0 ? 'won' : 'lost';
}

/** The badge of a free bet by its kind (a no-risk bet is refunded as one); null for a cash bet or a boost. */
function freebetBadgeKey(bet: Bet): string | null {
  const type = bet.bonus?.type;
  if (type === 'freebet_no_risk') return 'bets.bonus-no-risk';
  return type === 'freebet_only_win' || type === 'freebet_all_win' ? 'bets.bonus-freebet' : null;
}

/** A combo boost's multiplier at placement, null without one. */
function boostOf(bet: Bet): number | null {
  if (bet.bonus?.type !== 'comboboost') return null;
  const odds = bet.bonusOdds ?? bet.bonus.odds;
  return odds !== null && odds > 1 ? odds : null;
}

/** An open leg's live match: its score and ticking clock, following the match's real-time updates. */
function LegLive({
  matchId,
  live,
  label,
}: {
  matchId: number;
  live: NonNullable<Bet['selections'][number]['live']>;
  label: string;
}) {
  const score = useLiveTotalScore(matchId, live.score);
  return (
    <span className={styles.legLive}>
      <span className="sr-only">{label}</span>
      {score && (
        <Ltr className={styles.legScore}>
          {score.home}–{score.away}
        </Ltr>
      )}
      <LiveClock matchId={matchId} clock={live.clock} period={null} renderedAt={live.clock?.clockUpdatedAt ?? 0} />
    </span>
  );
}

/**
 * One bet of My Bets: type, state, bonus, legs with their results, money (and what partial cash-outs paid), and the
 * cash-out controls (whole, part, automatic). A bonus is said in words (badge, stake label, note), never by colour alone.
 */
export function BetCard({
  bet,
  messages: m,
  locale,
  onChanged,
}: {
  bet: Bet;
  messages: FlatMessages;
  locale: string;
  onChanged: (bet: Bet) => void;
}) {
  const oddsType = useOddsType();
  const money = (minor: number) => formatMoney(minor, bet.stake.currency, bet.stake.subunits, locale);
  const state = outcomeOf(bet);
  const offer = bet.toCashoutAmount;
  const title = bet.system ? `${tr(m, 'bets.type-system')} ${bet.system.id}` : tr(m, `bets.type-${bet.type}`);
  const freebetBadge = freebetBadgeKey(bet);
  const boost = boostOf(bet);

  return (
    <article className={styles.card} aria-label={`${title} ${bet.reference}`} data-state={state}>
      <header className={styles.cardHead}>
        <span className={styles.title}>
          <span className={styles.type}>{title}</span>
          {freebetBadge && <span className={styles.bonusBadge}>{tr(m, freebetBadge)}</span>}
        </span>
        <span className={styles.badge} data-state={state}>
          {tr(m, `bets.state-${state}`)}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.selections.map((s) => (
          <li key={s.id} className={styles.leg} data-result={s.result ?? undefined}>
            <span className={styles.legText}>
              <strong>{displayName(s.outcomeName)}</strong>
              <span className={styles.muted}>
                {s.marketName} · {s.matchName}
              </span>
            </span>
            {s.live && <LegLive matchId={s.matchId} live={s.live} label={tr(m, 'bets.live-score')} />}
            <Ltr className={styles.legOdds}>{formatPrice(s.odds, oddsType)}</Ltr>
            {s.result && <span className="sr-only">{tr(m, `bets.leg-${s.result}`)}</span>}
          </li>
        ))}
      </ul>
      <dl className={styles.money}>
        {bet.freebetStake === null ? (
          <div>
            <dt>{tr(m, 'bets.stake')}</dt>
            <dd>
              <Isolate>{money(bet.totalStake)}</Isolate>
            </dd>
          </div>
        ) : (
          <div>
            <dt>{tr(m, 'bets.freebet-stake')}</dt>
            <dd>
              <Isolate>{money(bet.freebetStake)}</Isolate>
            </dd>
          </div>
        )}
        {bet.odds !== null && (
          <div>
            <dt>{tr(m, 'bets.odds')}</dt>
            <dd className={styles.odds}>
              <Ltr>{formatPrice(bet.odds, oddsType)}</Ltr>
              {boost !== null && (
                <span className={styles.bonusBadge}>
                  {tr(m, 'bets.bonus-boost', { odds: formatPrice(boost, 'european') })}
                </span>
              )}
            </dd>
          </div>
        )}
        {bet.cashedOut > 0 && (
          <div>
            <dt>{tr(m, 'bets.cashed-out-so-far')}</dt>
            <dd>
              <Isolate>{money(bet.cashedOut)}</Isolate>
            </dd>
          </div>
        )}
        {state === 'open' ? (
          <div>
            <dt>{tr(m, 'bets.potential-win')}</dt>
            <dd>
              <Isolate>{money(bet.potentialWin)}</Isolate>
            </dd>
          </div>
        ) : (
          <div>
            <dt>{tr(m, 'bets.returned')}</dt>
            <dd data-testid="bet-return">
              <Isolate>{money(bet.winAmount ?? 0)}</Isolate>
            </dd>
          </div>
        )}
      </dl>
      {bet.bonus?.type === 'freebet_only_win' && <p className={styles.note}>{tr(m, 'bets.stake-not-returned')}</p>}
      {bet.status === 'cashout_in_progress' && (
        <p className={styles.note} role="status">
          {tr(m, 'bets.cashout-in-progress')}
        </p>
      )}
      {state === 'open' && bet.status !== 'cashout_in_progress' && offer !== null && offer > 0 && (
        <CashoutControls bet={bet} offer={offer} messages={m} locale={locale} money={money} onChanged={onChanged} />
      )}
      <footer className={styles.muted}>
        {bet.reference} · {new Date(bet.createdAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}
      </footer>
    </article>
  );
}
