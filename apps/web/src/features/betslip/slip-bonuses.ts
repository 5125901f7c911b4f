'use client';

import type { AvailableBonus, BetBonusesBody, BetBonusesReply } from '@sportsbook/contract/bonuses';
import { placementBet } from '@sportsbook/domain/betslip/payload';
import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { useEffect, useMemo, useState } from 'react';
import type { WireBody } from '../../shared/api/bets-api';
import { apiFetch } from '../../shared/api/platform-fetch';
import type { BettingSession } from '../account/betting-session';
import { dropBonus, reconcileBonus } from './bonus-choice';
import { useSelectionStore } from './selection-store';

/** Quiet time after the selections, odds or bet type change before asking; a typed stake does not ask again. */
export const BONUS_DEBOUNCE_MS = 300;

/** Per slip bet, the bonuses it could use; `undefined` for a bet not asked about (a custom bet). */
export type BetBonuses = readonly (readonly AvailableBonus[] | undefined)[];

type BonusRequest = {
  /** What the answer depends on: each bet's selections at accepted odds, system and currency (not the stake). */
  key: string;
  bets: WireBody<BetBonusesBody['bets']>;
  /** The slip index of each bet asked about. */
  indexes: number[];
};

/** The `POST /api/v3/bonuses` body for the slip's bets: the placement shape, without custom bets. */
export function bonusRequest(bets: readonly SlipBet[]): BonusRequest {
  const wire: WireBody<BetBonusesBody['bets']>[number][] = [];
  const indexes: number[] = [];
  const parts: unknown[] = [];
  bets.forEach((bet, index) => {
    if (bet.betType === 'custom_bet' || bet.selections.length === 0) return;
    let placed: ReturnType<typeof placementBet>;
    try {
      placed = placementBet(bet);
    } catch {
      return; // a system bet without its type yet
    }
    const { selections, system_id, stake } = placed;
    const shape = system_id ? { selections, system_id } : { selections };
    // Sent at 0 too: the stake carries the bet's currency, which a bonus in another currency cannot take.
    wire.push({ ...shape, stake });
    indexes.push(index);
    parts.push({ ...shape, currency: bet.currency });
  });
  return { key: JSON.stringify(parts), bets: wire, indexes };
}

/** The reply laid out by slip bet: a bet the server left out has no bonus. */
function perBet(reply: BetBonusesReply, indexes: readonly number[], count: number): BetBonuses {
  const byIndex = new Map((Array.isArray(reply?.bets) ? reply.bets : []).map((b) => [b.index, b.availableBonuses]));
  const out: (readonly AvailableBonus[] | undefined)[] = Array.from({ length: count }, () => undefined);
  indexes.forEach((slipIndex, asked) => {
    const list = byIndex.get(asked);
    out[slipIndex] = Array.isArray(list) ? list : [];
  });
  return out;
}

type Known = { key: string; available: BetBonuses | null };

/**
 * The bonuses of the slip's bets for a signed-in player: asked `BONUS_DEBOUNCE_MS` after the bets' selections
 * change and after each placement (it may use a bonus up), an answer for bets since changed is dropped, a failure
 * hides them (null). Each fresh answer is applied to the bets (`reconcileBonus`: auto-pick, odds, drop what no longer
 * applies), never while a placement runs or its success shows (a change of bets there starts a new ticket). While
 * the next answer is on its way the last one stays shown as `pending` when the slip has as many bets. A visitor's
 * bets lose their bonuses.
 */
export function useSlipBonuses(
  status: BettingSession['status'],
  locale: string,
): { available: BetBonuses | null; pending: boolean } {
  const bets = useSelectionStore((s) => s.ticket.bets);
  const ticketState = useSelectionStore((s) => s.ticket.ticketState);
  const hold = useSelectionStore((s) => s.ticket.inProgress || s.ticket.ticketState === 'SUCCESS');
  const [placements, setPlacements] = useState(0);
  const { key: betsKey, bets: asked } = useMemo(() => bonusRequest(bets), [bets]);
  // The names are in the page's language, and a placement may use a bonus up: either is another question.
  const key = `${locale} ${placements} ${betsKey}`;
  const [known, setKnown] = useState<Known | null>(null);
  const player = status === 'player';
  const asking = player && asked.length > 0;

  useEffect(() => {
    if (ticketState === 'SUCCESS' || ticketState === 'ERROR') setPlacements((n) => n + 1);
  }, [ticketState]);

  useEffect(() => {
    if (!asking) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // The bets as they are now: the same question as `key` (a change since would have cancelled this timer).
      const now = useSelectionStore.getState().ticket.bets;
      const request = bonusRequest(now);
      if (`${locale} ${placements} ${request.key}` !== key) return;
      apiFetch<BetBonusesReply>(`/api/v3/bonuses?${new URLSearchParams({ locale })}`, {
        method: 'POST',
        body: { bets: request.bets },
        headers: { 'accept-language': locale },
        signal: controller.signal,
      }).then(
        // An answer to a question since replaced is dropped.
        (reply) => {
          if (!controller.signal.aborted) setKnown({ key, available: perBet(reply, request.indexes, now.length) });
        },
        () => {
          if (!controller.signal.aborted) setKnown({ key, available: null });
        },
      );
    }, BONUS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, asking, locale, placements]);

  useEffect(() => {
    const available = known?.key === key ? known.available : null;
    if (!player || !available || hold) return;
    useSelectionStore.getState().updateBets((bet, i) => {
      const list = available[i];
      return list ? reconcileBonus(bet, list) : bet;
    });
  }, [known, key, player, hold]);

  useEffect(() => {
    if (status !== 'visitor' || hold) return;
    useSelectionStore.getState().updateBets((bet) => (bet.bonus === undefined ? bet : dropBonus(bet)));
  }, [status, hold]);

  if (!asking || !known?.available) return { available: null, pending: false };
  if (known.key === key) return { available: known.available, pending: false };
  return known.available.length === bets.length
    ? { available: known.available, pending: true }
    : { available: null, pending: false };
}
