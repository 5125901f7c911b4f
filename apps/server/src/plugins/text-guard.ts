import { nulPath } from '@sportsbook/contract/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/app-error';

/**
 * Applies the contract's text rule (`@sportsbook/contract/text`) to every request before validation: a NUL in any
 * path parameter, query value or body string answers 400 `validation_failed` naming the field, so it never reaches
 * a handler or the database.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = nulPath(request.params, 'params') ?? nulPath(request.query, 'query') ?? nulPath(request.body, 'body');
    if (path === null) return;
    throw new AppError(400, 'validation_failed', `${path}: must not contain the NUL character`, [
      { path, message: 'must not contain the NUL character' },
    ]);
  });
}
