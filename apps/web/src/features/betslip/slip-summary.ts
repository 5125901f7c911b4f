'use client';

import type { CompositionContext } from '@sportsbook/domain/betslip/composition';
import type { OddsAcceptMode } from '@sportsbook/domain/betslip/types';
import { create } from 'zustand';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import type { SelectionRef } from './selection-store';

/**
 * What every page needs of the bet slip before the first tap: which outcomes are in it (the price buttons'
 * `aria-pressed`) and how many (the panel and tab-bar badges), plus the settings the slip composes with. The slip
 * itself (`selection-store.ts`, with the domain's composition, stakes and ticket rules) and the quick-bet wiring
 * are one chunk outside the first-load JavaScript: the panel loads it at the first sign of use (or right after
 * hydration when local storage holds a slip), a price loads it when a pointer comes down on it, and a tap waits for
 * it. The slip store publishes its selections here and follows the settings set here.
 */
/** Local storage key of the slip's bets (spec 001 §7.7). */
export const BETS_STORAGE_KEY = STORAGE_KEYS.bets;
/** Local storage key of the quick-bet state (spec 001 §7.7). */
export const QUICK_BET_STORAGE_KEY = STORAGE_KEYS.quickBet;

type SlipSummary = {
  keys: ReadonlySet<string>;
  count: number;
  /**
   * Composition settings known before the slip loads (multi-single by provider, the player's currency). A currency
   * set without subunits takes the currency's own (the slip owns the currency table).
   */
  context: Partial<CompositionContext>;
  /** The player's odds-change accept mode, once their settings are read. */
  acceptMode: OddsAcceptMode | null;
};

export const useSlipSummary = create<SlipSummary>(() => ({ keys: new Set(), count: 0, context: {}, acceptMode: null }));

/** Whether one outcome is in the slip (re-renders only when that answer changes). */
export function useIsSelected(key: string): boolean {
  return useSlipSummary((s) => s.keys.has(key));
}

export function useSelectionCount(): number {
  return useSlipSummary((s) => s.count);
}

/** Called by the slip store on every change of its selections. */
export function publishSelections(keys: readonly string[]): void {
  useSlipSummary.setState({ keys: new Set(keys), count: keys.length });
}

/** Sets composition settings; the slip applies them now or when it loads. */
export function configureSlip(changes: { context?: Partial<CompositionContext>; acceptMode?: OddsAcceptMode }): void {
  const { context, acceptMode } = useSlipSummary.getState();
  useSlipSummary.setState({
    context: changes.context ? { ...context, ...changes.context } : context,
    acceptMode: changes.acceptMode ?? acceptMode,
  });
}

type SlipModule = typeof import('./selection-store');
let loading: Promise<SlipModule> | null = null;

/**
 * Loads the slip store and the quick-bet wiring (which takes a live selection before the slip adds it, so both
 * must be in place before the first toggle). A failed load is retried on the next call.
 */
export function loadSlip(): Promise<SlipModule> {
  loading ??= Promise.all([
    import('./selection-store'),
    import('./quick-bet-env'),
    import('./slip-live'),
    import('./slip-config'),
  ])
    .then(([slip, quick, live, config]) => {
      quick.startQuickBet();
      live.startSlipLive();
      config.startSlipConfig();
      return slip;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Starts loading the slip ahead of a likely tap (a finger or pointer coming down on a price); never fails. */
export function warmSlip(): void {
  loadSlip().catch(() => undefined);
}

/** An outcome button's tap: adds the selection to the slip or removes it (taps apply in order). */
export function toggleSelection(selection: SelectionRef): void {
  loadSlip()
    .then((slip) => slip.useSelectionStore.getState().toggle(selection))
    .catch(() => undefined);
}

/** The state a store persisted under `key` in local storage, or null when there is none or it is unreadable. */
function storedState(key: string): Record<string, unknown> | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { state?: unknown } | null;
    return stored?.state instanceof Object ? (stored.state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the slip should load right after hydration rather than on the first tap: local storage holds a slip from
 * an earlier visit (its prices show pressed), or quick bet is on (its rules follow the balance from the start).
 */
export function slipNeededAtStart(): boolean {
  const bets = storedState(BETS_STORAGE_KEY)?.bets;
  const quick = storedState(QUICK_BET_STORAGE_KEY)?.quick as { isEnabled?: unknown } | undefined;
  return (Array.isArray(bets) && bets.length > 0) || quick?.isEnabled === true;
}
