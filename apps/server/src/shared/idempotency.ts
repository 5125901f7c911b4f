import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** `Idempotency-Key`: 1–200 visible ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The request's `Idempotency-Key` (bets and deposits take one), or null without one; a malformed key is 400. A call
 * repeated with the same key and body answers as the first did and moves no money again; the same key with another
 * body is 422 `idempotency_key_reused`.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' && header !== '' ? header : null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(400, 'validation_failed', 'headers.idempotency-key: 1 to 200 visible ASCII characters', [
      { path: 'headers.idempotency-key', message: '1 to 200 visible ASCII characters' },
    ]);
  }
  return key;
}

/** The fingerprint of a request body kept beside its key, to tell a retry from another request (SHA-256, hex). */
export function requestHash(json: string): string {
  return hash('sha256', json, 'hex');
}
