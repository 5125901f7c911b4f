import { describe, expect, it } from 'vitest';
import { builderHash, parseBuilderHash } from './builder-hash';

describe('the bet builder fragment', () => {
  it('round-trips legs, specifiers with reserved characters included', () => {
    const legs = [
      { marketId: 1, specifier: '', outcomeId: '1' },
      { marketId: 18, specifier: 'total=2.5', outcomeId: '12' },
      { marketId: 41, specifier: 'score=1:0,x', outcomeId: '1-0 (a)' },
    ];
    const hash = builderHash(legs);
    expect(hash.startsWith('#bet-builder=1::1,18:total%3D2.5:12,')).toBe(true);
    expect(parseBuilderHash(hash)).toEqual({ legs });
    // A URL keeps it as it is.
    const url = new URL(`https://example.com/football/a-b${hash}`);
    expect(parseBuilderHash(url.hash)).toEqual({ legs });
  });

  it('opens the builder without legs, skips malformed legs and ignores other fragments', () => {
    expect(builderHash([])).toBe('#bet-builder');
    expect(parseBuilderHash('#bet-builder')).toEqual({ legs: [] });
    expect(parseBuilderHash('#bet-builder=x::1,1:%E0%A4%A:1,2::,10::9')).toEqual({
      legs: [{ marketId: 10, specifier: '', outcomeId: '9' }],
    });
    expect(parseBuilderHash('#markets')).toBeNull();
    expect(parseBuilderHash('')).toBeNull();
  });
});
