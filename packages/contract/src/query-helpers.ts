import { z } from 'zod';

/**
 * A query list that arrives as repeated keys (`id=1&id=2`), a comma list (`id=1,2`) or `id[]=1`.
 * Fastify gives a string or a string array; both become an array of the item type.
 */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : [value];
    return parts.flatMap((part) => (typeof part === 'string' ? part.split(',') : [part])).filter((p) => p !== '');
  }, z.array(item).min(1).max(500).optional());
}

/** `true`/`false`/`1`/`0` query flags; anything else is a 400. */
export const queryBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}, z.boolean());

/** Positive integer id in a path or query. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
