/**
 * Origin policy of the real-time endpoints. Without a list every origin is allowed (development);
 * with one, a browser request from another origin is refused (WebSocket 403) or gets no CORS headers.
 * A request without `Origin` (same-origin navigation, servers, tests) is always allowed.
 */
export class OriginPolicy {
  readonly #allowed: ReadonlySet<string> | null;

  constructor(allowedOrigins: readonly string[] | undefined) {
    const list = (allowedOrigins ?? []).filter((o) => o !== '');
    this.#allowed = list.length === 0 || list.includes('*') ? null : new Set(list);
  }

  allows(origin: string | undefined): boolean {
    return origin === undefined || origin === '' || this.#allowed === null || this.#allowed.has(origin);
  }

  /** CORS headers for a credentialed request from `origin` (echoed, never `*`), or none. */
  corsHeaders(origin: string | undefined): Record<string, string> {
    if (origin === undefined || origin === '' || !this.allows(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    };
  }

  /** Headers answering a CORS preflight for `methods`, echoing the requested headers. */
  preflightHeaders(
    origin: string | undefined,
    requestedHeaders: string | undefined,
    methods: string,
  ): Record<string, string> {
    const headers = this.corsHeaders(origin);
    if (Object.keys(headers).length === 0) return headers;
    headers['access-control-allow-methods'] = methods;
    headers['access-control-allow-headers'] = requestedHeaders ?? 'content-type';
    headers['access-control-max-age'] = '300';
    return headers;
  }
}
