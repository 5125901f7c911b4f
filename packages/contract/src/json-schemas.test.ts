import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GENERATED_SCHEMAS, jsonSchemaOf } from './json-schemas';
import { conforms, type JsonSchema } from './json-shape';
import { readRealtimeEvent } from './realtime-event-reader';
import { realtimeEventSchema } from './realtime-events';

/** Values near a JSON Schema: mostly conforming, with wrong types, missing keys and extra keys mixed in. */
function near(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => near(s, depth + 1)));
  if ('const' in schema)
    return fc.oneof({ weight: 40, arbitrary: fc.constant(schema.const) }, { weight: 1, arbitrary: wrong });
  if (schema.enum)
    return fc.oneof({ weight: 40, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: wrong });
  const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? ['null']);
  const byType = (type: string): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object': {
        if (depth > 6) return fc.constant({});
        const props = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const record = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, near(s, depth + 1)])), {
          requiredKeys: Object.keys(props).filter((k) => required.has(k)),
        });
        return fc
          .tuple(
            record,
            fc.oneof(
              { weight: 12, arbitrary: fc.constant(null) },
              { weight: 1, arbitrary: fc.constantFrom('extra', 'ts', 'type') },
            ),
            fc.nat(20),
          )
          .map(([value, extra, drop]) => {
            const out: Record<string, unknown> = { ...value };
            if (extra !== null) out[extra] = 1;
            const keys = Object.keys(out);
            if (drop === 0 && keys.length > 0) delete out[keys[0] as string];
            return out;
          });
      }
      case 'array':
        return depth > 6 || !schema.items
          ? fc.constant([])
          : fc.array(near(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: 2 });
      case 'string':
        return schema.pattern
          ? fc.oneof(
              { weight: 4, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) },
              { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
            )
          : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(6, schema.minLength ?? 0) });
      case 'number':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 1, max: 5 }));
      case 'integer':
        return fc.oneof(
          { weight: 20, arbitrary: fc.integer({ min: 0, max: 5 }) },
          { weight: 1, arbitrary: fc.constant(1.5) },
        );
      case 'boolean':
        return fc.boolean();
      default:
        return fc.constant(null);
    }
  };
  return fc.oneof({ weight: 40, arbitrary: fc.oneof(...types.map(byType)) }, { weight: 1, arbitrary: wrong });
}

describe('generated JSON Schemas of the contract', () => {
  it.each(Object.entries(GENERATED_SCHEMAS))(
    '%s is up to date (npm run generate -w @sportsbook/contract)',
    (file, schema) => {
      const committed = JSON.parse(readFileSync(new URL(`./generated/${file}`, import.meta.url), 'utf8'));
      expect(committed).toEqual(jsonSchemaOf(schema as z.ZodType));
    },
  );
});

describe('conforms: the browser’s check agrees with zod', () => {
  it.each(Object.entries(GENERATED_SCHEMAS))('accepts exactly what the schema of %s parses', (_, schema) => {
    const zodSchema = schema as z.ZodType;
    const jsonSchema = jsonSchemaOf(zodSchema) as JsonSchema;
    let accepted = 0;
    fc.assert(
      fc.property(near(jsonSchema), (value) => {
        const ok = zodSchema.safeParse(value).success;
        if (ok) accepted += 1;
        expect(conforms(jsonSchema, value)).toBe(ok);
      }),
      { numRuns: 3000 },
    );
    // The generator must reach valid values too, or the agreement says little.
    expect(accepted).toBeGreaterThan(100);
  });

  it('reads a publication into a typed event, and drops anything else', () => {
    const balance = { type: 'balance_changed', payload: { ts: 1, currency: 'EUR', balance: 500, entryId: 3 } };
    expect(realtimeEventSchema.safeParse(balance).success).toBe(true);
    expect(readRealtimeEvent(balance)).toEqual(balance);
    expect(readRealtimeEvent({ type: 'markets_changed', payload: { ts: 1, markets: 'nope' } })).toBeNull();
    expect(readRealtimeEvent({ type: 'match_changed', payload: null })).toBeNull();
    expect(readRealtimeEvent({ type: 'unknown', payload: {} })).toBeNull();
  });

  it('oneOf holds when exactly one branch conforms, whether the branches are tagged by a const or not', () => {
    const tagged: JsonSchema = {
      oneOf: [
        { type: 'object', required: ['kind', 'n'], properties: { kind: { const: 'a' }, n: { type: 'integer' } } },
        { type: 'object', required: ['kind'], properties: { kind: { const: 'b' }, n: { type: 'string' } } },
      ],
    };
    expect(conforms(tagged, { kind: 'a', n: 1 })).toBe(true);
    expect(conforms(tagged, { kind: 'b', n: 'x' })).toBe(true);
    expect(conforms(tagged, { kind: 'b', n: 1 })).toBe(false);
    expect(conforms(tagged, { kind: 'c', n: 1 })).toBe(false);
    expect(conforms(tagged, { n: 1 })).toBe(false);
    expect(conforms(tagged, [])).toBe(false);
    // Not tagged (the key is optional in one branch): both branches conform to {}, so oneOf fails; one does to {n:1}.
    const untagged: JsonSchema = {
      oneOf: [
        { type: 'object', properties: { n: { type: 'integer' } } },
        { type: 'object', required: ['m'], properties: { m: { type: 'integer' } } },
      ],
    };
    expect(conforms(untagged, { n: 1 })).toBe(true);
    expect(conforms(untagged, { n: 1, m: 2 })).toBe(false);
    expect(conforms({ oneOf: [{ type: 'object' }, { type: 'object' }] }, {})).toBe(false);
  });
});
