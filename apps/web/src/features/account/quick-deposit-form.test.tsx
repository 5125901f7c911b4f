import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { resetAuthStore, useAuthStore } from './auth-store';
import { flattenMessages, translator } from './i18n';
import { QuickDepositForm } from './quick-deposit-form';
import { eur, loggedIn, mockServer, player } from './test-fixtures';

const t = translator(flattenMessages(en.account));

describe('quick deposit (POST /payments/quick_deposit)', () => {
  beforeEach(() => {
    resetAuthStore();
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player, activeAccount: eur, dialog: { kind: 'quick-deposit' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts at the last deposit, deposits with one confirmation and shows the notice', async () => {
    const bodies: unknown[] = [];
    const headers: (string | null)[] = [];
    mockServer({
      ...loggedIn,
      'GET /player/transactions': () => ({
        status: 200,
        body: {
          data: [
            {
              id: 3,
              kind: 'deposit',
              amount: 2500,
              currency: 'EUR',
              balanceAfter: 2500,
              reference: 'sandbox:1',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          pagination: { total: 1, page: 1, limit: 50, lastPage: 1 },
        },
      }),
      'POST /payments/quick_deposit': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        headers.push(new Headers(init?.headers).get('idempotency-key'));
        return { status: 201, body: { notice: { type: 'pending', message: 'pending' } } };
      },
    });
    render(<QuickDepositForm t={t} locale="en" />);
    const amount = screen.getByRole('textbox', { name: 'Amount (EUR)' });
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('25'));
    fireEvent.click(screen.getByRole('button', { name: '€50' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    });
    await waitFor(() => expect(useAuthStore.getState().notice).toEqual({ kind: 'payment', result: 'pending' }));
    expect(bodies).toEqual([{ amount: 5000, currency: 'EUR' }]);
    expect(headers[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(useAuthStore.getState().dialog).toBeNull();
  });

  it('refuses an empty amount with a message, sending nothing', async () => {
    const calls = mockServer({ 'GET /player/transactions': () => ({ status: 500 }) });
    render(<QuickDepositForm t={t} locale="en" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    });
    expect(screen.getByText('Enter an amount above zero.')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
