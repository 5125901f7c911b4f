/**
 * The bet-slip panel's tab rules (spec 000 §2 "Tabs and panels"), as a pure reducer:
 * - the panel is open or closed; opening with a tab shows that tab;
 * - closing resets the tab to BET_SLIP;
 * - choosing a tab opens the panel, or closes it when that same tab is already open;
 * - BET_SLIP is forced when MY_BETS is hidden;
 * - the slip opens when selections go from 0 to more, and closes when they drop to 0.
 */

export const PANEL_TABS = ['BET_SLIP', 'MY_BETS'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];
export type PanelState = { isOpen: boolean; tab: PanelTab };

export type PanelAction =
  | { type: 'open'; tab?: PanelTab }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'choose'; tab: PanelTab }
  | { type: 'selectionsChanged'; from: number; to: number };

export type PanelOptions = { myBetsHidden: boolean };

export const INITIAL_PANEL_STATE: PanelState = { isOpen: false, tab: 'BET_SLIP' };

/** The tab a request ends on: MY_BETS becomes BET_SLIP while MY_BETS is hidden. */
export function allowedTab(tab: PanelTab, options: PanelOptions): PanelTab {
  return options.myBetsHidden ? 'BET_SLIP' : tab;
}

/** The state as shown: BET_SLIP forced while MY_BETS is hidden. */
export function visiblePanel(state: PanelState, options: PanelOptions): PanelState {
  const tab = allowedTab(state.tab, options);
  return tab === state.tab ? state : { ...state, tab };
}

/** Next panel state. Returns the same object when nothing changes. */
export function panelReducer(state: PanelState, action: PanelAction, options: PanelOptions): PanelState {
  const shown = visiblePanel(state, options);
  switch (action.type) {
    case 'open': {
      const tab = allowedTab(action.tab ?? shown.tab, options);
      return shown.isOpen && shown.tab === tab && shown === state ? state : { isOpen: true, tab };
    }
    case 'close':
      return !state.isOpen && state.tab === 'BET_SLIP' ? state : { isOpen: false, tab: 'BET_SLIP' };
    case 'toggle':
      return shown.isOpen ? panelReducer(state, { type: 'close' }, options) : { isOpen: true, tab: shown.tab };
    case 'choose': {
      const tab = allowedTab(action.tab, options);
      if (shown.isOpen && shown.tab === tab) return { isOpen: false, tab: 'BET_SLIP' };
      return { isOpen: true, tab };
    }
    case 'selectionsChanged':
      if (action.from === 0 && action.to > 0) return panelReducer(state, { type: 'open', tab: 'BET_SLIP' }, options);
      if (action.from > 0 && action.to === 0) return panelReducer(state, { type: 'close' }, options);
      return state;
    default:
      return state;
  }
}
