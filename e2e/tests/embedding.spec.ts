import { expect, type Frame, type FrameLocator, type Page, test } from '@playwright/test';
import { E2E_ENV, HOST_PORT, HOST_URL, ROGUE_URL } from '../scripts/env.mjs';
import { OUTCOME_BUTTON, PRICE } from './helpers';

/**
 * Embedding (issue 16): the demo casino (scripts/demo-host.mjs, http://localhost:<port>) embeds the book
 * (http://127.0.0.1:<port>) with the host SDK: another site, so the frame's session lives in a partitioned
 * third-party cookie. Every message the book sends is logged by the host page (`#log li[data-type]`).
 */

const bookFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Sportsbook"]');
const logged = (page: Page, type: string) => page.locator(`#log li[data-type="${type}"]`);

/** The frame's document (for what only script can read: its size, a marker that survives in-place changes). */
function frameOf(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(E2E_ENV.SITE_URL));
  if (!frame) throw new Error('no sportsbook frame');
  return frame;
}

async function openHost(page: Page, query = ''): Promise<FrameLocator> {
  await page.goto(`${HOST_URL}/${query}`);
  const frame = bookFrame(page);
  await expect(frame.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(frame.locator('body')).toHaveAttribute('data-in-iframe', 'true');
  await expect(logged(page, 'sportsbook:initialized')).toHaveCount(1);
  return frame;
}

/** The first price of the first bettable row of the frame's home page. */
const firstPrice = (frame: FrameLocator) =>
  frame.getByRole('main').locator(`${OUTCOME_BUTTON}:not([disabled])`).first();
const priceText = async (frame: FrameLocator) =>
  ((await firstPrice(frame).textContent()) ?? '').trim().split(/\s+/).pop() ?? '';

test('the host sizes the frame, signs a visitor in when they place a bet, and sees the balance without a reload', async ({
  page,
}) => {
  const frame = await openHost(page);

  // Auto-size: the iframe is as tall as the frame's page.
  await expect(logged(page, 'sportsbook:page-size-changed').first()).toBeAttached();
  await expect
    .poll(async () => {
      const content = await frameOf(page).evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      const box = await page.locator('iframe[title="Sportsbook"]').boundingBox();
      return Math.abs((box?.height ?? 0) - content);
    })
    .toBeLessThanOrEqual(1);
  expect((await page.locator('iframe[title="Sportsbook"]').boundingBox())?.height).toBeGreaterThan(900);

  // A marker in the frame's window: still there after the sign-in means the frame was not reloaded.
  await frameOf(page).evaluate(() => {
    (window as unknown as { kept: number }).kept = 42;
  });

  // A visitor's "Place bet" goes to the host as sportsbook:sign-in; the book opens no sign-in form of its own.
  await firstPrice(frame).click();
  const slip = frame.getByRole('complementary', { name: 'Bet slip' });
  await slip
    .getByRole('textbox', { name: /^Stake/ })
    .first()
    .fill('5');
  const accept = slip.getByRole('button', { name: 'Accept odds' });
  if (await accept.isVisible()) await accept.click();
  await slip.getByRole('button', { name: /^Place/ }).click();
  await expect(logged(page, 'sportsbook:sign-in')).toContainText('"reason":"place-bet"');
  const hostSignIn = page.getByRole('dialog', { name: 'Sign in to Casino Royale' });
  await expect(hostSignIn).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);

  // The host's backend gets a one-time token from the operator API; setSession hands it to the frame.
  await hostSignIn.getByRole('button', { name: 'Alice (EUR)' }).click();
  await expect(frame.getByTestId('header-balance')).toHaveText('€0.00');
  await expect(logged(page, 'sportsbook:balance-changed')).toContainText('"currency":"EUR"');
  expect(await frameOf(page).evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(42);
  // The slip kept the pick for the signed-in player.
  await expect(slip.getByRole('listitem')).toHaveCount(1);

  // Deposit is the host's too.
  await frame.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(logged(page, 'sportsbook:deposit')).toContainText('"currency":"EUR"');
  await expect(page.getByRole('dialog', { name: 'Casino cashier' })).toBeVisible();
});

test('the host URL follows the book, back and forward work, and a deep link opens its page', async ({ page }) => {
  const frame = await openHost(page);
  await expect(page).toHaveURL(/[?&]sportsbook=%2F(&|$)/);
  await frame.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: /^Live/ }).click();
  await expect(page).toHaveURL(/sportsbook=%2Flive/);
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(/live/i);

  await page.goBack();
  await expect(page).toHaveURL(/sportsbook=%2F(&|$)/);
  await expect.poll(() => frameOf(page).evaluate(() => window.location.pathname)).toBe('/');
  await page.goForward();
  await expect(page).toHaveURL(/sportsbook=%2Flive/);
  await expect.poll(() => frameOf(page).evaluate(() => window.location.pathname)).toBe('/live');

  // A link to the host page with the book's route opens that page in the frame.
  await page.goto(`${HOST_URL}/?sportsbook=%2Fschedule`);
  await expect.poll(() => frameOf(page).evaluate(() => window.location.pathname)).toBe('/schedule');
});

test('setOddsFormat and setLocale change the frame in place', async ({ page }) => {
  const frame = await openHost(page);
  await expect(firstPrice(frame)).toBeVisible();
  expect(await priceText(frame)).toMatch(PRICE.european);
  await frameOf(page).evaluate(() => {
    (window as unknown as { kept: number }).kept = 7;
  });
  const iframe = page.locator('iframe[title="Sportsbook"]');
  await iframe.evaluate((element) => {
    element.dataset.same = 'yes';
  });

  await page.getByLabel('Odds').selectOption('american');
  await expect.poll(() => priceText(frame)).toMatch(PRICE.american);
  expect(await frameOf(page).evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(7);

  await page.getByLabel('Language').selectOption('de');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveURL(/sportsbook=%2Fde/);
  // The same iframe element, and the odds format chosen before is kept.
  await expect(iframe).toHaveAttribute('data-same', 'yes');
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect.poll(() => priceText(frame)).toMatch(PRICE.american);
});

test('messages from an origin outside the allow-list change nothing', async ({ page }) => {
  const frame = await openHost(page, `?rogue=${encodeURIComponent(`${ROGUE_URL}/rogue`)}`);
  await expect(frame.locator('body')).toHaveAttribute('data-host-messages-rejected', /^[1-9]\d*$/);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  expect(await priceText(frame)).toMatch(PRICE.european);
});

test('a site outside the allow-list cannot frame the book', async ({ page, request }) => {
  const home = await request.get(`${E2E_ENV.SITE_URL}/`);
  const policy = home.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`frame-ancestors 'self' ${HOST_URL}`);
  expect(policy).not.toContain(`127.0.0.1:${HOST_PORT}`);

  const init = await request.get(`${E2E_ENV.SITE_URL}/init-sportsbook?origin=${encodeURIComponent(ROGUE_URL)}&path=/`, {
    maxRedirects: 0,
  });
  expect(init.status()).toBe(403);
  expect(((await init.json()) as { error: { code: string } }).error.code).toBe('embed_origin_not_allowed');

  // The demo page served from the other origin: the browser refuses to show the book in its frame.
  await page.goto(`${ROGUE_URL}/`);
  await page.waitForTimeout(1500);
  await expect(bookFrame(page).locator('body[data-ready]')).toHaveCount(0);
  await expect(page.locator('#log li')).toHaveCount(0);
});
