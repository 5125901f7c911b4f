import { readCookie } from './cookie';
import { COOKIES } from './storage-keys';

/** Provider overrides by provider type (`payment` → `sandbox`). */
export type ProviderOverrides = Readonly<Record<string, string>>;

/** One `type:provider` pair: lower-case words of letters, digits, `_` and `-` (a provider id, never markup). */
const PAIR = /^([a-z][a-z0-9_-]{0,31}):([a-z0-9][a-z0-9_-]{0,63})$/;

/**
 * Reads the `test_custom_providers` cookie value (spec 000 §5): `type:provider` pairs separated by `|`, e.g.
 * `payment:sandbox|feed:simulator`. Spaces around a pair are ignored and a repeated type keeps its last provider;
 * anything else malformed (an empty pair, a missing colon, other characters) makes the whole value invalid, so
 * null: the spec ignores an invalid format as a whole rather than applying part of it.
 */
export function parseTestProviders(raw: string | null | undefined): ProviderOverrides | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const overrides: Record<string, string> = {};
  for (const part of raw.split('|')) {
    const match = PAIR.exec(part.trim().toLowerCase());
    if (!match?.[1] || !match[2]) return null;
    overrides[match[1]] = match[2];
  }
  return overrides;
}

/** The provider a tester forces for `type` in this browser (the cookie), or null. */
export function testProviderFor(type: string): string | null {
  try {
    return parseTestProviders(readCookie(COOKIES.testCustomProviders))?.[type] ?? null;
  } catch {
    return null;
  }
}
