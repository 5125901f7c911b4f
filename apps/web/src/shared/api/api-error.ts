/** An error answer of the sportsbook API (`{ error: { code, message } }`) or a failed request. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the contract's error body; falls back to the HTTP status text. */
export async function toApiError(response: Response): Promise<ApiError> {
  let code: string | number = `http_${response.status}`;
  let message = response.statusText || `HTTP ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const error = (body as { error: { code?: unknown; message?: unknown } }).error;
      if (typeof error.code === 'string' || typeof error.code === 'number') code = error.code;
      if (typeof error.message === 'string') message = error.message;
    }
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(response.status, code, message);
}
