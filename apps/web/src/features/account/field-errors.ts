import type { FieldDetail } from '../../shared/api/platform-api';

/** A form's problems: messages per field name (the wire name, e.g. `email`) and the ones that belong to no field. */
export type FormErrors = { fields: Record<string, string>; form: string | null };

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

/**
 * Maps the server's error details (`[{ path: 'body.user.email', message }]`) onto the form's fields: the last
 * segment of the path names the field. Problems at a path the form has no field for, and errors without details,
 * become the form-level message. The first message of a field wins.
 */
export function mapFieldErrors(
  details: readonly FieldDetail[],
  fields: readonly string[],
  fallback: string | null,
  label: (field: string, message: string) => string = (_f, m) => m,
): FormErrors {
  const result: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const detail of details) {
    const segments = detail.path.split(/[.[\]/]+/).filter(Boolean);
    const field = [...segments].reverse().find((s) => fields.includes(s));
    if (field) {
      result[field] ??= label(field, detail.message);
    } else unplaced.push(detail.message);
  }
  const form = Object.keys(result).length === 0 ? (fallback ?? unplaced[0] ?? null) : (unplaced[0] ?? null);
  return { fields: result, form };
}
