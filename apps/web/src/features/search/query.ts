/**
 * Search query bounds (spec §5: 3 to 50 characters). The same numbers as the contract's
 * SEARCH_MIN_LENGTH / SEARCH_MAX_LENGTH (a test checks it); repeated here because the contract module
 * carries zod, which must not reach the browser bundle.
 */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 50;

/** Why a query cannot be searched, or null when it can. */
export function queryProblem(query: string): 'too-short' | 'too-long' | null {
  const length = query.trim().length;
  if (length < SEARCH_MIN) return 'too-short';
  if (length > SEARCH_MAX) return 'too-long';
  return null;
}
