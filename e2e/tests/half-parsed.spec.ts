import { expect, type Page, test } from '@playwright/test';
import { apiMatches } from './helpers';

/**
 * CLS 0 while the document streams (issue 22). A browser under load can paint between two chunks of the HTML
 * parser's work, so a frame may show a page parsed up to any tag. Nothing painted then may move once the rest is
 * parsed: a row's second team, a tab's label or the header's right-hand buttons must not push what came before
 * them. Each page's HTML (a visitor's, without its scripts, so what is measured is the markup and the CSS) is laid
 * out cut at evenly spaced tags, and every box that shows on the first screen of a cut must start where it starts
 * in the whole page (the flow-relative start: the right edge on a right-to-left page, as the browser scores shifts).
 */
test.use({ storageState: { cookies: [], origins: [] } });
// Crests have reserved boxes; not loading them keeps each of the many layouts quick.
test.beforeEach(({ page }) => page.route('**/api/images/**', (route) => route.abort()));

const CUTS = 40;

type Box = { start: number; top: number; shown: boolean; name: string };

/** Every element of the body by its path, with where it starts and whether it shows on the first screen. */
function boxes(): Record<string, Box> {
  const out: Record<string, Box> = {};
  const walk = (element: Element, path: string) => {
    let index = 0;
    for (const child of Array.from(element.children)) {
      const childPath = `${path}/${child.tagName.toLowerCase()}${index++}`;
      const rect = child.getBoundingClientRect();
      const style = getComputedStyle(child);
      out[childPath] = {
        start: style.direction === 'rtl' ? rect.right : rect.left,
        top: rect.top,
        shown:
          style.visibility !== 'hidden' &&
          rect.width > 0 &&
          rect.height > 0 &&
          rect.bottom > 0 &&
          rect.top < innerHeight &&
          rect.right > 0 &&
          rect.left < innerWidth,
        name: `${child.tagName.toLowerCase()}.${child.getAttribute('class') ?? ''}`,
      };
      walk(child, childPath);
    }
  };
  walk(document.body, 'body');
  return out;
}

/** The boxes that show in some cut of the page and start elsewhere once the whole page is parsed. */
async function movedByTheRest(page: Page, path: string): Promise<string[]> {
  const url = new URL(path, test.info().project.use.baseURL).href;
  const response = await page.request.get(url);
  expect(response.ok()).toBeTruthy();
  // The chunks and the server-component payload go (no hydration); React's inline scripts that reveal streamed
  // parts stay, as they run while the document is parsed.
  const html = (await response.text())
    .replace(/<script[^>]*\ssrc=[^>]*><\/script>/g, '')
    .replace(/<script[^>]*>self\.__next_f[\s\S]*?<\/script>/g, '');
  const bodyAt = html.indexOf('<body');
  const tags = [...html.matchAll(/<[a-zA-Z]/g)].map((m) => m.index).filter((at) => at > bodyAt);
  const layOut = async (document: string) => {
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: document }));
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.unroute(url);
    return page.evaluate(boxes);
  };
  const whole = await layOut(html);
  const moved = new Set<string>();
  const step = Math.max(1, Math.floor(tags.length / CUTS));
  for (let i = 0; i < tags.length; i += step) {
    const cut = await layOut(html.slice(0, tags[i]));
    for (const [key, box] of Object.entries(cut)) {
      const after = whole[key];
      if (!box.shown || !after) continue;
      const distance = Math.abs(box.start - after.start) + Math.abs(box.top - after.top);
      if (distance >= 1) {
        moved.add(
          `${box.name} (${Math.round(box.start)}, ${Math.round(box.top)}) → (${Math.round(after.start)}, ${Math.round(after.top)})`,
        );
      }
    }
  }
  return [...moved];
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const path of ['/', '/live', '/settings', '/ar', '/ar/live']) {
      test(`${path} painted half-parsed does not move when the rest arrives`, async ({ page }) => {
        expect(await movedByTheRest(page, path)).toEqual([]);
      });
    }

    test('a live match and its league page painted half-parsed do not move when the rest arrives', async ({
      page,
      request,
    }) => {
      const [match] = await apiMatches(request, 'match_status=1&sport_key=football&limit=1');
      if (!match) throw new Error('no live football match');
      expect(await movedByTheRest(page, `/${match.sportKey}/${match.slug}`)).toEqual([]);
      expect(await movedByTheRest(page, `/${match.sportKey}/${match.tournament.slug}`)).toEqual([]);
    });
  });
}
