// The web app's one origin for the browser: /api, /connection (the real-time hub: WebSocket, http_stream, SSE) and
// /emulation go to the API server named by SERVER_URL when the web server starts, so one build runs against any API
// (Next's rewrites would fix the address at build time). Requests and replies stream through untouched: no
// buffering, no compression (real-time streams must reach the browser message by message).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export const PROXIED = /^\/(?:api|connection)\/|^\/emulation(?:[/?]|$)/;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer']);

/** Request headers for the API: the browser's, with where the request came from (the API trusts a local proxy). */
function forwardHeaders(req, keepUpgrade) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (HOP_BY_HOP.has(name) && !(keepUpgrade && name === 'connection'))) continue;
    headers[name] = value;
  }
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
  return headers;
}

/**
 * `handle(req, res)` proxies a matching request and answers true (false: not ours); `upgrade(req, socket, head)`
 * does the same for WebSocket upgrades. An unreachable API answers 502 in the API's error shape.
 */
export function createApiProxy(serverUrl) {
  const target = new URL(serverUrl);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const options = (req, keepUpgrade) => ({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    headers: forwardHeaders(req, keepUpgrade),
  });

  function handle(req, res) {
    if (!PROXIED.test(req.url ?? '')) return false;
    const upstream = send(options(req, false), (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.statusMessage, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: { code: 'api_unreachable', message: 'The sportsbook API cannot be reached.' } }));
    });
    req.on('aborted', () => upstream.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
    return true;
  }

  function upgrade(req, socket, head) {
    if (!PROXIED.test(req.url ?? '')) return false;
    const upstream = send(options(req, true));
    upstream.on('upgrade', (reply, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${reply.statusCode} ${reply.statusMessage}`];
      for (let i = 0; i < reply.rawHeaders.length; i += 2)
        lines.push(`${reply.rawHeaders[i]}: ${reply.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('error', () => upstreamSocket.destroy());
    });
    upstream.on('response', (reply) => {
      // The API refused the upgrade: pass its answer on and close.
      socket.end(`HTTP/1.1 ${reply.statusCode} ${reply.statusMessage}\r\nconnection: close\r\n\r\n`);
    });
    upstream.on('error', () => socket.destroy());
    upstream.end();
    return true;
  }

  return { handle, upgrade };
}
