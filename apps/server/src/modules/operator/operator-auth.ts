import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';

/** Whether an `Authorization` header carries the operator key (`Bearer <key>`), compared in constant time. */
export function isOperatorKey(header: string | undefined, key: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(key);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Every route of the plugin it is called in needs the operator key: the operator API is called by the operator's
 * servers, never by a browser (no cookie, no CSRF header), so the key is its only credential.
 */
export function requireOperatorKey(app: FastifyInstance, key: string): void {
  app.addHook('onRequest', async (request) => {
    if (!isOperatorKey(request.headers.authorization, key)) {
      throw new AppError(401, 'operator_unauthorized', 'Send the operator API key as "Authorization: Bearer <key>".');
    }
  });
}
