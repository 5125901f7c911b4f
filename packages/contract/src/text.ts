/**
 * One rule for all text on the wire (issue 14): no string a client sends, in a body, a query or a path parameter,
 * may contain NUL (U+0000). PostgreSQL's `text` and `jsonb` cannot store it (the insert fails), and no field of this
 * API has a use for it. The server applies it to every request before validation (`plugins/text-guard.ts`).
 */
const NUL = '\u0000';

/**
 * The path (`body.user.nickname`, `query.code`, `params.id`) of the first string holding NUL, keys included, or null.
 * Iterative, so any nesting depth is safe to walk.
 */
export function nulPath(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}.${i}`]);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes(NUL)) return path;
        stack.push([inner, `${path}.${key}`]);
      }
    }
  }
  return null;
}
