import type { ErrorBody } from '@sportsbook/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** API prefixes whose state-changing calls need the application header and an allowed origin. */
export const GUARDED_PREFIXES = ['/api/platform', '/api/sportsbook', '/api/v3'] as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether `path` (no query) is one of the guarded APIs: the prefix itself or anything below it. */
export function isGuardedPath(path: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function forbidden(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** The origin the request was addressed to (`Host`, or `X-Forwarded-Host` behind the trusted proxy). */
function ownHosts(request: FastifyRequest): string[] {
  const hosts: string[] = [];
  const forwarded = request.headers['x-forwarded-host'];
  if (typeof forwarded === 'string' && forwarded !== '') hosts.push(forwarded.split(',')[0]?.trim() ?? '');
  if (request.headers.host) hosts.push(request.headers.host);
  return hosts.filter(Boolean).map((h) => h.toLowerCase());
}

function originAllowed(origin: string, allowed: ReadonlySet<string>, request: FastifyRequest): boolean {
  if (allowed.has('*') || allowed.has(origin)) return true;
  // Same-origin calls (the sandbox cashier page served by this server) carry their own host.
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    // Read the Host header through URL so default ports compare equal ("localhost:80" is "localhost" for http).
    return ownHosts(request).some((host) => new URL(`${url.protocol}//${host}`).host === url.host);
  } catch {
    return false;
  }
}

/**
 * CSRF defence of the JSON APIs. A POST, PUT, PATCH or DELETE under /api/platform, /api/sportsbook or /api/v3
 * must carry a non-empty `X-Application` header (a custom header: a cross-site form or image cannot send it, and a
 * cross-site fetch with it needs a CORS preflight this server never grants) and, when the browser sends `Origin`,
 * an origin from ALLOWED_ORIGINS (or the server's own). Otherwise 403 with the error body.
 * The real-time endpoints (`/emulation`, `/connection/*`), `/api/publish` and `/api/test/*` are not covered.
 */
export function registerApplicationGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!isGuardedPath(path)) return;
    const application = request.headers['x-application'];
    if (typeof application !== 'string' || application.trim() === '') {
      return reply
        .status(403)
        .send(forbidden('application_header_missing', 'The X-Application header is required for this call.'));
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !originAllowed(origin, allowed, request)) {
      request.log.warn({ origin, path }, 'cross-origin call refused');
      return reply.status(403).send(forbidden('origin_not_allowed', `Calls from ${origin} are not allowed.`));
    }
  });
}
