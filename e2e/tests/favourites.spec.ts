import { expect, test } from '@playwright/test';
import { apiMatches, newPlayer, open, signInWithToken } from './helpers';

/**
 * Favourites (issue 7): the star on match rows and the match page, the /favorites page and the favorites tab of a
 * league, optimistic toggling that reverts when the server fails, and the sign-in prompt for visitors.
 */

test('a visitor clicking a star is asked to sign in', async ({ page }) => {
  await open(page, '/football?tab=all');
  const star = page
    .getByRole('main')
    .getByRole('button', { name: /^Favorite: / })
    .first();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});

test('a player stars a match, finds it on /favorites and in the league tab, and an unstar that fails reverts', async ({
  page,
  context,
  request,
}) => {
  const [match] = await apiMatches(
    request,
    'sport_key=football&type=match&match_status=0&sort_by=start_time:asc&limit=5',
  );
  if (!match) throw new Error('no upcoming football match');
  const { token } = await newPlayer(request);
  await signInWithToken(context, token);

  // /favorites starts empty.
  await open(page, '/favorites');
  await expect(page.getByRole('heading', { name: 'No favorite matches coming up' })).toBeVisible();

  // Star it on the match page, with the keyboard.
  await open(page, `/${match.sportKey}/${match.slug}`);
  const star = page.getByRole('button', { name: `Favorite: ${match.name}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/sportsbook/favourites/match/${match.id}`) && r.request().method() === 'POST',
  );
  await star.focus();
  await page.keyboard.press('Space');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(201);
  await page.screenshot({ path: '/tmp/match-star-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/match-star-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The list of its league shows the star pressed, and its favorites tab lists the match.
  await open(page, `/${match.sportKey}/${match.tournament.slug}`);
  await expect(page.getByRole('button', { name: `Favorite: ${match.name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Favorites' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: match.competitors[0]?.name ?? match.name })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Favorite: / })).toHaveCount(1);

  // /favorites lists it.
  await open(page, '/favorites');
  const main = page.getByRole('main');
  const listed = main.getByRole('button', { name: `Favorite: ${match.name}` });
  await expect(listed).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: '/tmp/favorites-1440.png' });

  // Unstarring flips at once; the server fails, so it reverts and the error toast says so.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/sportsbook/favourites/match/${match.id}`, async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    await held;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Internal error' } }),
    });
  });
  await listed.click();
  await expect(listed).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(listed).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Your favorites could not be updated' })).toBeVisible();

  // It is still a favourite on the server.
  await page.unroute(`**/api/sportsbook/favourites/match/${match.id}`);
  await page.reload();
  await expect(page.getByRole('main').getByRole('button', { name: `Favorite: ${match.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Unstarring for real: the next visit has nothing left.
  await page
    .getByRole('main')
    .getByRole('button', { name: `Favorite: ${match.name}` })
    .click();
  await expect
    .poll(async () =>
      (await request.get(`/api/sportsbook/favourites/match`, { headers: { cookie: `sb_session=${token}` } })).json(),
    )
    .toEqual([]);
  await open(page, '/favorites');
  await expect(page.getByRole('heading', { name: 'No favorite matches coming up' })).toBeVisible();
});
