'use client';

import {
  initialQuickBet,
  type QuickBet,
  type QuickBetAction,
  quickBetReducer,
} from '@sportsbook/domain/betslip/quick-bet';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { QUICK_BET_STORAGE_KEY } from './slip-summary';

export { QUICK_BET_STORAGE_KEY };

type QuickStore = {
  quick: QuickBet;
  dispatch: (action: QuickBetAction) => void;
  set: (quick: QuickBet) => void;
};

/** The quick-bet machine of the domain (toggle, stake, approval, placement states), persisted under `quick_bet`. */
export const useQuickBetStore = create<QuickStore>()(
  persist(
    (set, get) => ({
      quick: initialQuickBet('EUR'),
      dispatch: (action) => set({ quick: quickBetReducer(get().quick, action) }),
      set: (quick) => set({ quick }),
    }),
    {
      name: QUICK_BET_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ quick }) => ({
        quick: { ...quick, state: quick.state === 'PROCESSING' ? 'INITIAL' : quick.state, selectedOutcomeIds: [] },
      }),
    },
  ),
);
