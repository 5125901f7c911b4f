/** Types of api-proxy.mjs, for TypeScript importers (the live-page storm's floor server in the benches). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** Paths the web server hands to the API: /api, /connection and /emulation. */
export declare const PROXIED: RegExp;

/** The API proxy of `server.mjs`: each call answers true when the request was the API's (and is now proxied). */
export declare function createApiProxy(serverUrl: string): {
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
};
