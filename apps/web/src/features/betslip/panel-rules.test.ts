import { describe, expect, it } from 'vitest';
import { INITIAL_PANEL_STATE, type PanelState, panelReducer, visiblePanel } from './panel-rules';

const shown = { myBetsHidden: false };
const hidden = { myBetsHidden: true };
const open = (tab: PanelState['tab']): PanelState => ({ isOpen: true, tab });

describe('bet-slip panel rules (spec §2)', () => {
  it('starts closed on BET_SLIP', () => {
    expect(INITIAL_PANEL_STATE).toEqual({ isOpen: false, tab: 'BET_SLIP' });
  });

  it('opening with a tab shows that tab', () => {
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'open', tab: 'MY_BETS' }, shown)).toEqual(open('MY_BETS'));
  });

  it('closing resets the tab to BET_SLIP', () => {
    expect(panelReducer(open('MY_BETS'), { type: 'close' }, shown)).toEqual({ isOpen: false, tab: 'BET_SLIP' });
  });

  it('choosing a tab opens the panel on it', () => {
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'choose', tab: 'MY_BETS' }, shown)).toEqual(open('MY_BETS'));
    expect(panelReducer(open('BET_SLIP'), { type: 'choose', tab: 'MY_BETS' }, shown)).toEqual(open('MY_BETS'));
  });

  it('choosing the tab that is already open closes the panel', () => {
    expect(panelReducer(open('MY_BETS'), { type: 'choose', tab: 'MY_BETS' }, shown)).toEqual({
      isOpen: false,
      tab: 'BET_SLIP',
    });
    expect(panelReducer(open('BET_SLIP'), { type: 'choose', tab: 'BET_SLIP' }, shown).isOpen).toBe(false);
  });

  it('forces BET_SLIP while MY_BETS is hidden', () => {
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'open', tab: 'MY_BETS' }, hidden)).toEqual(open('BET_SLIP'));
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'choose', tab: 'MY_BETS' }, hidden)).toEqual(open('BET_SLIP'));
    expect(visiblePanel(open('MY_BETS'), hidden)).toEqual(open('BET_SLIP'));
  });

  it('choosing hidden MY_BETS while BET_SLIP is open closes it, like choosing BET_SLIP', () => {
    expect(panelReducer(open('BET_SLIP'), { type: 'choose', tab: 'MY_BETS' }, hidden).isOpen).toBe(false);
  });

  it('opens when selections go from 0 to more, on BET_SLIP', () => {
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'selectionsChanged', from: 0, to: 1 }, shown)).toEqual(
      open('BET_SLIP'),
    );
    expect(panelReducer(open('MY_BETS'), { type: 'selectionsChanged', from: 0, to: 2 }, shown)).toEqual(
      open('BET_SLIP'),
    );
  });

  it('closes when selections drop to 0, and ignores other changes', () => {
    expect(panelReducer(open('BET_SLIP'), { type: 'selectionsChanged', from: 1, to: 0 }, shown).isOpen).toBe(false);
    const state = open('BET_SLIP');
    expect(panelReducer(state, { type: 'selectionsChanged', from: 1, to: 2 }, shown)).toBe(state);
    const closed = INITIAL_PANEL_STATE;
    expect(panelReducer(closed, { type: 'selectionsChanged', from: 2, to: 3 }, shown)).toBe(closed);
  });

  it('toggle flips open and closed, keeping the tab when opening', () => {
    const opened = panelReducer(INITIAL_PANEL_STATE, { type: 'toggle' }, shown);
    expect(opened).toEqual(open('BET_SLIP'));
    expect(panelReducer(opened, { type: 'toggle' }, shown).isOpen).toBe(false);
  });
});
