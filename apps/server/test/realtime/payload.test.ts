import fc from 'fast-check';
import { applyDelta } from 'fossil-delta';
import { describe, expect, it } from 'vitest';
import { localeChannel, matchChannel, mayRead, parseChannel, streamOf, userChannel } from '../../src/realtime/channels';
import { encodePayload, makeDelta, RawJson, stringifyWithRaw } from '../../src/realtime/payload';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What centrifuge-js does with a delta string received in JSON: encode, apply, decode. */
function clientApply(base: string, delta: string): string {
  return decoder.decode(applyDelta(encoder.encode(base), encoder.encode(delta)));
}

describe('payload encoding', () => {
  it('escapes every non-ASCII character and keeps the value', () => {
    const value = { home: 'Atlético', away: 'Beşiktaş', other: 'Црвена звезда', emoji: '⚽🏆', sep: '\u2028' };
    const json = encodePayload(value);
    expect(/^[\x20-\x7e]*$/.test(json)).toBe(true);
    expect(json).toContain('Atl\\u00e9tico');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('refuses values without a JSON form', () => {
    expect(() => encodePayload(undefined)).toThrow(TypeError);
  });

  it('gives deltas that survive the client UTF-8 round trip, for any pair of payloads', () => {
    const payload = fc.record({
      name: fc.string({ unit: 'grapheme', maxLength: 40 }),
      odds: fc.array(fc.integer({ min: 1000, max: 100_000 }), { maxLength: 20 }),
      note: fc.string({ unit: 'binary', maxLength: 60 }),
    });
    fc.assert(
      fc.property(payload, payload, (a, b) => {
        const base = encodePayload(a);
        const target = encodePayload(b);
        const delta = makeDelta(Buffer.from(base), Buffer.from(target));
        if (delta === null) return; // sent in full
        expect(delta.length).toBeLessThan(target.length);
        expect(JSON.parse(clientApply(base, delta))).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });

  it('sends full when the delta is not smaller', () => {
    expect(makeDelta(Buffer.from('1'), Buffer.from('2'))).toBeNull();
  });

  it('embeds raw JSON verbatim', () => {
    const text = stringifyWithRaw({
      id: 1,
      history: { publications: [{ data: new RawJson('{"a":[1,2]}'), offset: 3 }] },
    });
    expect(text).toBe('{"id":1,"history":{"publications":[{"data":{"a":[1,2]},"offset":3}]}}');
  });
});

describe('channels', () => {
  it('parses the three channel kinds and nothing else', () => {
    expect(parseChannel('sportsbook:en')).toEqual({ kind: 'locale', locale: 'en' });
    expect(parseChannel('sportsbook:en-AU:match:123')).toEqual({ kind: 'match', locale: 'en-AU', matchId: '123' });
    expect(parseChannel('$user:42')).toEqual({ kind: 'user', playerId: '42' });
    for (const bad of ['sportsbook', 'sportsbook:', 'user:42', '$user:', 'sportsbook:en:match:', 'x:en', '$user:1:2']) {
      expect(parseChannel(bad)).toBeNull();
    }
  });

  it('uses pt for br and lets only the player read $user:{id}', () => {
    expect(localeChannel('br')).toBe('sportsbook:pt');
    expect(matchChannel('br', 9)).toBe('sportsbook:pt:match:9');
    expect(mayRead(userChannel(42), '42')).toBe(true);
    expect(mayRead(userChannel(42), '7')).toBe(false);
    expect(mayRead(userChannel(42), null)).toBe(false);
    expect(mayRead(localeChannel('en'), null)).toBe(true);
  });

  it('maps every locale of a public channel to one stream, which is not itself a channel', () => {
    expect(streamOf('sportsbook:en')).toBe('sportsbook');
    expect(streamOf('sportsbook:zh-TW')).toBe('sportsbook');
    expect(streamOf('sportsbook:fr:match:12')).toBe('sportsbook:match:12');
    expect(streamOf('sportsbook:en-AU:match:12')).toBe('sportsbook:match:12');
    expect(streamOf('$user:42')).toBe('$user:42');
    expect(streamOf('news:1')).toBeNull();
    for (const stream of ['sportsbook', 'sportsbook:match:12']) expect(parseChannel(stream)).toBeNull();
  });
});
