'use client';

import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { priceCustomBet } from '../../shared/api/bet-builder-api';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { Ltr } from '../../shared/ui/bidi';
import { CloseIcon } from '../../shared/ui/icons';
import { displayName, formatPrice } from '../odds/format-price';
import { useOddsType } from '../odds/odds-type';
import { useSelectionStore } from './selection-store';
import styles from './slip-body.module.css';

/** The key of a custom bet: its legs' outcome keys (a slip holds a set of legs once). */
const customKey = (bet: SlipBet) => bet.selections.map((s) => s.id).join('|');

/**
 * A bet builder bet in the slip (issue 18): one bet "Bet builder" with its legs listed, its quoted odds and a remove
 * button (the price is for all legs together, so it goes whole); `children` is its stake block.
 */
export function CustomBetRow({ bet, m, children }: { bet: SlipBet; m: FlatMessages; children: ReactNode }) {
  const oddsType = useOddsType();
  const title = tr(m, 'bet-slip.type.custom_bet');
  const matchName = bet.selections[0]?.matchName ?? '';
  const suspended = bet.selections.some((s) => s.isSuspended || s.isNotAvailable);
  return (
    <li className={styles.row} data-suspended={suspended || undefined} data-custom="">
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <span className={styles.outcome}>{title}</span>
          <span className={styles.match}>{matchName}</span>
        </div>
        <span className={styles.price}>
          <span className="sr-only">{tr(m, 'bet-slip.custom.odds')} </span>
          <Ltr>{bet.customOdds === null ? '–' : formatPrice(bet.customOdds, oddsType)}</Ltr>
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={tr(m, 'bet-slip.custom.remove', { match: matchName })}
          onClick={() => {
            const first = bet.selections[0];
            // Removing a leg of a custom bet drops the whole bet (domain `removeSelection`).
            if (first) useSelectionStore.getState().remove(first.id);
          }}
        >
          <CloseIcon size={16} />
        </button>
      </div>
      <ul className={styles.legs} aria-label={tr(m, 'bet-slip.custom.legs', { match: matchName })}>
        {bet.selections.map((s) => (
          <li key={s.id} className={styles.leg}>
            <span className={styles.market}>{s.marketName}</span> {displayName(s.outcomeName)}
          </li>
        ))}
      </ul>
      {suspended && <span className={styles.flag}>{tr(m, 'bet-slip.suspended')}</span>}
      {children}
    </li>
  );
}

type Reprice = { kind: 'idle' | 'busy' | 'failed' | 'done' } | { kind: 'refused'; message: string };

/**
 * "Get the new price" after a placement refused for a moved bet-builder price (code 120): asks
 * `POST /api/v3/bets/custom/odds` again for every custom bet of the slip and puts the new prices on them (which
 * clears the error; the player then places again at the price they see).
 */
export function RepriceCustomBets({ m }: { m: FlatMessages }) {
  const [state, setState] = useState<Reprice>({ kind: 'idle' });
  const reprice = async () => {
    setState({ kind: 'busy' });
    const bets = useSelectionStore.getState().ticket.bets.filter((bet) => bet.betType === 'custom_bet');
    try {
      const prices = new Map<string, number>();
      for (const bet of bets) {
        const first = bet.selections[0];
        if (!first) continue;
        const reply = await priceCustomBet({
          match_id: first.matchId,
          selections: bet.selections.map((s) => ({
            match_id: s.matchId,
            market_id: s.marketId,
            specifier: s.specifier,
            outcome_id: s.outcomeId,
          })),
        });
        prices.set(customKey(bet), reply.odds);
      }
      useSelectionStore.getState().updateBets((bet) => {
        const odds = bet.betType === 'custom_bet' ? prices.get(customKey(bet)) : undefined;
        return odds === undefined || odds === bet.customOdds ? bet : { ...bet, customOdds: odds };
      });
      setState({ kind: 'done' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const key = `bet-slip.custom.refused.${String(error.code)}`;
        setState({ kind: 'refused', message: m[key] ? tr(m, key) : (error.localizedMessage ?? error.message) });
      } else setState({ kind: 'failed' });
    }
  };
  return (
    <>
      <button type="button" className={styles.secondary} disabled={state.kind === 'busy'} onClick={reprice}>
        {tr(m, state.kind === 'busy' ? 'bet-slip.custom.repricing' : 'bet-slip.custom.reprice')}
      </button>
      {state.kind === 'done' && <p role="status">{tr(m, 'bet-slip.custom.repriced')}</p>}
      {state.kind === 'refused' && <p role="alert">{state.message}</p>}
      {state.kind === 'failed' && <p role="alert">{tr(m, 'bet-slip.custom.reprice-failed')}</p>}
    </>
  );
}
