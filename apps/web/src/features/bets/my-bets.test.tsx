import type { Bet } from '@sportsbook/contract/bets';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../account/auth-store';
import { player } from '../account/test-fixtures';
import { slipTestMessages } from '../betslip/test-fixtures';
import MyBets from './my-bets';

const messages = slipTestMessages();

function bet(n: number): Bet {
  return {
    id: String(n),
    betId: n,
    reference: `SB${String(n).padStart(10, '0')}`,
    type: 'single',
    status: 'done',
    result: 'lose_entire',
    stake: { value: 100, currency: 'EUR', subunits: 2 },
    totalStake: 100,
    odds: 2,
    potentialWin: 200,
    winAmount: 0,
    profit: -100,
    toCashoutAmount: null,
    cashedOut: 0,
    autoCashout: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    settledAt: '2026-03-01T14:00:00.000Z',
    system: null,
    selections: [],
    bonus: null,
    bonusOdds: null,
    freebetStake: null,
    usedInJackpot: false,
    isVip: false,
    quick: false,
    stakeSource: 'stake',
  };
}

describe('My Bets pages through every bet', () => {
  beforeEach(() => {
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders 50 at a time, then fetches the next page of 500 until the last', async () => {
    const pages: string[] = [];
    const first = Array.from({ length: 60 }, (_, i) => bet(1000 - i));
    const second = Array.from({ length: 7 }, (_, i) => bet(900 - i));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        const page = url.searchParams.get('page') ?? '1';
        pages.push(`${page}/${url.searchParams.get('limit')}`);
        const data = page === '1' ? first : second;
        return new Response(
          JSON.stringify({ data, pagination: { total: 67, page: Number(page), limit: 500, lastPage: 2 } }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    render(<MyBets messages={messages} locale="en" />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(50));
    expect(pages).toEqual(['1/500']);
    // The rest of the first page is rendered without a request…
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more bets' }));
    });
    expect(screen.getAllByRole('article')).toHaveLength(60);
    expect(pages).toEqual(['1/500']);
    // …then the second (last) page is fetched, and nothing is left to show.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more bets' }));
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(67));
    expect(pages).toEqual(['1/500', '2/500']);
    expect(screen.queryByRole('button', { name: 'Show more bets' })).toBeNull();
  });
});
