/**
 * Whether a database error (or one it wraps as `cause`) is a unique violation (SQLSTATE 23505), of `constraint` when
 * given and the driver names it (PGlite and node-postgres both do; some wrappers do not, which then counts as a match).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || name === undefined || name === constraint)) return true;
  }
  return false;
}

/** Whether a database error (or one it wraps) is a deadlock the database broke (SQLSTATE 40P01): safe to run again. */
export function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}
