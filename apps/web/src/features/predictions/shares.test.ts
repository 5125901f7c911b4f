import { describe, expect, it } from 'vitest';
import { formatShare, predictionMode, shareRows, voteCountKey } from './shares';
import { prediction } from './test-fixtures';

describe('prediction shares', () => {
  it('formats whole percents in the locale', () => {
    expect(formatShare(45, 'en')).toBe('45%');
    expect(formatShare(0, 'en')).toBe('0%');
    expect(formatShare(100, 'en')).toBe('100%');
    expect(formatShare(45, 'de')).toBe('45\u00a0%');
    expect(formatShare(45, 'not-a-locale-at-all')).toBe('45%');
  });

  it('keeps the order, shares and votes of the options and marks the own vote and the result', () => {
    const rows = shareRows(
      prediction({ vote: { data: 'away', createdAt: '2026-01-01T00:00:00.000Z' }, result: 'home', open: false }),
      'en',
    );
    expect(rows.map((r) => [r.key, r.name, r.percent, r.votes, r.mine, r.winner])).toEqual([
      ['home', 'Arsenal', '33%', 1, false, true],
      ['draw', 'Draw', '0%', 0, false, false],
      ['away', 'Chelsea', '67%', 2, true, false],
    ]);
    expect(rows.reduce((sum, r) => sum + r.share, 0)).toBe(100);
  });

  it('lets a signed-in player vote once while open, asks a visitor to sign in, else shows results', () => {
    expect(predictionMode(prediction(), true)).toBe('vote');
    expect(predictionMode(prediction(), false)).toBe('sign-in');
    expect(predictionMode(prediction({ vote: { data: 'home', createdAt: 'x' } }), true)).toBe('results');
    expect(predictionMode(prediction({ open: false }), true)).toBe('results');
    expect(predictionMode(prediction({ open: false }), false)).toBe('results');
  });

  it('says "1 vote" and "2 votes" by the locale\'s plural rules', () => {
    expect(voteCountKey(1, 'en')).toBe('votes-one');
    expect(voteCountKey(2, 'en')).toBe('votes');
    expect(voteCountKey(0, 'en')).toBe('votes');
    expect(voteCountKey(0, 'fr')).toBe('votes-one');
  });
});
