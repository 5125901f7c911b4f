/**
 * A coded failure the error handler turns into `{ error: { code, message, localized_message?, details } }` with
 * `status`.
 * Throw it from services for any rule the caller broke; throw plain Errors only for bugs.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly details?: unknown,
    /** Text for the player (the error body's `localized_message`), when the caller has one. */
    readonly localizedMessage?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string, id: string | number) =>
  new AppError(404, 'not_found', `${what} ${id} was not found`);
export const badRequest = (message: string, details?: unknown) => new AppError(400, 'bad_request', message, details);

/** A refused field: `validation_failed` with the field's path and what is wrong with it (400 unless told). */
export function fieldError(path: string, message: string, status = 400): AppError {
  return new AppError(status, 'validation_failed', `${path}: ${message}`, [{ path, message }]);
}
