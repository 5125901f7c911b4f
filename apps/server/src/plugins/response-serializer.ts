import { errorBodySchema } from '@sportsbook/contract/errors';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/**
 * Replies are written by the contract: every route declares its response schemas (the contract's zod schemas; the
 * zod type provider checks each handler's return type against them), and routes get the contract's error body for
 * 4xx and 5xx unless they say otherwise. Under test (`NODE_ENV=test`, every test suite) each reply is also checked
 * against its schema, so a reply that drifts from the contract fails the test that made it.
 *
 * Replies serialize with `JSON.stringify`. Measured (docs/decisions.md "One home per rule"): fast-json-stringify
 * compiled from the schemas' JSON Schema was twice as slow on our schemas (their nullable objects and unions make it
 * validate each branch at run time) and cost the placement path ~11 % of its server CPU.
 */
export function registerResponseSerializer(app: FastifyInstance): void {
  app.setSerializerCompiler(zodSerializerCompiler);
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema = route.schema ?? {};
    const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
    response['4xx'] ??= errorBodySchema;
    response['5xx'] ??= errorBodySchema;
    route.schema = { ...schema, response };
  });
}

const checked = process.env.NODE_ENV === 'test';

/** The serializer compiler of zod response schemas, for an app or a route (`serializerCompiler` route option). */
export const zodSerializerCompiler = ({ schema }: { schema: unknown }): ((data: unknown) => string) => {
  if (!checked) return (data) => JSON.stringify(data);
  const zodSchema = schema as z.ZodType;
  return (data) => JSON.stringify(z.encode(zodSchema, data as never));
};
