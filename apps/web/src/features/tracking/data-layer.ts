import type { AffiliateTags } from '@sportsbook/contract/affiliate-tag-rules';
import { hasConsent, type OptionalCategory } from './consent';

/**
 * The tracking data layer (spec 000 §1): events pushed to `window.dataLayer` in the shape tag managers read
 * (`{ event: 'page_view', … }`). The one home of event names, shapes and the consent each needs; call sites call the
 * `track…` functions. Rules (docs/decisions.md, issue 21):
 * - an event is pushed only while its category is granted; before a choice or after a refusal it is dropped, never
 *   queued (a queue would hold behaviour the visitor has not agreed to have recorded);
 * - no personal data: no email, name, player, bet or session id, no query string (it can carry tokens); amounts
 *   are in major units of their currency, as tag managers expect (`value` + `currency`).
 */
export type DataLayerEvent =
  | { event: 'page_view'; page_path: string; page_location: string; locale: string }
  | { event: 'selection_added'; match_id: number; market_id: number; outcome_id: string; odds: number }
  | { event: 'selection_removed'; match_id: number; market_id: number; outcome_id: string }
  | { event: 'bet_placed'; bet_count: number; bet_types: string[]; quick: boolean; value: number; currency: string }
  | { event: 'sign_up'; method: 'email' }
  | { event: 'deposit'; result: 'success' | 'pending' | 'error'; value?: number; currency?: string }
  | { event: 'cash_out'; partial: boolean; value: number; currency: string }
  | ({ event: 'affiliate_tags' } & AffiliateTags);

type EventName = DataLayerEvent['event'];

/** Which consent each event needs: campaign tags are for marketing tags, the rest measures use of the site. */
const CATEGORY: Record<EventName, OptionalCategory> = {
  page_view: 'analytics',
  selection_added: 'analytics',
  selection_removed: 'analytics',
  bet_placed: 'analytics',
  sign_up: 'analytics',
  deposit: 'analytics',
  cash_out: 'analytics',
  affiliate_tags: 'marketing',
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one event when its consent is granted; answers whether it did. */
export function track(event: DataLayerEvent): boolean {
  if (typeof window === 'undefined' || !hasConsent(CATEGORY[event.event])) return false;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  return true;
}

/** An amount in minor units as the major-unit number tag managers read (1050, 2 subunits → 10.5). */
export function majorUnits(minor: number, subunits: number): number {
  return minor / 10 ** subunits;
}

/** A page shown, first load or client navigation: its path only (the query string can carry tokens). */
export function trackPageView(): boolean {
  return track({
    event: 'page_view',
    page_path: window.location.pathname,
    page_location: `${window.location.origin}${window.location.pathname}`,
    locale: document.documentElement.lang,
  });
}

type SlipSelection = { matchId: number; marketId: number; outcomeId: string; odds: number };

/** Selections that entered or left the slip, whatever the cause (a tap, a remove, a shared slip, clearing). */
export function trackSelections(added: readonly SlipSelection[], removed: readonly SlipSelection[]): void {
  for (const s of added) {
    track({
      event: 'selection_added',
      match_id: s.matchId,
      market_id: s.marketId,
      outcome_id: s.outcomeId,
      odds: s.odds,
    });
  }
  for (const s of removed) {
    track({ event: 'selection_removed', match_id: s.matchId, market_id: s.marketId, outcome_id: s.outcomeId });
  }
}

type PlacedBet = { type: string; totalStake: number; stake: { currency: string; subunits: number } };

/** A successful placement (spec 000 §4 Placing a ticket: "success events are tracked"), slip or quick bet. */
export function trackBetPlaced(bets: readonly PlacedBet[], options: { quick: boolean }): boolean {
  const first = bets[0];
  if (!first) return false;
  const minor = bets.reduce((sum, bet) => sum + bet.totalStake, 0);
  return track({
    event: 'bet_placed',
    bet_count: bets.length,
    bet_types: [...new Set(bets.map((bet) => bet.type))],
    quick: options.quick,
    value: majorUnits(minor, first.stake.subunits),
    currency: first.stake.currency,
  });
}

export function trackSignUp(): boolean {
  return track({ event: 'sign_up', method: 'email' });
}

/** A deposit's result (cashier redirect, cashier message or quick deposit), with its amount when known here. */
export function trackDeposit(
  result: 'success' | 'pending' | 'error',
  amount?: { minor: number; subunits: number; currency: string },
): boolean {
  return track(
    amount
      ? { event: 'deposit', result, value: majorUnits(amount.minor, amount.subunits), currency: amount.currency }
      : { event: 'deposit', result },
  );
}

/** A cash-out taken, in full or in part. */
export function trackCashOut(amount: { minor: number; subunits: number; currency: string }, partial: boolean): boolean {
  return track({
    event: 'cash_out',
    partial,
    value: majorUnits(amount.minor, amount.subunits),
    currency: amount.currency,
  });
}

/** The campaign tags of the visit, for marketing tags (spec 000 §2: captured into the data layer). */
export function trackAffiliateTags(tags: AffiliateTags): boolean {
  return track({ event: 'affiliate_tags', ...tags });
}
