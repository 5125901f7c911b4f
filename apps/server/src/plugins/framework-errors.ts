import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@sportsbook/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify's router and Node's HTTP parser make before any route runs, answered in the contract's shape
 * `{ error: { code, message } }` like every other error (issue 14): a URL that is not valid percent-encoding (400
 * `bad_url`), a path parameter over the router's length limit (414 `uri_too_long`), headers or a request line over
 * Node's limit (431 `headers_too_large`), any other malformed request (400 `bad_request`).
 */
const ROUTER_ERRORS: Readonly<Record<string, { status: number; code: string; message: string }>> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'The URL is not valid percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'A part of the URL is too long.' },
};

function body(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Fastify's `frameworkErrors` option: router errors in the error shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_ERRORS[error.code];
  const status = known?.status ?? (error.statusCode && error.statusCode < 500 ? error.statusCode : 400);
  reply.status(status).send(body(known?.code ?? 'bad_request', known?.message ?? 'The request is malformed.'));
}

/** Fastify's `clientErrorHandler` option: what Node's parser refuses, in the error shape, then the socket closes. */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive.']
        : error.code === 'HPE_URI_TOO_LONG'
          ? [414, 'uri_too_long', 'The URL is too long.']
          : [400, 'bad_request', 'The request is malformed.'];
  const payload = JSON.stringify(body(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}
