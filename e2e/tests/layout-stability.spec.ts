import { expect, type Page, test } from '@playwright/test';
import { apiMatches, open } from './helpers';

/**
 * CLS 0 (issue 22): a first visit on a phone (no consent cookie, no session) does not move while the page hydrates
 * and its lazy parts arrive. Lighthouse found two shifts: the header's account skeleton was narrower than the
 * sign-in and sign-up buttons that replaced it, and a finished match's prediction card grew after hydration,
 * pushing the footer (on the first screen of a short page).
 */
test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

/** The layout shifts of the page so far, without those right after input (none here: nothing is clicked). */
async function shiftsSoFar(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) {
              const node = source.node;
              moved.push(node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : 'text');
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 300);
      }),
  );
}

test("a visitor's home page does not move when the account buttons arrive", async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toBeVisible();
  expect(await shiftsSoFar(page)).toEqual({ total: 0, moved: [] });
});

test("a finished match's page does not move when it hydrates", async ({ page, request }) => {
  const [match] = await apiMatches(request, 'type=match&match_status=4&limit=1');
  if (!match) throw new Error('no finished match');
  await open(page, `/${match.sportKey}/${match.slug}`);
  await expect(page.getByRole('region', { name: 'Who will win?' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toBeVisible();
  expect(await shiftsSoFar(page)).toEqual({ total: 0, moved: [] });
});
