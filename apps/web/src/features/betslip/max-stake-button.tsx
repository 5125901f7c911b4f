'use client';

import { placementBet } from '@sportsbook/domain/betslip/payload';
import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { useState } from 'react';
import { fetchMaxStake } from '../../shared/api/bets-api';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { formatMoney } from '../../shared/money/stake-input-parse';
import styles from './slip-body.module.css';

type State = { kind: 'idle' | 'busy' | 'failed' } | { kind: 'done'; amount: number; limitedBy: string };

/**
 * "Max": the largest stake this bet can take now, from the server (`POST /bets/max-stake`: the balance, the
 * player's limits and the house's maximum stake and payout), set into the stake and said with what bounds it.
 * Signed-in players only (the server needs the session).
 */
export function MaxStakeButton({
  bet,
  label,
  m,
  locale,
  onStake,
}: {
  bet: SlipBet;
  label: string;
  m: FlatMessages;
  locale: string;
  onStake: (minor: number) => void;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const ask = async () => {
    setState({ kind: 'busy' });
    try {
      const { stake: _typed, bonus: _bonus, ...rest } = placementBet(bet);
      const reply = await fetchMaxStake({ ...rest, stake: { currency: bet.currency } });
      onStake(reply.maxStake.value);
      setState({ kind: 'done', amount: reply.maxStake.value, limitedBy: reply.limitedBy });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.preset}
        aria-label={tr(m, 'bet-slip.max-stake-for', { bet: label })}
        disabled={state.kind === 'busy'}
        onClick={() => void ask()}
      >
        {tr(m, 'bet-slip.max-stake')}
      </button>
      <span className={styles.maxNote} role="status">
        {state.kind === 'done' &&
          tr(m, 'bet-slip.max-stake-note', {
            amount: formatMoney(state.amount, bet.currency, bet.subunits, locale),
            reason: tr(m, `bet-slip.max-stake-by.${state.limitedBy}`),
          })}
        {state.kind === 'failed' && tr(m, 'bet-slip.max-stake-failed')}
      </span>
    </>
  );
}
