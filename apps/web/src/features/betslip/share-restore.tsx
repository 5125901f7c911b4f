'use client';

import type { SharedBet } from '@sportsbook/contract/bets';
import { normalizeSlip } from '@sportsbook/domain/betslip/normalize';
import { parsePlacementStake } from '@sportsbook/domain/betslip/payload';
import type { MatchStatus, Selection, SlipBet } from '@sportsbook/domain/betslip/types';
import { currencyByCode } from '@sportsbook/domain/money';
import { parseSystemId } from '@sportsbook/domain/system-lines';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { restoreShareCode } from '../../shared/api/bets-api';
import { replaceUrl } from '../../shared/browser/replace-url';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import { useSelectionStore } from './selection-store';
import styles from './slip-body.module.css';

type Failure = 'link-not-found' | 'link-try-another-bet' | 'link-try-later';

/** What changed since the slip was shared: selections whose odds moved, selections that left the catalog. */
export type ShareChanges = { moved: number; missing: number };

export function shareChanges(bets: readonly SharedBet[]): ShareChanges {
  let moved = 0;
  let missing = 0;
  for (const bet of bets) {
    missing += bet.missing;
    if (bet.custom) continue;
    moved += bet.selections.filter((s) => s.sharedOdds !== null && s.sharedOdds !== s.odds).length;
  }
  return { moved, missing };
}

/**
 * A shared bet as a slip bet: its selections at their current odds, the shared stake, single/combo/system, or a
 * bet-builder bet at its legs' price now (none when they cannot be priced now: the slip then asks for one).
 */
export function sharedToSlipBet(shared: SharedBet, fallback: { currency: string; subunits: number }): SlipBet {
  // The odds the sharer saw are the ones accepted: the slip shows each move since and asks to accept it (a bet
  // builder's legs are priced together: its price is the bet's, taken as it is now).
  const selections: Selection[] = shared.selections.map((s) => {
    const seen = shared.custom === null && s.sharedOdds !== null ? s.sharedOdds : s.odds;
    return {
      id: s.id,
      type: s.type,
      matchId: s.matchId,
      matchUrnId: s.matchUrnId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      outcomeName: s.outcomeName,
      marketName: s.marketName,
      matchName: s.matchName,
      odds: s.odds,
      acceptedOdds: seen,
      initialOdds: seen,
      isSuspended: s.isSuspended,
      isChanged: seen !== s.odds,
      isNotAvailable: s.isNotAvailable,
      active: s.active,
      provider: s.provider,
      matchStatus: s.matchStatus as MatchStatus,
    };
  });
  const currency = shared.stake?.currency ?? fallback.currency;
  const subunits = currencyByCode(currency)?.subunits ?? fallback.subunits;
  const parsed = shared.stake ? parsePlacementStake(shared.stake, subunits) : null;
  const systemType = shared.systemId ? parseSystemId(shared.systemId) : null;
  const common = { stake: parsed?.ok ? parsed.minor : 0, currency, subunits, selections };
  if (shared.custom) return { ...common, betType: 'custom_bet', systemType: null, customOdds: shared.custom.odds };
  return {
    ...common,
    betType: systemType ? 'system' : selections.length > 1 ? 'combo' : 'single',
    systemType,
    customOdds: null,
  };
}

/**
 * Restores a shared slip from the link's code (spec 000 §4 Shared bets, spec 001 §8): the bets go into the slip
 * (isRestoring while loading); a missing code, an empty list or a failure opens the spec's modal.
 */
export default function ShareRestore({
  code,
  messages: m,
  locale,
  onDone,
}: {
  code: string;
  messages: FlatMessages;
  locale: string;
  onDone: () => void;
}) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [changes, setChanges] = useState<ShareChanges | null>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.delete('share');
    replaceUrl(url);
    const store = useSelectionStore.getState();
    store.dispatch({ type: 'restoringChanged', isRestoring: true });
    restoreShareCode(code)
      .then((shared) => {
        const bets = shared.filter((bet) => bet.selections.length > 0);
        if (bets.length === 0) return setFailure('link-try-another-bet');
        const { context } = useSelectionStore.getState();
        const slip = normalizeSlip({ bets: bets.map((bet) => sharedToSlipBet(bet, context)), systemTypes: [] });
        useSelectionStore.getState().setSlip(slip);
        const found = shareChanges(shared);
        if (found.moved + found.missing > 0) setChanges(found);
        else onDone();
      })
      .catch((error: unknown) => {
        const status = error instanceof ApiError && error.status !== 0 ? error.status : null;
        if (status === 404 || status === 400) setFailure('link-not-found');
        else {
          console.error('share restore failed', error);
          setFailure('link-try-later');
        }
      })
      .finally(() => useSelectionStore.getState().dispatch({ type: 'restoringChanged', isRestoring: false }));
  }, [code, onDone]);

  useEffect(() => {
    if (failure && ref.current && !ref.current.open) ref.current.showModal();
  }, [failure]);

  if (changes) {
    return (
      <div className={styles.shareChanges} role="status">
        <p>
          {changes.moved > 0 && trPlural(m, 'share-bet.changes.moved', { count: changes.moved }, locale)}{' '}
          {changes.missing > 0 && trPlural(m, 'share-bet.changes.missing', { count: changes.missing }, locale)}
        </p>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {tr(m, 'share-bet.changes.dismiss')}
        </button>
      </div>
    );
  }
  if (!failure) return null;
  return (
    <dialog ref={ref} aria-labelledby={titleId} className={styles.modal} onClose={onDone}>
      <h2 id={titleId} className={styles.modalTitle}>
        {tr(m, 'share-bet.not-found-modal.title')}
      </h2>
      <p>{tr(m, `share-bet.not-found-modal.${failure}`)}</p>
      <form method="dialog">
        <button type="submit" className={styles.cta}>
          {tr(m, 'share-bet.not-found-modal.close')}
        </button>
      </form>
    </dialog>
  );
}
