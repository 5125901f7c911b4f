// Serves the live-page storm's floor (`fixtures/storm-floor`): its page for any path, its script, the `centrifuge`
// browser build, and the API and hub through the web app's own proxy (`apps/web/api-proxy.mjs`), so the page talks to
// the hub over the same kind of same-origin WebSocket as the product.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createApiProxy } from '../../apps/web/api-proxy.mjs';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/storm-floor/${name}`, import.meta.url));
/** The client's browser build, from the web app's own `centrifuge` (the package exports only its modules). */
function centrifugeBuild(): Buffer {
  const main = createRequire(new URL('../../apps/web/package.json', import.meta.url)).resolve('centrifuge');
  return readFileSync(join(dirname(main), '../dist/centrifuge.js'));
}

export async function startStormFloor(
  port: number,
  apiUrl: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const files: Record<string, { body: Buffer; type: string }> = {
    '/floor.js': { body: fixture('floor.js'), type: 'text/javascript' },
    '/centrifuge.js': { body: centrifugeBuild(), type: 'text/javascript' },
  };
  const page = fixture('index.html');
  const api = createApiProxy(apiUrl);
  const server = createServer((req, res) => {
    if (api.handle(req, res)) return;
    const file = files[(req.url ?? '/').split('?')[0] ?? '/'];
    res.writeHead(200, { 'content-type': file?.type ?? 'text/html; charset=utf-8' });
    res.end(file?.body ?? page);
  });
  server.on('upgrade', (req, socket, head) => {
    if (!api.upgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
