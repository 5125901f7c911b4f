/**
 * The headers every call of this front end sends (spec 001 §7: platform calls carry credentials, a versioned accept
 * header and an application header). The server answers JSON whatever the accept header; `X-Application` is what its
 * CSRF guard requires on state-changing calls, so it goes on every call.
 */

/** The `X-Application` header value this front end sends. */
export const APPLICATION = 'sportsbook-web';
/** The versioned media type of the platform API (version 1). */
export const VERSIONED_ACCEPT = 'application/vnd.sportsbook.v1+json';

/** Headers of a browser call; `json` adds the content type of a JSON body. */
export function apiHeaders(json: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: VERSIONED_ACCEPT, 'x-application': APPLICATION };
  if (json) headers['content-type'] = 'application/json';
  return headers;
}
