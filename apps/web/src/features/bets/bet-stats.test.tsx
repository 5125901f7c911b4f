import type { BetStatsReply } from '@sportsbook/contract/bet-stats';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../account/auth-store';
import { player } from '../account/test-fixtures';
import { slipTestMessages } from '../betslip/test-fixtures';
import { BetStats, periodStart } from './bet-stats';

const messages = slipTestMessages();

const row = (key: string, staked: number, returned: number, label: string | null = null) => ({
  key,
  label,
  bets: 2,
  staked,
  returned,
  profit: returned - staked,
  roi: staked > 0 ? (returned - staked) / staked : null,
});

function reply(group: BetStatsReply['group'], rows: BetStatsReply['rows']): BetStatsReply {
  const staked = rows.reduce((n, r) => n + r.staked, 0);
  const returned = rows.reduce((n, r) => n + r.returned, 0);
  return {
    currency: 'EUR',
    subunits: 2,
    group,
    rows,
    totals: { ...row('total', staked, returned), bets: rows.length * 2 },
  };
}

describe('betting statistics page', () => {
  const urls: string[] = [];
  beforeEach(() => {
    urls.length = 0;
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        urls.push(input);
        const group = new URL(input, 'http://x').searchParams.get('group');
        const body =
          group === 'type'
            ? reply('type', [row('combo', 1000, 0), row('single', 2000, 3500)])
            : group === 'sport'
              ? reply('sport', [])
              : reply('month', [row('2026-10-01', 1000, 1500), row('2026-11-01', 2000, 500)]);
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows profit and ROI per month with a chart, then by bet type; the CSV link carries the filters', async () => {
    render(<BetStats messages={messages} locale="en" />);
    const table = await screen.findByRole('table', { name: 'Settled and cashed-out bets, amounts in EUR' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'MonthBetsStakedReturnedProfitROI',
      'October 20262€10.00€15.00€5.0050%',
      'November 20262€20.00€5.00-€15.00-75%',
      'Total4€30.00€20.00-€10.00-33.3%',
    ]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Profit per period: best October 2026 (€5.00), worst November 2026 (-€15.00).',
    );
    const from = periodStart('365', Date.now());
    expect(new URL(urls[0] ?? '', 'http://x').searchParams.get('from')).toBe(from);

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), { target: { value: 'type' } });
    });
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Combo' })).toBeTruthy());
    expect(screen.queryByRole('img')).toBeNull();
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '';
    expect(csv).toMatch(/^\/api\/v3\/bets\/stats\.csv\?/);
    expect(new URL(csv, 'http://x').searchParams.get('group')).toBe('type');

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'all' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), { target: { value: 'sport' } });
    });
    await waitFor(() => expect(screen.getByText('No settled bets in this period.')).toBeTruthy());
    expect(new URL(urls.at(-1) ?? '', 'http://x').searchParams.has('from')).toBe(false);
  });
});
