import type { Transaction } from '@sportsbook/contract/platform';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { useAuthStore } from '../account/auth-store';
import { flattenMessages } from '../account/i18n';
import { eur, player } from '../account/test-fixtures';
import { TransactionsView } from './transactions-view';

const messages = flattenMessages(en.wallet);

const entry = (id: number, kind: string, amount: number, balanceAfter: number): Transaction => ({
  id,
  kind,
  amount,
  balanceAfter,
  currency: 'EUR',
  reference: null,
  createdAt: `2026-11-${String(10 + id).padStart(2, '0')}T12:00:00.000Z`,
});

type Reply = { status: number; body?: unknown };

/** Stubs `fetch`: `answer` gets each transactions URL (path and query); answers the URLs asked, in order. */
function server(answer: (url: URL) => Reply) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body ?? null), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

const page = (data: Transaction[], pageNo = 1, lastPage = 1, total = data.length): Reply => ({
  status: 200,
  body: { data, pagination: { total, page: pageNo, limit: 50, lastPage } },
});

const ROWS = [entry(3, 'bet_payout', 900, 1500), entry(2, 'bet_stake', -400, 600), entry(1, 'deposit', 1000, 1000)];

const view = () => render(<TransactionsView messages={messages} locale="en" />);
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const csvLink = () => screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
const lastQuery = (urls: URL[]) => Object.fromEntries(urls.at(-1)?.searchParams ?? []);

beforeEach(() => {
  useAuthStore.setState({ authStatus: 'LOGGED_IN', player, accounts: [eur], activeAccount: eur });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ authStatus: 'UNKNOWN', player: null, accounts: [], activeAccount: null });
});

describe('wallet transactions page', () => {
  it('shows the entries in a captioned table: date, translated type, signed amount, balance after', async () => {
    const urls = server(() => page(ROWS));
    view();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('table');
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe('Transactions in EUR, newest first');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Amount', 'Balance after']);
    expect(rows().map(cells)).toEqual([
      [expect.any(String), 'Winnings', '↑Credit +€9.00', '€15.00'],
      [expect.any(String), 'Bet stake', '↓Debit -€4.00', '€6.00'],
      [expect.any(String), 'Deposit', '↑Credit +€10.00', '€10.00'],
    ]);
    expect(rows()[2]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-11T12:00:00.000Z');
    expect(urls[0]?.pathname).toBe('/api/platform/player/transactions');
    expect(lastQuery(urls)).toEqual({ currency: 'EUR', page: '1', limit: '50' });
    expect(screen.getByText('Showing 3 of 3 transactions').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(csvLink()).toBe('/api/platform/player/transactions.csv?currency=EUR');
  });

  it('asks again with the type and day range chosen, and the CSV link carries the same filters', async () => {
    const urls = server((url) =>
      page(ROWS.filter((r) => !url.searchParams.get('type') || r.kind === url.searchParams.get('type'))),
    );
    view();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bet_stake' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastQuery(urls)).toEqual({ currency: 'EUR', type: 'bet_stake', page: '1', limit: '50' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(lastQuery(urls)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' }));
    expect(lastQuery(urls)).toEqual({
      currency: 'EUR',
      type: 'bet_stake',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '1',
      limit: '50',
    });
    expect(csvLink()).toBe(
      '/api/platform/player/transactions.csv?currency=EUR&type=bet_stake&from=2026-11-01&to=2026-11-30',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('download')).toBe('transactions.csv');
    await screen.findByRole('table');
    expect(rows().map((r) => cells(r)[1])).toEqual(['Bet stake']);
  });

  it('refuses an end date before the start date without asking the server', async () => {
    const urls = server(() => page(ROWS));
    view();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(lastQuery(urls).from).toBe('2026-11-20'));
    const asked = urls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date.');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(urls.length).toBe(asked);
  });

  it('loads the next page until the last one', async () => {
    const urls = server((url) =>
      url.searchParams.get('page') === '1' ? page(ROWS.slice(0, 2), 1, 2, 3) : page(ROWS.slice(2), 2, 2, 3),
    );
    view();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 3 transactions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastQuery(urls)).toEqual({ currency: 'EUR', page: '2', limit: '50' });
    expect(rows().map((r) => cells(r)[1])).toEqual(['Winnings', 'Bet stake', 'Deposit']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('tells an empty list from an empty filtered one', async () => {
    server(() => page([]));
    view();
    expect((await screen.findByText('You have no transactions yet.')).closest('[role="status"]')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'withdrawal' } });
    await screen.findByText('No transactions match these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('You have no transactions yet.');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('');
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    const urls = server(() =>
      fail ? { status: 500, body: { error: { code: 'internal', message: 'x' } } } : page(ROWS),
    );
    view();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load your transactions.");
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    expect(rows()).toHaveLength(3);
    expect(urls).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a visitor to sign in and loads nothing', () => {
    const urls = server(() => page(ROWS));
    useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null, activeAccount: null });
    view();
    expect(screen.getByText('Sign in to see your transactions.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-in' });
    expect(urls).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
