import { describe, expect, it } from 'vitest';
import { nulPath } from './text';

describe('no text on the wire contains NUL', () => {
  it('finds the first string holding NUL, in values and keys, at any depth', () => {
    expect(nulPath({ user: { nickname: 'a\u0000b' } }, 'body')).toBe('body.user.nickname');
    expect(nulPath({ bets: [{ selections: [{ outcome_id: '\u0000' }] }] }, 'body')).toBe(
      'body.bets.0.selections.0.outcome_id',
    );
    expect(nulPath({ 'a\u0000': 1 }, 'query')).toBe('query');
    expect(nulPath('x\u0000', 'params.id')).toBe('params.id');
  });

  it('passes text without NUL, numbers and nulls, and very deep values without recursion', () => {
    expect(nulPath({ a: ['ok', 1, null, { b: 'ü😀' }] }, 'body')).toBeNull();
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
