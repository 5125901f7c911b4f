import { describe, expect, it } from 'vitest';
import { matchesQuerySchema, searchQuerySchema } from './catalog-queries';
import { paginate } from './pagination';

describe('catalog query schemas', () => {
  it('reads list parameters as repeated keys or comma lists', () => {
    expect(matchesQuerySchema.parse({ id: ['1', '2'] }).id).toEqual([1, 2]);
    expect(matchesQuerySchema.parse({ id: '3,4' }).id).toEqual([3, 4]);
    expect(matchesQuerySchema.parse({ match_status: '0,1' }).match_status).toEqual([0, 1]);
  });

  it('reads the spec sort keys in every written form and rejects others', () => {
    expect(
      matchesQuerySchema.parse({ sort_by: ['start_time:desc', '-tournament_priority', 'sport_id'] }).sort_by,
    ).toEqual([
      { key: 'start_time', direction: 'desc' },
      { key: 'tournament_priority', direction: 'desc' },
      { key: 'sport_id', direction: 'asc' },
    ]);
    expect(matchesQuerySchema.safeParse({ sort_by: 'popularity' }).success).toBe(false);
    expect(matchesQuerySchema.safeParse({ sort_by: 'start_time:sideways' }).success).toBe(false);
  });

  it('caps list pages at 500 (spec 001 §9) and defaults to page 1', () => {
    expect(matchesQuerySchema.parse({}).page).toBe(1);
    expect(matchesQuerySchema.safeParse({ limit: '500' }).success).toBe(true);
    expect(matchesQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(matchesQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('accepts a search query of 3 to 50 characters only (spec 000 §5)', () => {
    expect(searchQuerySchema.safeParse({ q: 'ars' }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ q: 'ar' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(50) }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(51) }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: '  ab  ' }).success).toBe(false);
  });
});

describe('pagination', () => {
  it('computes the last page, at least 1 for an empty list', () => {
    expect(paginate(0, 1, 50)).toEqual({ total: 0, page: 1, limit: 50, lastPage: 1 });
    expect(paginate(101, 2, 50).lastPage).toBe(3);
    expect(paginate(100, 1, 50).lastPage).toBe(2);
  });
});
