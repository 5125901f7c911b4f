import { expect, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';
import { apiMatches, newPlayer, open, SERVER } from './helpers';

test('mobile: side menu, tab bar and the bet slip sheet', async ({ page }) => {
  await open(page, '/');
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  await expect(tabBar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('complementary', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll', 'hidden');
  await menu.getByRole('link', { name: /^Tennis/ }).click();
  await expect(page).toHaveURL(/\/tennis$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('body')).toHaveAttribute('data-scroll', 'visible');

  await tabBar.getByRole('button', { name: 'Bet slip' }).click();
  await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeVisible();
  await expect(page.getByText('Your bet slip is empty')).toBeVisible();
  await tabBar.getByRole('button', { name: 'Bet slip' }).click();
  await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeHidden();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cashier's fields and Deposit button fit the screen", async ({ page, request }) => {
    const { token } = await newPlayer(request);
    const reply = await request.get(
      `${SERVER}/api/platform/payments/cashier?return_url=${encodeURIComponent(E2E_ENV.SITE_URL)}`,
      {
        headers: { cookie: `sb_session=${token}` },
      },
    );
    expect(reply.ok(), await reply.text()).toBeTruthy();
    const { url } = (await reply.json()) as { url: string };
    await page.goto(new URL(url, SERVER).toString());
    for (const control of [
      page.getByLabel('Amount'),
      page.getByLabel('Currency'),
      page.getByLabel('Card number'),
      page.getByLabel('CVC'),
      page.getByRole('button', { name: 'Deposit' }),
    ]) {
      const box = await control.boundingBox();
      expect(box, 'control is laid out').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a three-way market puts each name above its price, so names are not cut to a few letters', async ({
    page,
    request,
  }) => {
    const [match] = await apiMatches(request, 'match_status=1&sport_key=football&limit=1');
    expect(match, 'a live football match').toBeDefined();
    await open(page, `/${match?.sportKey}/${match?.slug}`);
    // The first market laid out in three columns (1X2, or a longer one such as a correct score).
    const buttons = page.locator('[data-columns="3"]').first().getByRole('button');
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) {
      const [name, price] = await button.evaluate((el) =>
        [el.firstElementChild, el.lastElementChild].map((part) => part?.getBoundingClientRect().toJSON()),
      );
      expect(name.bottom, (await button.textContent()) ?? '').toBeLessThanOrEqual(price.top + 1);
    }
  });
});
