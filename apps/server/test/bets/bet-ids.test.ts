import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BetIds } from '../../src/modules/bets/bet-ids';

describe('bet ids and references are unguessable (issue 14)', () => {
  const ids = new BetIds('test-key-of-at-least-thirty-two-bytes!!');

  it('maps every database id to a public id and back (a bijection, so never a collision)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), (id) => {
        expect(ids.internalId(ids.publicId(id))).toBe(id);
      }),
    );
    const seen = new Set(Array.from({ length: 10_000 }, (_, i) => ids.publicId(i + 1)));
    expect(seen.size).toBe(10_000);
  });

  it('consecutive bets get references that reveal neither their order nor their count', () => {
    const refs = [91, 92, 93].map((id) => ids.reference(id));
    for (const ref of refs) expect(ref).toMatch(/^SB[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(refs.some((r) => r.includes('91'))).toBe(false);
    const publics = [91, 92, 93].map((id) => ids.publicId(id));
    expect(Math.abs((publics[1] ?? 0) - (publics[0] ?? 0))).toBeGreaterThan(1000);
    // Another key gives other references for the same bets.
    expect(new BetIds('another-key-of-at-least-thirty-two-bytes').reference(91)).not.toBe(refs[0]);
  });

  it('refuses numbers that are not public ids', () => {
    for (const n of [-1, 2 ** 48, 1.5, Number.NaN]) expect(ids.internalId(n)).toBeNull();
  });
});
