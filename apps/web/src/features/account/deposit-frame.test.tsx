import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { resetAuthStore, useAuthStore } from './auth-store';
import { DepositFrame } from './deposit-frame';
import { flattenMessages, translator } from './i18n';
import { eur, mockServer, player } from './test-fixtures';

const t = translator(flattenMessages(en.account));

describe('the deposit asks for the required fields first (spec 000 §5)', () => {
  beforeEach(() => resetAuthStore());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fields form, not the cashier, while a required deposit field is empty', () => {
    const calls = mockServer({});
    useAuthStore.setState({
      authStatus: 'LOGGED_IN',
      player: { ...player, depositFieldsMissed: ['last_name'] },
      activeAccount: eur,
    });
    render(<DepositFrame t={t} />);
    expect(screen.getByText('Complete these details before you deposit.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: en.account.profile.last_name })).toBeTruthy();
    expect(calls.filter((c) => c.includes('cashier'))).toEqual([]);
  });

  it('goes to the cashier when nothing is missing', () => {
    const calls = mockServer({
      'GET /payments/cashier': () => ({ status: 200, body: { provider: 'sandbox', url: '/x' } }),
    });
    useAuthStore.setState({ authStatus: 'LOGGED_IN', player, activeAccount: eur });
    render(<DepositFrame t={t} />);
    expect(screen.queryByText('Complete these details before you deposit.')).toBeNull();
    expect(calls).toEqual(['GET /payments/cashier']);
  });
});
