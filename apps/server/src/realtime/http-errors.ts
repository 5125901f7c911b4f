/** The error body of every API of the server (ARCHITECTURE "Wire conventions"). */
export interface ErrorBody {
  error: { code: string | number; message: string; details?: unknown };
}

export function errorBody(code: string | number, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}
