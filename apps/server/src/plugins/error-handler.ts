import type { ErrorBody } from '@sportsbook/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../shared/app-error';

function body(code: string | number, message: string, details?: unknown, localizedMessage?: string): ErrorBody {
  const error: ErrorBody['error'] = { code, message };
  if (localizedMessage !== undefined) error.localized_message = localizedMessage;
  if (details !== undefined) error.details = details;
  return { error };
}

/**
 * The one error handler: coded errors keep their status and code, request validation is a 400 listing every
 * problem, Fastify's client errors (bad JSON, wrong content type, too large) keep their 4xx, anything else is a
 * logged 500 whose message never leaks. Every 5xx goes to error tracking (`app.errorReporter`, when set). Unknown
 * routes answer 404 in the same shape.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.server.errorReporter?.requestFailed(error, request, error.status);
      return reply.status(error.status).send(body(error.code, error.message, error.details, error.localizedMessage));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: `${v.instancePath || '/'}`.replace(/^\//, `${error.validationContext ?? 'input'}.`).replace(/\//g, '.'),
        message: v.message,
      }));
      const message = details.map((d) => `${d.path.replace(/\.$/, '')}: ${d.message}`).join('; ');
      return reply.status(400).send(body('validation_failed', message, details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'invalid_json' : 'bad_request';
      return reply.status(status).send(body(status === 404 ? 'not_found' : code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    request.server.errorReporter?.requestFailed(error, request, 500);
    return reply.status(500).send(body('internal_error', 'Something went wrong on our side; please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
