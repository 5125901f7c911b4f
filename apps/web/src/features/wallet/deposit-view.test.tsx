import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { deleteCookie, setCookie } from '../../shared/browser/cookie';
import { COOKIES } from '../../shared/browser/storage-keys';
import { useAuthStore } from '../account/auth-store';
import { flattenMessages } from '../account/i18n';
import { eur, mockServer, player } from '../account/test-fixtures';
import { DepositView } from './deposit-view';

const view = () =>
  render(<DepositView messages={flattenMessages(en.wallet)} account={flattenMessages(en.account)} locale="en" />);

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ authStatus: 'UNKNOWN', player: null, accounts: [], activeAccount: null });
});

describe('wallet deposit page', () => {
  it('shows the cashier the deposit dialog uses, for the active currency, and links back to the transactions', async () => {
    const calls = mockServer({
      'GET /payments/cashier': () => ({ status: 200, body: { provider: 'sandbox', url: '/cashier/sandbox?x=1' } }),
    });
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player, accounts: [eur], activeAccount: eur });
    view();
    const frame = await screen.findByTitle('Cashier');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/cashier/sandbox?x=1');
    expect(calls).toEqual(['GET /payments/cashier']);
    const asked = new URL(String(vi.mocked(fetch).mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('currency')).toBe('EUR');
    expect(screen.getByRole('link', { name: 'Back to transactions' }).getAttribute('href')).toBe(
      '/profile/wallet/transactions',
    );
  });

  it('shows a tester the payment provider the test_custom_providers cookie asks for', async () => {
    mockServer({
      'GET /payments/cashier': () => ({ status: 200, body: { provider: 'sandbox', url: '/cashier/sandbox?x=1' } }),
    });
    setCookie(COOKIES.testCustomProviders, 'payment:demo-card|feed:simulator');
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player, accounts: [eur], activeAccount: eur });
    view();
    expect((await screen.findByRole('note')).textContent).toBe(
      'Testing: this browser asks for the payment provider “demo-card”',
    );
    deleteCookie(COOKIES.testCustomProviders);
  });

  it('asks a visitor to sign in instead', () => {
    const calls = mockServer({});
    useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN' });
    view();
    expect(screen.getByText('Sign in to make a deposit.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByTitle('Cashier')).toBeNull();
    expect(calls).toEqual([]);
  });
});
