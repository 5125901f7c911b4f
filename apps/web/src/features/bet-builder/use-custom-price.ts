'use client';

import type { CustomBetSelection } from '@sportsbook/contract/bet-builder';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { priceCustomBet } from '../../shared/api/bet-builder-api';
import { type OddsStore, oddsStore } from '../odds/odds-store';

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
 * 2 or more than 10 legs have no price (idle). Live: when a leg's own price moves (`liveIds`, the outcomes' keys in
 * the odds store), the match's model moved, so the legs are priced again; the last price stays shown meanwhile.
 */
export function useCustomPrice(
  matchId: number,
  legs: readonly CustomBetSelection[],
  liveIds: readonly string[] = [],
  store: OddsStore = oddsStore,
): PriceState {
  const [state, setState] = useState<PriceState>({ kind: 'idle' });
  // One key per set of legs: the effect reruns only when the legs themselves change, or a leg's price moved.
  const key = JSON.stringify(legs);
  const [revision, setRevision] = useState(0);
  const pricedKey = useRef<string | null>(null);
  const idsKey = liveIds.join('\n');

  useEffect(() => {
    const ids = idsKey === '' ? [] : idsKey.split('\n');
    const stops = ids.map((id) => store.subscribe(id, () => setRevision((n) => n + 1)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [idsKey, store]);

  useEffect(() => {
    const selections = JSON.parse(key) as CustomBetSelection[];
    // `revision` makes a moved price ask again; only new legs show the loading state.
    void revision;
    if (selections.length < MIN_LEGS || selections.length > MAX_LEGS) {
      pricedKey.current = null;
      setState({ kind: 'idle' });
      return;
    }
    if (pricedKey.current !== key) setState({ kind: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      priceCustomBet({ match_id: matchId, selections }, controller.signal).then(
        (reply) => {
          if (controller.signal.aborted) return;
          pricedKey.current = key;
          setState({ kind: 'priced', odds: reply.odds, probability: reply.probability });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          pricedKey.current = null;
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
  }, [matchId, key, revision]);

  return state;
}
