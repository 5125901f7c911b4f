import { expect, test } from '@playwright/test';
import { OUTCOME_BUTTON, open } from './helpers';

// A page's league groups below the first screen leave its HTML and load once the visitor moves (issue 22).
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the schedule sends its first screen of rows with the page, loads the rest once the visitor scrolls, and they take bets', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/schedule')).text();
    const rowsInHtml = html.match(/data-match-id="/g)?.length ?? 0;
    expect(html.match(/data-deferred-group/g)?.length ?? 0, 'placeholders in the HTML').toBeGreaterThan(0);

    await open(page, '/schedule');
    const rows = page.locator('[data-match-id]');
    const placeholders = page.locator('[data-deferred-group]');
    const top = await placeholders.first().evaluate((el) => el.getBoundingClientRect().top);
    expect(top, 'the rows in the HTML fill the first screen').toBeGreaterThanOrEqual(844);
    expect(await rows.count(), 'a visitor on the first screen gets the first rows only').toBe(rowsInHtml);
    await page.mouse.wheel(0, 600);
    await expect(placeholders).toHaveCount(0);
    expect(await rows.count()).toBeGreaterThan(rowsInHtml);

    // A row that came with the deferred groups: its price goes to the slip like any other.
    const last = rows.last();
    await last.scrollIntoViewIfNeeded();
    const price = last.locator(OUTCOME_BUTTON).first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('on a screen taller than the first rows', () => {
  test.use({ viewport: { width: 1440, height: 2400 } });

  test('a placeholder on screen loads without the visitor moving', async ({ page }) => {
    await open(page, '/schedule');
    await expect(page.locator('[data-deferred-group]')).toHaveCount(0);
  });
});

test('a league page keeps every match of the league in its HTML', async ({ page, request }) => {
  await open(page, '/schedule');
  const league = page.locator('section[aria-labelledby^="league-"] h2 a').first();
  const href = (await league.getAttribute('href')) ?? '';
  const html = await (await request.get(href)).text();
  expect(html).not.toContain('data-deferred-group');
  expect(html.match(/data-match-id="/g)?.length ?? 0).toBeGreaterThan(0);
});
