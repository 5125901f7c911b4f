import { expect, test } from '@playwright/test';
import { asPlayer, newPlayer, open, placeSingle, SERVER, settleWon, signInWithToken } from './helpers';

/**
 * Notifications (issue 7): a bet settles on the server → the bell's unread count rises live (private channel) →
 * the panel lists the notification → mark one read, mark all read → the count is gone.
 */

test('a settled bet rings the bell live; the panel marks one and then all read', async ({ page, context, request }) => {
  const { token } = await newPlayer(request);
  const first = await placeSingle(request, token);
  const second = await placeSingle(request, token, { skip: [first.match_id] });
  await signInWithToken(context, token);

  await open(page, '/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');

  // Settled while the page is open: the count rises without a reload, and the win lands in the header balance.
  const balance = page.getByTestId('header-balance');
  const before = await balance.textContent();
  await settleWon(request, first);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(balance).not.toHaveText(before ?? '');
  await settleWon(request, second);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell).toContainText('2');

  // The panel lists both, newest first.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Bet won');
  await expect(items.first()).toContainText('Unread');
  await page.screenshot({ path: '/tmp/notifications-1440.png' });

  // Mark one read.
  await panel
    .getByRole('button', { name: /^Mark as read: / })
    .first()
    .click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(panel.getByRole('button', { name: /^Mark as read: / })).toHaveCount(1);

  // Mark all read: the count is gone (and stays gone after a reload).
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: /^Mark as read: / })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
  const counters = await request.get(`${SERVER}/api/sportsbook/notifications/counters`, { headers: asPlayer(token) });
  expect(await counters.json()).toEqual({ unread: 0 });
});

test('visitors have no bell; a new player sees the empty panel', async ({ page, context, request }) => {
  await open(page, '/');
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);

  const { token } = await newPlayer(request);
  await signInWithToken(context, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('No notifications yet')).toBeVisible();
  await page.screenshot({ path: '/tmp/notifications-empty-390.png' });
});
