'use client';

import type { CustomBetSelection } from '@sportsbook/contract/bet-builder';
import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { priceCustomBet } from '../../shared/api/bet-builder-api';

/** Wait after the last change of the legs before asking for a price (a burst of taps asks once). */
export const PRICE_DEBOUNCE_MS = 250;
export const MIN_LEGS = 2;
export const MAX_LEGS = 10;

export type PriceState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'priced'; odds: number; probability: number }
  /** The server refused the combination (422): its `error.code` and message. */
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'failed' };

/**
 * The price of the legs from `POST /api/v3/bets/custom/odds`, asked `PRICE_DEBOUNCE_MS` after the legs last
 * changed; a request the legs moved past is aborted, so only the answer for the legs on screen shows. Fewer than
 * 2 or more than 10 legs have no price (idle).
 */
export function useCustomPrice(matchId: number, legs: readonly CustomBetSelection[]): PriceState {
  const [state, setState] = useState<PriceState>({ kind: 'idle' });
  // One key per set of legs: the effect reruns only when the legs themselves change.
  const key = JSON.stringify(legs);

  useEffect(() => {
    const selections = JSON.parse(key) as CustomBetSelection[];
    if (selections.length < MIN_LEGS || selections.length > MAX_LEGS) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      priceCustomBet({ match_id: matchId, selections }, controller.signal).then(
        (reply) => {
          if (!controller.signal.aborted)
            setState({ kind: 'priced', odds: reply.odds, probability: reply.probability });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 422) {
            setState({ kind: 'refused', code: String(error.code), message: error.localizedMessage ?? error.message });
          } else setState({ kind: 'failed' });
        },
      );
    }, PRICE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [matchId, key]);

  return state;
}
