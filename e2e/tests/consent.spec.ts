import { expect, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';
import { open } from './helpers';

// A first visit: no consent cookie (the other journeys start with "Necessary only" chosen, playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

test('a first visit asks for consent; "Necessary only" records nothing; the footer reopens the choice', async ({
  page,
}) => {
  await open(page, '/about');
  const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Necessary only' }).click();
  await expect(dialog).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sb_ckcnsnt')?.value).toBe(encodeURIComponent('1:necessary'));

  // A client navigation after the refusal is not recorded either.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([]);

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeHidden();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookies on this site' });
  await expect(settings.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await settings.getByRole('switch', { name: 'Analytics' }).check();
  await settings.getByRole('button', { name: 'Save choices' }).click();
  await expect(settings).toBeHidden();
  // Granting analytics counts the page it was granted on.
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer?.[0]?.event))
    .toBe('page_view');
});

test('a half-parsed consent banner is not painted, so it cannot grow upwards as the page streams in', async ({
  browser,
}, testInfo) => {
  // The banner is first in the body and the parser can yield inside it (a Lighthouse run on /live measured a
  // layout shift of 0.14 from it). Without scripts, the same HTML cut after its text and then whole.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const html = await (await page.request.get('/about')).text();
  const cut = html.indexOf('</p>', html.indexOf('id="consent-banner-text"'));
  expect(cut).toBeGreaterThan(0);
  let served = html.slice(0, cut + 4);
  await page.route('**/about', (route) => route.fulfill({ contentType: 'text/html', body: served }));
  const visibility = () =>
    page.locator('dialog[data-consent-banner]').evaluate((dialog) => getComputedStyle(dialog).visibility);

  await page.goto('/about');
  expect(await visibility()).toBe('hidden');
  served = html;
  await page.goto('/about');
  expect(await visibility()).toBe('visible');
  await context.close();
});

test("the operator's live chat loads only after analytics consent, outside the page's own scripts", async ({
  page,
}) => {
  // The widget as its vendor would serve it: it announces itself with a launcher button.
  const requested: string[] = [];
  await page.route(E2E_ENV.PUBLIC_LIVE_CHAT_SCRIPT_URL, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `const b = document.createElement('button');
        b.textContent = 'Chat with support (' + document.currentScript.dataset.locale + ')';
        document.body.append(b);`,
    });
  });
  await open(page, '/de/about');
  const dialog = page.getByRole('dialog', { name: 'Cookies auf dieser Website' });
  await dialog.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested).toEqual([]);
  await expect(page.locator('script[data-live-chat]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookies auf dieser Website' });
  await settings.getByRole('switch', { name: 'Analyse' }).check();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page.getByRole('button', { name: 'Chat with support (de)' })).toBeVisible();
  expect(requested).toEqual([E2E_ENV.PUBLIC_LIVE_CHAT_SCRIPT_URL]);
});
