import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { oddsStore } from '../odds/odds-store';
import { resetOddsTypeForTests, setOddsType } from '../odds/odds-type';
import { OutcomeButton } from './outcome-button';
import { useSelectionStore } from './selection-store';

function selection(key: string, outcomeName: string, odds: number) {
  return {
    key,
    matchId: 1,
    marketId: 1,
    specifier: '',
    outcomeId: key,
    outcomeName,
    marketName: '1X2',
    matchName: 'Arsenal vs Chelsea',
    odds,
  };
}

describe('OutcomeButton', () => {
  beforeEach(() => {
    resetOddsTypeForTests();
    useSelectionStore.getState().clear();
  });

  it('is a button named by the outcome and its formatted price, not pressed at first', () => {
    render(
      <OutcomeButton selection={selection('o1', 'Arsenal', 2.5)} active locked={false} suspendedLabel="Suspended" />,
    );
    const button = screen.getByRole('button', { name: 'Arsenal 2.50' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles the selection and aria-pressed on click (the slip loads on the first tap)', async () => {
    render(
      <OutcomeButton selection={selection('o1', 'Arsenal', 2.5)} active locked={false} suspendedLabel="Suspended" />,
    );
    const button = screen.getByRole('button', { name: 'Arsenal 2.50' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(useSelectionStore.getState().selections.map((s) => s.key)).toEqual(['o1']);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(useSelectionStore.getState().selections).toEqual([]);
  });

  it('applies quick taps in order: two taps on one price leave it out of the slip', async () => {
    render(<OutcomeButton selection={selection('o2', 'Chelsea', 3)} active locked={false} suspendedLabel="S" />);
    const button = screen.getByRole('button', { name: 'Chelsea 3.00' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(useSelectionStore.getState().selections.map((s) => s.key)).toEqual(['o2']);
  });

  it('is disabled and says so when the market is locked', () => {
    render(<OutcomeButton selection={selection('o1', 'Draw', 3.2)} active locked suspendedLabel="Suspended" />);
    const button = screen.getByRole('button', { name: 'Draw 3.20 (Suspended)' });
    expect(button).toHaveProperty('disabled', true);
  });

  it('re-renders only the button whose price changed', async () => {
    const renders = { a: 0, b: 0 };
    render(
      <>
        <Profiler id="a" onRender={() => renders.a++}>
          <OutcomeButton selection={selection('ta', 'Home', 2)} active locked={false} suspendedLabel="S" />
        </Profiler>
        <Profiler id="b" onRender={() => renders.b++}>
          <OutcomeButton selection={selection('tb', 'Away', 3)} active locked={false} suspendedLabel="S" />
        </Profiler>
      </>,
    );
    const before = { ...renders };
    act(() => {
      oddsStore.applyOdds([{ id: 'ta', odds: 2.2 }]);
      oddsStore.flush();
    });
    expect(screen.getByRole('button', { name: 'Home 2.20' })).toBeTruthy();
    expect(renders.a).toBe(before.a + 1);
    expect(renders.b).toBe(before.b);
  });

  it('draws each new price as a new element, so its flash starts again and no text moves inside the button', () => {
    render(<OutcomeButton selection={selection('tn', 'Home', 9.8)} active locked={false} suspendedLabel="S" />);
    const button = screen.getByRole('button', { name: 'Home 9.80' });
    const first = button.querySelector('bdi');
    act(() => {
      oddsStore.applyOdds([{ id: 'tn', odds: 10 }]);
      oddsStore.flush();
    });
    const second = button.querySelector('bdi');
    expect(second?.textContent).toBe('10.00');
    expect(second).not.toBe(first);
    expect(first?.isConnected).toBe(false);
  });

  it('shows every price in the chosen odds format at once', () => {
    render(
      <>
        <OutcomeButton selection={selection('f1', 'Home', 2.5)} active locked={false} suspendedLabel="S" />
        <OutcomeButton selection={selection('f2', 'Away', 1.5)} active locked={false} suspendedLabel="S" />
      </>,
    );
    act(() => setOddsType('american'));
    expect(screen.getByRole('button', { name: 'Home +150' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Away -200' })).toBeTruthy();
    expect(localStorage.getItem('odds_type')).toBe('american');
  });

  it('isolates the price left to right, so "+150" keeps its sign first on right-to-left pages', () => {
    render(
      <div dir="rtl">
        <OutcomeButton selection={selection('r1', 'Home', 2.5)} active locked={false} suspendedLabel="S" />
      </div>,
    );
    act(() => setOddsType('american'));
    const price = screen.getByRole('button', { name: 'Home +150' }).querySelector('bdi');
    expect(price?.getAttribute('dir')).toBe('ltr');
    expect(price?.textContent).toBe('+150');
  });
});
