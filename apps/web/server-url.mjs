// SERVER_URL, the API server the web app talks to, read when a process starts (never baked into a build): by the web
// server for its proxy (server.mjs) and by the app's server code for its fetches (src/config.ts).

export const DEFAULT_SERVER_URL = 'http://127.0.0.1:4000';

/** The API's origin from `env.SERVER_URL` (default http://127.0.0.1:4000); throws naming the variable when invalid. */
export function serverUrlFrom(env) {
  const raw = env.SERVER_URL ?? DEFAULT_SERVER_URL;
  let parsed;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`SERVER_URL must be an absolute URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`SERVER_URL must be an http(s) URL, got "${raw}"`);
  }
  return parsed.origin;
}
