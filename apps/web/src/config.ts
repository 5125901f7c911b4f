/**
 * The web app's configuration, read from the environment in this one place (CONVENTIONS: nowhere else reads
 * `process.env`). Imported by `next.config.ts` (build time: the rewrites) and by server code (run time: fetches).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `SERVER_URL` | `http://127.0.0.1:4000` | the API server; same-origin rewrites and server-side fetches go there |
 * | `SITE_URL` | `http://localhost:3000` | public origin, for canonical links, alternates and Open Graph |
 * | `BRAND_NAME` | `Sportsbook` | operator name in titles, Open Graph and the organisation JSON-LD |
 * | `NEXT_DIST_DIR` | `.next` | build output folder (the browser tests build into their own) |
 */

function url(name: string, fallback: string): string {
  const raw = process.env[name] ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return parsed.origin;
}

function text(name: string, fallback: string, pattern: RegExp): string {
  const raw = process.env[name] ?? fallback;
  if (!pattern.test(raw)) throw new Error(`${name} has an invalid value "${raw}"`);
  return raw;
}

export const config = {
  serverUrl: url('SERVER_URL', 'http://127.0.0.1:4000'),
  siteUrl: url('SITE_URL', 'http://localhost:3000'),
  brandName: text('BRAND_NAME', 'Sportsbook', /^.{1,60}$/),
  distDir: text('NEXT_DIST_DIR', '.next', /^\.[\w.-]+$/),
} as const;
