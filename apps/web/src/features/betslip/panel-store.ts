'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import {
  INITIAL_PANEL_STATE,
  type PanelAction,
  type PanelState,
  type PanelTab,
  panelReducer,
  visiblePanel,
} from './panel-rules';

/** Session storage key of the panel's open/closed state and tab (spec 001 §7.7). */
export const PANEL_STORAGE_KEY = STORAGE_KEYS.betslipToggleState;

type PanelStore = PanelState & {
  /** MY_BETS is hidden for visitors (the bets list needs an account). Not persisted. */
  myBetsHidden: boolean;
  dispatch: (action: PanelAction) => void;
  setMyBetsHidden: (hidden: boolean) => void;
};

/** The bet-slip panel: open/closed and tab, kept for the browser session. */
export const usePanelStore = create<PanelStore>()(
  persist(
    (set, get) => ({
      ...INITIAL_PANEL_STATE,
      myBetsHidden: true,
      dispatch: (action) => {
        const { isOpen, tab, myBetsHidden } = get();
        const current = { isOpen, tab };
        const next = panelReducer(current, action, { myBetsHidden });
        if (next !== current) set(next);
      },
      setMyBetsHidden: (hidden) => set({ myBetsHidden: hidden }),
    }),
    {
      name: PANEL_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ isOpen, tab }) => ({ isOpen, tab }),
    },
  ),
);

/** The panel as shown (BET_SLIP forced while MY_BETS is hidden). */
export function usePanel(): { isOpen: boolean; tab: PanelTab; myBetsHidden: boolean } {
  const isOpen = usePanelStore((s) => s.isOpen);
  const tab = usePanelStore((s) => s.tab);
  const myBetsHidden = usePanelStore((s) => s.myBetsHidden);
  return { ...visiblePanel({ isOpen, tab }, { myBetsHidden }), myBetsHidden };
}

export function dispatchPanel(action: PanelAction): void {
  usePanelStore.getState().dispatch(action);
}
