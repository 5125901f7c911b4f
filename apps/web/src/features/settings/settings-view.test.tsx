import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAuthStore } from '../account/auth-store';
import { SettingsView } from './settings-view';

const view = (sessionCookie: boolean) =>
  render(
    <SettingsView
      messages={{}}
      locale="en"
      oddsTypes={['european']}
      oddsNames={{ european: 'Decimal' } as never}
      webPushPublicKey={null}
      sessionCookie={sessionCookie}
    />,
  );

beforeEach(() => resetAuthStore());

describe('the settings page is laid out for the session the request implies (CLS 0: nothing moves when it loads)', () => {
  it("lays a visitor's page out before the session is known: the local hint and the sign-in prompt", () => {
    view(false);
    expect(screen.getByText('odds-local-hint')).toBeTruthy();
    expect(screen.getByText('betting-sign-in')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'loading' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Decimal/ }).matches(':disabled')).toBe(false);
  });

  it("lays a player's page out before the session is known: the account hint, its status line and the skeleton", () => {
    view(true);
    expect(screen.getByText('odds-account-hint')).toBeTruthy();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(1);
    expect(screen.getByRole('status', { name: 'loading' })).toBeTruthy();
    expect(screen.queryByText('betting-sign-in')).toBeNull();
    // The choice waits for the player's settings (it is saved to the account).
    expect(screen.getByRole('radio', { name: /Decimal/ }).matches(':disabled')).toBe(true);
  });
});
