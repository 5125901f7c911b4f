import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { SessionTransport } from './client-session';
import type { Hub } from './hub';
import type { OriginPolicy } from './origins';

/** Largest client frame; a bigger one closes the socket with 1009 (client: message size limit). */
export const MAX_FRAME_BYTES = 65536;

function text(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The transport of one accepted socket: one message per text frame; disconnects in the close frame.
 *
 * With the raw `socket` given, frames sent in one turn of the event loop (a fan-out of several publications, or a
 * reply and its publications) leave in one write: the socket is corked at the first send and uncorked on the next
 * tick. The frames stay separate; only the syscalls are fewer (each costs far more than framing).
 */
export function webSocketTransport(ws: WebSocket, socket?: Duplex): SessionTransport {
  let corked = false;
  const uncork = () => {
    corked = false;
    socket?.uncork();
  };
  return {
    name: 'websocket',
    emulation: false,
    send: (message) => {
      if (socket !== undefined && !corked && ws.readyState === WebSocket.OPEN) {
        corked = true;
        socket.cork();
        process.nextTick(uncork);
      }
      ws.send(message, { binary: false });
    },
    bufferedBytes: () => ws.bufferedAmount,
    close: (disconnect) => {
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) {
        ws.close(disconnect.code, disconnect.reason);
      }
    },
  };
}

/**
 * Serves `GET {path}` WebSocket upgrades on `server` (the Fastify app's HTTP server) with `ws` in
 * `noServer` mode. Upgrades for other paths are left to other listeners (answered 404 when there are none).
 * Returns a function that stops serving new upgrades.
 */
export function serveWebSockets(options: {
  server: Server;
  path: string;
  hub: Hub;
  origins: OriginPolicy;
}): () => void {
  const { server, path, hub, origins } = options;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    if ((query === -1 ? url : url.slice(0, query)) !== path) {
      if (server.listenerCount('upgrade') === 1) refuse(socket, '404 Not Found');
      return;
    }
    if (!origins.allows(request.headers.origin)) {
      refuse(socket, '403 Forbidden');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const session = hub.createSession(webSocketTransport(ws, socket));
      ws.on('message', (data) => session.receiveText(text(data)));
      ws.on('close', () => session.transportClosed());
      // E.g. a frame over maxPayload: ws closes with 1009 by itself, then emits close.
      ws.on('error', (error) => hub.logger.debug({ err: error, client: session.clientId }, 'realtime websocket error'));
    });
  };
  server.on('upgrade', onUpgrade);
  return () => {
    server.off('upgrade', onUpgrade);
    wss.close();
  };
}
