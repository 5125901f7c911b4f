import { createDelta } from 'fossil-delta';

const NON_ASCII = /[\u007f-\uffff]/g;

function escapeChar(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * Compact JSON with every character from U+007F up written as `\uXXXX` (surrogate pairs as two escapes).
 * Publication payloads are stored and sent in this form so that fossil deltas between them are pure ASCII:
 * a delta of raw UTF-8 can split a multi-byte character, which the client cannot decode (reference §3 rule 5).
 * Throws when the value has no JSON form (`undefined`, a function, a symbol).
 */
export function encodePayload(value: unknown): string {
  const json = JSON.stringify(value);
  if (typeof json !== 'string') throw new TypeError('publication data has no JSON representation');
  return escapeNonAscii(json);
}

/** Rewrites non-ASCII characters of a JSON text as `\uXXXX` escapes; the JSON value is unchanged. */
export function escapeNonAscii(json: string): string {
  return json.replace(NON_ASCII, escapeChar);
}

/** A JSON text to embed as is by {@link stringifyWithRaw}. */
export class RawJson {
  constructor(readonly json: string) {}
}

const PLACEHOLDER = /"\\u0000raw(\d+)\\u0000"/g;

/**
 * `JSON.stringify` that embeds {@link RawJson} values verbatim: publication data travels as raw JSON
 * inside replies without being parsed again.
 */
export function stringifyWithRaw(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) return `\u0000raw${raws.push(v.json) - 1}\u0000`;
    return v;
  });
  if (raws.length === 0) return text;
  return text.replace(PLACEHOLDER, (_m, i: string) => raws[Number(i)] ?? 'null');
}

/**
 * A fossil delta from `base` to `target` as a string, or null when the full payload should go instead:
 * when the delta is not smaller than the target, or when its bytes do not survive a UTF-8 round trip
 * (the client encodes the received string with `TextEncoder` before applying it).
 */
export function makeDelta(base: Uint8Array, target: Uint8Array): string | null {
  const delta = Buffer.from(createDelta(base, target));
  if (delta.length >= target.length) return null;
  const text = delta.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(delta)) return null;
  return text;
}
