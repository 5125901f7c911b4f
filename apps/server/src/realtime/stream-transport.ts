import type { ServerResponse } from 'node:http';
import type { SessionTransport, TransportName } from './client-session';

const NEWLINE = Buffer.from('\n');
const SSE_PREFIX = Buffer.from('data: ');
const SSE_SUFFIX = Buffer.from('\n\n');

/**
 * Response headers of both streams (as Centrifugo sends them, plus `no-transform`: a proxy that compresses, such as
 * the web app's rewrites, would otherwise buffer the stream and the client would never see the connect reply).
 */
export const STREAM_HEADERS = {
  'cache-control': 'private, no-cache, no-store, must-revalidate, max-age=0, no-transform',
  pragma: 'no-cache',
  expires: '0',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

function frame(name: TransportName, message: string | Buffer): Buffer {
  const body = typeof message === 'string' ? Buffer.from(message) : message;
  // http_stream: one JSON per line, each ended by \n (the client delivers only complete lines).
  // SSE: one event per message.
  return name === 'sse' ? Buffer.concat([SSE_PREFIX, body, SSE_SUFFIX]) : Buffer.concat([body, NEWLINE]);
}

/**
 * The transport of an http_stream or SSE response. Commands after connect arrive through POST /emulation;
 * a disconnect is a disconnect push followed by the end of the response.
 */
export function streamTransport(name: 'http_stream' | 'sse', response: ServerResponse): SessionTransport {
  return {
    name,
    emulation: true,
    send: (message) => {
      if (!response.writableEnded) response.write(frame(name, message));
    },
    bufferedBytes: () => response.writableLength,
    close: (disconnect) => {
      if (response.writableEnded) return;
      response.end(frame(name, JSON.stringify({ push: { disconnect } })));
    },
  };
}
