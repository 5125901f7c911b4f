import { expect, test } from '@playwright/test';
import { open } from './helpers';

test('a visitor on /favorites sees the sign-in prompt', async ({ page }) => {
  await open(page, '/favorites');
  await expect(page.getByRole('heading', { name: 'Sign in to see your favorite matches' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const path of ['/404', '/this/route/does-not-exist', '/football/no-such-league', '/zzzz-nope', '/it/zzzz-nope']) {
  test(`${path} answers 404 with the not-found text and the home button`, async ({ page }) => {
    const italian = path.startsWith('/it/');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', {
        name: italian ? 'Ops, non riusciamo a trovare questa pagina.' : "Oops, sorry. We can't find that page.",
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: italian ? 'Vai alla home page' : 'Go to home page' })).toHaveAttribute(
      'href',
      italian ? '/it' : '/',
    );
  });
}

test('the not-found page in German links to the German home', async ({ page }) => {
  await page.goto('/de/gibt-es-nicht/wirklich');
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
});

test('error, blocked and locked pages carry the spec texts', async ({ page }) => {
  await page.goto('/500');
  await expect(
    page.getByRole('heading', { name: 'Oops! Sorry, something went wrong. Please come back in a while.' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Broken betting slip illustration' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  await page.goto('/locked');
  await expect(
    page.getByRole('heading', { name: 'Unauthorized. Sorry, but you are not authorized to view the page' }),
  ).toBeVisible();
  await page.goto('/blocked');
  await expect(page.getByRole('heading', { name: /^Sorry, we're not available in .+ right now\.$/ })).toBeVisible();
});

test('feature-flagged sections are 404 while their flags are off', async ({ page }) => {
  for (const path of ['/racing', '/lotteries', '/premium-cricket', '/virtual-gaming-arena']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Oops, sorry. We can't find that page." })).toBeVisible();
  }
});

test('content pages and the promotions page render', async ({ page }) => {
  await page.goto('/general-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'General rules' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  // The demo campaigns (issue 17) are the operator's promotions: open ones are listed, in the page's language.
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome free bet' })).toBeVisible();
  await expect(page.getByText('A €5 free bet for every new player: the winnings are yours.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No promotions right now' })).toHaveCount(0);
  await page.goto('/de/promotions');
  await expect(page.getByRole('heading', { level: 2, name: 'Willkommens-Freiwette' })).toBeVisible();
});
