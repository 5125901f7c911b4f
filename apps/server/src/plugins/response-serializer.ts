import { errorBodySchema } from '@sportsbook/contract/errors';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/**
 * Replies are written by the contract: every route declares its response schemas (the contract's zod schemas), and
 * each is compiled once into a fast-json-stringify serializer from its JSON Schema (zod's `toJSONSchema`, output
 * side), so a reply carries exactly the contract's fields, in its types, without a zod pass per reply. Routes get
 * the contract's error body for 4xx and 5xx unless they say otherwise. A schema JSON Schema cannot express falls
 * back to zod (encode, then `JSON.stringify`).
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

/** The serializer compiler of zod response schemas, for an app or a route (`serializerCompiler` route option). */
export const zodSerializerCompiler = ({ schema }: { schema: unknown }) => compile(schema as z.ZodType);

const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

function compile(schema: z.ZodType): (data: unknown) => string {
  const known = compiled.get(schema);
  if (known) return known;
  let serialize: (data: unknown) => string;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    serialize = fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    serialize = (data) => {
      const result = z.encode(schema, data as never);
      return JSON.stringify(result);
    };
  }
  compiled.set(schema, serialize);
  return serialize;
}
