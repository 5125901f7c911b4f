import { expect, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';

test('page source has canonical, alternates with x-default, noindex, social tags and JSON-LD', async ({ request }) => {
  const response = await request.get('/de/live');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${E2E_ENV.SITE_URL}/de/live"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${E2E_ENV.SITE_URL}/live"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${E2E_ENV.SITE_URL}/ar/live"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${E2E_ENV.SITE_URL}/live"/>`);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta name="twitter:card" content="summary"/>');
  expect(html).toMatch(
    /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Organization"/,
  );
});

test('body attributes name the page, locale, iframe and scroll state', async ({ page }) => {
  await page.goto('/de/live');
  const body = page.locator('body');
  await expect(body).toHaveAttribute('data-page', 'in_play');
  await expect(body).toHaveAttribute('data-locale', 'de');
  await expect(body).toHaveAttribute('data-in-iframe', 'false');
  await expect(body).toHaveAttribute('data-scroll', 'visible');
  await expect(body).toHaveAttribute('data-country', /.*/);
});

test('pages and scripts come brotli-compressed when the browser accepts it, gzip otherwise', async ({ request }) => {
  const brotli = await request.get('/live', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers().vary).toMatch(/accept-encoding/i);
  const html = await brotli.text();
  expect(html).toContain('</html>');
  const script = html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const js = await request.get(script ?? '', { headers: { 'accept-encoding': 'br' } });
  expect(js.headers()['content-encoding']).toBe('br');
  const gzip = await request.get('/live', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
