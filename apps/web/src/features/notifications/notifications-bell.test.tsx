import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./notifications-button', () => ({ default: () => <button type="button">Notifications</button> }));

import { type AuthStatus, resetAuthStore, useAuthStore } from '../account/auth-store';
import { NotificationsBell } from './notifications-bell';
import styles from './notifications-bell.module.css';

const sessionBecomes = (status: AuthStatus) => act(() => useAuthStore.setState({ authStatus: status }));

beforeEach(() => resetAuthStore());

describe("the header's bell keeps its place for a player the server read (CLS 0: the header stays put)", () => {
  it('holds its place from the first paint when the server read a player, and is the bell once signed in', async () => {
    const { container, findByRole } = render(<NotificationsBell messages={{}} locale="en" player />);
    expect(container.firstElementChild?.className).toBe(styles.placeholder);
    sessionBecomes('LOGGED_IN');
    expect(await findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('gives its place up when the session turns out to be a visitor’s', () => {
    const { container } = render(<NotificationsBell messages={{}} locale="en" player />);
    sessionBecomes('NOT_LOGGED_IN');
    expect(container.firstElementChild).toBeNull();
  });

  it('takes no place for a visitor until the session is known', () => {
    const { container } = render(<NotificationsBell messages={{}} locale="en" player={false} />);
    expect(container.firstElementChild).toBeNull();
  });
});
