import { beforeEach, describe, expect, it } from 'vitest';
import {
  BETS_STORAGE_KEY,
  configureSlip,
  loadSlip,
  QUICK_BET_STORAGE_KEY,
  slipNeededAtStart,
  toggleSelection,
  useSlipSummary,
} from './slip-summary';
import { refFor } from './test-fixtures';

describe('slip summary (what every page knows of the slip before the slip is loaded)', () => {
  beforeEach(() => localStorage.clear());

  it('settings given before the slip loads apply once it loads; a bare currency takes its own subunits', async () => {
    configureSlip({ context: { multiSingleByProvider: { betradar: true }, currency: 'JPY' }, acceptMode: 'any' });
    const { useSelectionStore } = await loadSlip();
    expect(useSelectionStore.getState().context).toMatchObject({
      multiSingleByProvider: { betradar: true },
      currency: 'JPY',
      subunits: 0,
    });
    expect(useSelectionStore.getState().acceptMode).toBe('any');
    // And after it loaded, at once.
    configureSlip({ acceptMode: 'higher' });
    expect(useSelectionStore.getState().acceptMode).toBe('higher');
  });

  it('taps load the slip and publish the pressed outcomes and their count', async () => {
    const { useSelectionStore } = await loadSlip();
    useSelectionStore.getState().clear();
    toggleSelection(refFor('a', 1));
    toggleSelection(refFor('b', 2));
    await expect.poll(() => useSlipSummary.getState().count).toBe(2);
    expect([...useSlipSummary.getState().keys]).toEqual(['a', 'b']);
    toggleSelection(refFor('a', 1));
    await expect.poll(() => [...useSlipSummary.getState().keys]).toEqual(['b']);
  });

  it('the slip loads at start only for a stored slip with bets or quick bet on', () => {
    expect(slipNeededAtStart()).toBe(false);
    localStorage.setItem(BETS_STORAGE_KEY, JSON.stringify({ state: { bets: [] }, version: 2 }));
    localStorage.setItem(QUICK_BET_STORAGE_KEY, JSON.stringify({ state: { quick: { isEnabled: false } } }));
    expect(slipNeededAtStart()).toBe(false);
    localStorage.setItem(BETS_STORAGE_KEY, '{not json');
    expect(slipNeededAtStart()).toBe(false);
    localStorage.setItem(QUICK_BET_STORAGE_KEY, JSON.stringify({ state: { quick: { isEnabled: true } } }));
    expect(slipNeededAtStart()).toBe(true);
    localStorage.removeItem(QUICK_BET_STORAGE_KEY);
    localStorage.setItem(BETS_STORAGE_KEY, JSON.stringify({ state: { bets: [{ selections: [] }] }, version: 2 }));
    expect(slipNeededAtStart()).toBe(true);
  });
});
