import { expect, test } from '@playwright/test';
import { apiMatches, open } from './helpers';

/** Spec 001 §7.5: team and league crests through the resizing image proxy, with a reserved box (no layout shift). */
test('the match header shows both crests through the image proxy, sized before they load', async ({ page }) => {
  const [match] = await apiMatches(page.request, 'sport_key=football&type=match&limit=1');
  expect(match).toBeDefined();
  if (!match) return;
  await open(page, `/${match.sportKey}/${match.slug}`);

  const header = page.getByRole('region', { name: match.name });
  const crests = header.locator('picture img');
  await expect(crests).toHaveCount(2);
  for (const img of await crests.all()) {
    await expect(img).toHaveAttribute('width', '64');
    await expect(img).toHaveAttribute('height', '64');
    await expect(img).toHaveAttribute('alt', '');
    // Loaded (the browser picked avif or webp from the proxy), not a broken image.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(src).toMatch(/\/api\/images\/competitors\/\d+\?w=64&dpr=[12]&format=(avif|webp)&v=/);
  }
  const box = await crests.first().boundingBox();
  expect(box && Math.round(box.width) === Math.round(box.height)).toBe(true);

  // The page does not move while crests arrive.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('league headings show the league crest', async ({ page }) => {
  const [match] = await apiMatches(page.request, 'sport_key=football&type=match&limit=1');
  if (!match) throw new Error('no football match');
  await open(page, `/${match.sportKey}/${match.tournament.slug}`);
  const crest = page.getByRole('heading', { level: 1, name: match.tournament.name }).locator('picture img');
  await expect(crest).toHaveAttribute('width', '28');
  await expect.poll(() => crest.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
});
