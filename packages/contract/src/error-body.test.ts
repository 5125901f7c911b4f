import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';
import { errorBodySchema } from './errors';

/** Bodies near the contract's: right and wrong types in every field. */
const nearErrorBody = fc.record(
  {
    error: fc.oneof(
      fc.record(
        {
          code: fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
          message: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
          localized_message: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          details: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

describe('readErrorBody: the error body of the contract, without zod', () => {
  it('accepts exactly what errorBodySchema accepts, and reads the same fields', () => {
    fc.assert(
      fc.property(fc.oneof(nearErrorBody, fc.jsonValue()), (body) => {
        const parsed = errorBodySchema.safeParse(body);
        const read = readErrorBody(body);
        expect(read !== null).toBe(parsed.success);
        if (parsed.success) expect(read).toEqual(parsed.data.error);
      }),
      { numRuns: 2000 },
    );
  });
});
