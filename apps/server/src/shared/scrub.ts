/**
 * What an error report may carry of a request: the one place that removes secrets before anything leaves the server
 * (error tracking). Keys that name a credential, token or card field lose their value whatever it is; any other
 * string that looks like a card number (13 to 19 digits passing the Luhn check) is masked too, wherever it sits.
 */

export const REDACTED = '[redacted]';

/** Body and query keys whose values are secrets: passwords, tokens, session ids, card data, API keys, one-time codes. */
const SECRET_KEY =
  /pass(word|phrase)?|secret|token|authori[sz]ation|cookie|session|card|cvv|cvc|iban|api[-_]?key|otp|signature|private[-_]?key|verification[-_]?code|sms[-_]?code/i;

/** Headers never reported: credentials and cookies (the idempotency key and the application header are harmless). */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-realtime-api-key',
]);

/** Digit runs (spaces or dashes allowed between groups) long enough to be a card number. */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;
/** Deepest nesting kept; deeper values are dropped (reports stay small, cycles end). */
const MAX_DEPTH = 8;

/** True when the digits pass the Luhn check (card numbers do; most other long numbers do not). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function maskCards(text: string): string {
  return text.replace(CARD_LIKE, (match) => (luhn(match.replace(/\D/g, '')) ? REDACTED : match));
}

/** `value` with secrets removed: secret keys' values replaced, card-like strings masked, at any depth. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskCards(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1)]),
  );
}

/** Headers without credentials and cookies (names lower-cased, as Node gives them). */
export function scrubHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    kept[lower] = SECRET_HEADERS.has(lower) || SECRET_KEY.test(lower) ? REDACTED : maskCards([value].flat().join(', '));
  }
  return kept;
}

/** A path with query string, its secret parameters' values replaced (`/confirm?confirmation_token=…`). */
export function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return maskCards(url);
  const params = new URLSearchParams(url.slice(at + 1));
  for (const [key, value] of [...params]) params.set(key, SECRET_KEY.test(key) ? REDACTED : maskCards(value));
  return `${maskCards(url.slice(0, at))}?${params.toString()}`;
}

/** A request as an error report shows it. */
export type ReportedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: unknown;
};

/** The request of a failed call, secrets removed: method, URL, headers and parsed body. */
export function scrubRequest(request: {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}): ReportedRequest {
  const scrubbed: ReportedRequest = {
    method: request.method,
    url: scrubUrl(request.url),
    headers: scrubHeaders(request.headers),
  };
  if (request.body !== undefined && request.body !== null) scrubbed.data = scrubValue(request.body);
  return scrubbed;
}
