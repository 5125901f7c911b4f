import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@sportsbook/contract/catalog';
import { describe, expect, it } from 'vitest';
import { queryProblem, SEARCH_MAX, SEARCH_MIN } from './query';

describe('search query bounds', () => {
  it('match the contract (3 to 50 characters)', () => {
    expect(SEARCH_MIN).toBe(SEARCH_MIN_LENGTH);
    expect(SEARCH_MAX).toBe(SEARCH_MAX_LENGTH);
  });

  it('rejects 2 characters, accepts 3 to 50, rejects 51', () => {
    expect(queryProblem('ar')).toBe('too-short');
    expect(queryProblem('  ar  ')).toBe('too-short');
    expect(queryProblem('ars')).toBeNull();
    expect(queryProblem('a'.repeat(50))).toBeNull();
    expect(queryProblem('a'.repeat(51))).toBe('too-long');
  });
});
