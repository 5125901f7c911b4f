import { expect, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';
import { apiMatches, OUTCOME_BUTTON, open } from './helpers';

// Right-to-left pages (ar, he, fa, ur): numbers keep their own direction, names are cut at their own end, and
// forward chevrons point left (docs/decisions.md, "Right-to-left and the pseudo-locale").

test.use({ viewport: { width: 390, height: 844 } });

test('on /ar American odds read "+250" in a left-to-right isolate', async ({ page, context }) => {
  await context.addCookies([{ name: 'odds_type', value: 'american', url: E2E_ENV.SITE_URL }]);
  await context.addInitScript(() => localStorage.setItem('odds_type', 'american'));
  await open(page, '/ar/football');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const price = page
    .getByRole('main')
    .locator(`${OUTCOME_BUTTON}:not([disabled]) bdi[dir="ltr"]`, { hasText: /^\+\d+$/ });
  await expect(price.first()).toBeVisible();
  const seen = await price.first().evaluate((el) => {
    // Where the sign is drawn: the first character's box must be left of the last one's.
    const text = el.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const sign = range.getBoundingClientRect().left;
    range.setStart(text, text.length - 1);
    range.setEnd(text, text.length);
    const lastDigit = range.getBoundingClientRect().left;
    return { text: el.textContent, signFirst: sign < lastDigit, direction: getComputedStyle(el).direction };
  });
  expect(seen.text).toMatch(/^\+\d+$/);
  expect(seen).toMatchObject({ signFirst: true, direction: 'ltr' });
});

test('on /ar a long team name is cut with an ellipsis at its own end', async ({ page }) => {
  await open(page, '/ar/football');
  const name = await page
    .getByRole('main')
    .locator('a[data-spa] span span')
    .evaluateAll((spans) => {
      // A name's box fills its cell, so the box's scroll width says nothing of the text's: measure the text.
      const textWidth = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().width;
      };
      const names = spans.filter((s) => getComputedStyle(s).textOverflow === 'ellipsis');
      // The longest name, cut to half its width if the screen is wide enough for all of them.
      const el = names.sort((a, b) => textWidth(b) - textWidth(a))[0] as HTMLElement | undefined;
      if (!el) return null;
      if (el.scrollWidth <= el.clientWidth) el.style.maxInlineSize = `${Math.floor(textWidth(el) / 2)}px`;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const text = el.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const first = range.getBoundingClientRect();
      return {
        direction: style.direction,
        textOverflow: style.textOverflow,
        unicodeBidi: style.unicodeBidi,
        cut: el.scrollWidth > el.clientWidth,
        latin: /^[A-Za-z]/.test(el.textContent ?? ''),
        // A Latin name's first letter stays inside the box (the cut is at its end, the left side of a Latin word).
        firstLetterShown: first.left >= box.left - 1 && first.right <= box.right + 1,
      };
    });
  expect(name).not.toBeNull();
  expect(name).toMatchObject({ direction: 'rtl', textOverflow: 'ellipsis', unicodeBidi: 'plaintext', cut: true });
  if (name?.latin) expect(name.firstLetterShown).toBe(true);
});

test('forward chevrons are mirrored on /ar and not on /en', async ({ page, request }) => {
  const [match] = await apiMatches(request, 'sport_key=football&limit=1');
  if (!match) throw new Error('no football match');
  const chevron = page.getByRole('navigation', { name: 'مسار التنقل' }).locator('svg[data-mirror="rtl"]').first();
  await open(page, `/ar/${match.sportKey}/${match.slug}`);
  await expect(chevron).toBeVisible();
  expect(await chevron.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

  await open(page, `/${match.sportKey}/${match.slug}`);
  const english = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('svg[data-mirror="rtl"]').first();
  await expect(english).toBeVisible();
  expect(await english.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
});
