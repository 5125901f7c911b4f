import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oddsMoves, SLIP_ANNOUNCE_EVERY_MS, SlipOddsAnnouncer } from './slip-odds-announcer';
import { slipTestMessages } from './test-fixtures';

const bet = (...selections: [id: string, name: string, odds: number][]) =>
  ({ selections: selections.map(([id, outcomeName, odds]) => ({ id, outcomeName, odds })) }) as unknown as SlipBet;
const m = slipTestMessages();

describe('odds changes in the slip are announced politely (issue 22)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('finds the selections whose price moved since the last look, and only those', () => {
    const seen = new Map([
      ['a', 2.1],
      ['b', 3],
    ]);
    expect(oddsMoves(seen, [bet(['a', 'Arsenal', 2.3], ['b', 'Draw', 3], ['c', 'New', 1.5])])).toEqual([
      { id: 'a', name: 'Arsenal', from: 2.1, to: 2.3 },
    ]);
  });

  it('reads moves out in a polite status region, several within the interval as one sentence', () => {
    const { rerender } = render(
      <SlipOddsAnnouncer bets={[bet(['a', 'Arsenal', 2.1], ['b', 'Draw', 3])]} m={m} oddsType="european" />,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    rerender(<SlipOddsAnnouncer bets={[bet(['a', 'Arsenal', 2.3], ['b', 'Draw', 3])]} m={m} oddsType="european" />);
    rerender(<SlipOddsAnnouncer bets={[bet(['a', 'Arsenal', 2.4], ['b', 'Draw', 2.8])]} m={m} oddsType="european" />);
    expect(region.textContent).toBe('');
    act(() => vi.advanceTimersByTime(SLIP_ANNOUNCE_EVERY_MS));
    expect(region.textContent).toBe('Arsenal: odds went up, 2.10 → 2.40. Draw: odds went down, 3.00 → 2.80');
  });

  it('says nothing when a price went back to where it was within the interval', () => {
    const { rerender } = render(<SlipOddsAnnouncer bets={[bet(['a', 'Arsenal', 2.1])]} m={m} oddsType="european" />);
    rerender(<SlipOddsAnnouncer bets={[bet(['a', 'Arsenal', 2.3])]} m={m} oddsType="european" />);
    rerender(<SlipOddsAnnouncer bets={[bet(['a', 'Arsenal', 2.1])]} m={m} oddsType="european" />);
    act(() => vi.advanceTimersByTime(SLIP_ANNOUNCE_EVERY_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
