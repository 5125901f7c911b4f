import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiMatches, newPlayer, OUTCOME_BUTTON, open, placeSingle, signInWithToken } from './helpers';

/**
 * WCAG 2.2 AA with axe-core on every page kind, at a phone's and a desktop's size, left-to-right and right-to-left
 * (issue 22): no violation is allowed. A failure lists each rule with the elements it found.
 */
const VIEWPORTS = [
  { name: '390×844', width: 390, height: 844 },
  { name: '1440×900', width: 1440, height: 900 },
] as const;
const LOCALES = ['en', 'ar'] as const;
type Locale = (typeof LOCALES)[number];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type Messages = { [key: string]: string | Messages };
const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../apps/web/messages/${locale}.json`, import.meta.url), 'utf8')) as Messages,
  ]),
) as Record<Locale, Messages>;
/** A UI text of a locale, by its message key (`bet-slip.open`). */
function text(locale: Locale, key: string): string {
  let node: string | Messages | undefined = messages[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return node;
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

// Four full audits per test, of pages with up to a few thousand elements (schedule, live): slow by design.
test.beforeEach(() => test.slow());

async function violations(page: Page): Promise<string[]> {
  // The league groups a page loads once the visitor moves (below the first screen) are audited too.
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-deferred-group]')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s):\n${v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.any[0]?.message ?? ''}`)
        .join('\n')}`,
  );
}

/** Runs `visit` at each size in each locale and audits the page it leaves; all findings are reported together. */
async function auditEverywhere(
  page: Page,
  visit: (locale: Locale, viewport: (typeof VIEWPORTS)[number]) => Promise<void>,
): Promise<void> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const locale of LOCALES) {
      await visit(locale, viewport);
      for (const line of await violations(page)) found.push(`[${locale} ${viewport.name}] ${line}`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
}

async function someMatch(request: APIRequestContext, live: boolean) {
  const [match] = await apiMatches(request, `type=match&match_status=${live ? 1 : 0}&limit=1`);
  if (!match) throw new Error('no match');
  return match;
}

const PAGES: { kind: string; path: (request: APIRequestContext) => Promise<string>; minutes?: number }[] = [
  { kind: 'home', path: async () => '/' },
  { kind: 'sport', path: async () => '/football' },
  {
    kind: 'league',
    path: async (request) => {
      const match = await someMatch(request, false);
      return `/${match.sportKey}/${match.tournament.slug}`;
    },
  },
  {
    kind: 'match',
    path: async (request) => {
      const match = await someMatch(request, true);
      return `/${match.sportKey}/${match.slug}`;
    },
  },
  { kind: 'live', path: async () => '/live' },
  // Every match of today and tomorrow once its groups below the first screen have loaded: some thousands of elements.
  { kind: 'schedule', path: async () => '/schedule', minutes: 6 },
  { kind: 'results', path: async () => '/results' },
  { kind: 'search', path: async () => '/search?q=real' },
  { kind: 'favorites', path: async () => '/favorites' },
  { kind: 'promotions', path: async () => '/promotions' },
  { kind: 'settings', path: async () => '/settings' },
  { kind: 'content', path: async () => '/general-rules' },
  { kind: 'full-page message', path: async () => '/zzzz-nope' },
  { kind: 'sign-in dialog', path: async () => '/users/sign-in' },
];

for (const { kind, path, minutes } of PAGES) {
  test(`${kind}: no WCAG 2.2 AA violation at 390 and 1440 px, in English and Arabic`, async ({ page, request }) => {
    if (minutes) test.setTimeout(minutes * 60_000);
    const target = await path(request);
    await auditEverywhere(page, async (locale) => {
      await open(page, `${prefix(locale)}${target}`);
    });
  });
}

test('the bet slip open with bets: no WCAG 2.2 AA violation', async ({ page }) => {
  await auditEverywhere(page, async (locale, viewport) => {
    // The top matches (not every match of the sport: axe over a few thousand rows takes minutes on a slow machine).
    await open(page, `${prefix(locale)}/football`);
    const buttons = page.getByRole('main').locator(OUTCOME_BUTTON);
    // Two selections of two matches (the first button of the first two rows' main markets).
    // By keyboard: on a phone the sheet the first selection opens covers the rest of the page.
    for (const index of [0, 3]) {
      const button = buttons.nth(index);
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.press('Enter');
      // In the slip (the slip's code may still be loading): the first one has opened the panel before the check below,
      // which would otherwise toggle a panel that opens a moment later back shut.
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    const slip = page.getByRole('complementary', { name: text(locale, 'bet-slip.title') });
    // The first selection opens the panel; a phone's is opened from the tab bar when it is not.
    const closeButton = slip.getByRole('button', { name: text(locale, 'bet-slip.close') });
    if (viewport.width < 800 && (await closeButton.count()) === 0) {
      await page
        .getByRole('navigation')
        .getByRole('button', { name: text(locale, 'nav.bet-slip') })
        .click();
    }
    await expect(slip.getByRole('listitem').first()).toBeVisible();
  });
});

test('My Bets with a bet: no WCAG 2.2 AA violation', async ({ page, request, context }) => {
  const { token } = await newPlayer(request);
  await placeSingle(request, token);
  await signInWithToken(context, token);
  await auditEverywhere(page, async (locale) => {
    await open(page, `${prefix(locale)}/bets`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

test.describe('a first visit', () => {
  // No consent cookie: the server renders the consent banner with the page.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('home with the consent banner: no WCAG 2.2 AA violation', async ({ page }) => {
    await auditEverywhere(page, async (locale) => {
      await open(page, `${prefix(locale)}/`);
      await expect(page.getByRole('dialog', { name: text(locale, 'consent.title') })).toBeVisible();
    });
  });
});
