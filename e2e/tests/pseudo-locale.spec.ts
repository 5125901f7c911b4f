import { expect, test } from '@playwright/test';
import { PSEUDO_LOCALE, pseudoLocalize } from '../../apps/web/src/i18n/pseudo-locale';
import { apiMatches, OUTCOME_BUTTON, open } from './helpers';
import { expectNoOverflow } from './overflow';

// The pseudo-locale (en-XA: accented English, every text 40 % longer; routable in the test build only) must fit
// the main pages on a phone and a desktop: nothing wider than the screen, no label spilling out of its box.

const at = (path: string) => `/${PSEUDO_LOCALE}${path === '/' ? '' : path}`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`pseudo-locale pages fit at ${viewport.width}×${viewport.height}`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const [match] = await apiMatches(request, 'sport_key=football&match_status=0&limit=1');
    if (!match) throw new Error('no prematch football match');
    // The sport page last: the slip takes one of its prices (a prematch match page may have none open yet).
    const pages = [
      '/',
      '/live',
      `/football/${match.tournament.slug}`,
      `/football/${match.slug}`,
      '/promotions',
      '/settings',
      '/football',
    ];
    for (const path of pages) {
      await open(page, at(path));
      await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
      await expectNoOverflow(page, `${path} at ${viewport.width} px`);
    }

    // The slip with one selection.
    await page.getByRole('main').locator(`${OUTCOME_BUTTON}:not([disabled])`).first().click();
    const slip = page.getByRole('complementary', { name: pseudoLocalize('Bet slip'), exact: true });
    // A first selection opens the slip; on a phone the tab bar's button opens it otherwise.
    const slipButton = page
      .getByRole('navigation', { name: pseudoLocalize('Main'), exact: true })
      .getByRole('button', { name: pseudoLocalize('Bet slip') });
    if (viewport.width < 780) {
      await expect(slipButton).toHaveAccessibleName(/^1 /);
      if (!(await slip.isVisible())) await slipButton.click();
    }
    await expect(slip).toBeVisible();
    await expect(slip.locator('li').first()).toBeVisible();
    await expectNoOverflow(page, `the bet slip at ${viewport.width} px`);

    // The sign-in dialog.
    await open(page, at('/'));
    await page
      .getByRole('banner')
      .getByRole('button', { name: pseudoLocalize('Sign in'), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: pseudoLocalize('Sign in'), exact: true })).toBeVisible();
    await expectNoOverflow(page, `the sign-in dialog at ${viewport.width} px`);
  });
}

test('the pseudo-locale is not offered as an alternate language', async ({ page }) => {
  await open(page, at('/live'));
  await expect(page.locator(`link[rel="alternate"][hreflang="${PSEUDO_LOCALE}"]`)).toHaveCount(0);
});
