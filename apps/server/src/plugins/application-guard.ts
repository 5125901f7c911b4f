import type { ErrorBody } from '@sportsbook/contract/errors';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';

/** API prefixes whose state-changing calls need the application header and an allowed origin. */
export const GUARDED_PREFIXES = ['/api/platform', '/api/sportsbook', '/api/v3'] as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether `path` (no query) is one of the guarded APIs: the prefix itself or anything below it. */
export function isGuardedPath(path: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function refusal(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** JSON media types (`application/json`, `application/problem+json`, with or without parameters). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Whether the request carries a body (a length above 0, or a chunked one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * The hosts the request was addressed to: `request.host` is the Host header, or `X-Forwarded-Host` only when
 * TRUST_PROXY names the proxy (Fastify's trustProxy), so a client cannot widen the same-origin check itself.
 */
function ownHost(request: FastifyRequest): string {
  return request.host.toLowerCase();
}

function originAllowed(origin: string, allowed: ReadonlySet<string>, request: FastifyRequest): boolean {
  if (allowed.has('*') || allowed.has(origin)) return true;
  // Same-origin calls (the sandbox cashier page served by this server) carry their own host.
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    // Read the host through URL so default ports compare equal ("localhost:80" is "localhost" for http).
    return new URL(`${url.protocol}//${ownHost(request)}`).host === url.host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence of the JSON APIs. Every POST, PUT, PATCH or DELETE route under /api/platform, /api/sportsbook or
 * /api/v3 gets a route-level hook (added as the route is declared, so it guards what Fastify routes, whatever the URL
 * spelling: `/%61pi/v3/bets` is `/api/v3/bets`). The call must carry a non-empty `X-Application` header (a custom
 * header: a cross-site form or image cannot send it, and a cross-site fetch with it needs a CORS preflight this
 * server never grants), a JSON body if any (415 otherwise: forms cannot send JSON), and, when the browser sends
 * `Origin`, an origin from ALLOWED_ORIGINS or the server's own. Otherwise 403 with the error body.
 * The real-time endpoints (`/emulation`, `/connection/*`), `/api/publish` and `/api/test/*` are not covered.
 * Must be registered before any route.
 */
export function registerApplicationGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  const guard: onRequestHookHandler = async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const application = request.headers['x-application'];
    if (typeof application !== 'string' || application.trim() === '') {
      return reply
        .status(403)
        .send(refusal('application_header_missing', 'The X-Application header is required for this call.'));
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !originAllowed(origin, allowed, request)) {
      request.log.warn({ origin, url: request.routeOptions.url }, 'cross-origin call refused');
      return reply.status(403).send(refusal('origin_not_allowed', `Calls from ${origin} are not allowed.`));
    }
    const type = request.headers['content-type'] ?? '';
    if (hasBody(request) && !JSON_TYPE.test(type)) {
      return reply
        .status(415)
        .send(refusal('unsupported_media_type', `Send the body as application/json, not ${type || 'no type'}.`));
    }
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => STATE_CHANGING.has(m)) || !isGuardedPath(route.url)) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [guard, ...own];
  });
}
