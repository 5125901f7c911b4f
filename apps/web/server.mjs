// The web app's production server: Next.js's own request handler behind brotli/gzip compression, in place of
// `next start`, which compresses with gzip only. Brotli makes the streamed HTML about a quarter smaller (home page
// 44.0 → 31.7 KB) and the scripts 6-7 % smaller, and on a slow mobile network those bytes are what the first
// paint waits for. Streaming is kept: Next flushes the compressor after every chunk it writes (`res.flush`).
// The immutable scripts are served at brotli's best quality once made (static-brotli.mjs).
//
// The API, its real-time hub and their emulation endpoint are proxied to SERVER_URL as read at start (api-proxy.mjs).
//
// node server.mjs [-p PORT] [-H HOST]   (port: -p, else the PORT variable hosting platforms set, else 3000;
//                                         host: every interface unless given)
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { constants } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { createApiProxy, PROXIED } from './api-proxy.mjs';
import { serverUrlFrom } from './server-url.mjs';
import { staticBrotli } from './static-brotli.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The web port must be a number from 0 to 65535, got "${values.port ?? process.env.PORT}".`);
  process.exit(1);
}
const hostname = values.hostname;
const serverUrl = serverUrlFrom(process.env);
// Headers of every page and file (the pages' Content-Security-Policy, with its nonce, comes from src/proxy.ts).
// HSTS only when the site is served over https: on plain http it would be ignored, and wrong for localhost.
const securityHeaders = [
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()'],
  ...(/^https:/.test(process.env.SITE_URL ?? '')
    ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']]
    : []),
];
const api = createApiProxy(serverUrl);

const compress = compression({
  threshold: 1024,
  // Quality 5: near the best size for HTML at a few milliseconds per page; 11 would cost tens of milliseconds.
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  // The API compresses its own replies, and its real-time streams must never be held in a compressor.
  filter: (req, res) => !PROXIED.test(req.url ?? '') && compression.filter(req, res),
});

// The bind address is for listen() only: given to Next, it becomes the host of the locale rewrites' URLs, and a
// request addressed to another spelling (127.0.0.1 against localhost) then answers 307 to itself for ever.
// Next attaches its own 'upgrade' listener to the server of its first request (it served WebSockets through the
// rewrites, which are gone); it gets a stand-in, so WebSocket upgrades reach the API proxy alone.
const app = next({ dev: false, dir: import.meta.dirname, port, httpServer: new EventEmitter() });
await app.prepare();
const handle = app.getRequestHandler();
// The build folder, as next.config reads it (src/config.ts).
const bestStatic = staticBrotli(path.join(import.meta.dirname, process.env.NEXT_DIST_DIR ?? '.next'));

const server = createServer((req, res) => {
  if (api.handle(req, res)) return;
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  if (bestStatic(req, res)) return;
  compress(req, res, () => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});
server.on('upgrade', (req, socket, head) => {
  if (!api.upgrade(req, socket, head)) socket.destroy();
});
server.listen(port, hostname, () => {
  console.log(`web app ready on http://${hostname ?? 'localhost'}:${port} (API: ${serverUrl})`);
});
