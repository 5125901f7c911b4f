import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { beforeSend, type ReportEvent, shouldReport, skipReport } from './report-rules';

const apiError = (status: number, code: string | number, url: string | null) => {
  const error = new ApiError(status, code, `HTTP ${status}`, null, { field: 'x' });
  error.url = url;
  return error;
};

describe('what the browser reports (spec 001 §8)', () => {
  it('reports ordinary errors', () => {
    expect(shouldReport(new TypeError("Cannot read properties of undefined (reading 'odds')"))).toBe(true);
    expect(shouldReport(new Error('bet slip reducer invariant broken'))).toBe(true);
    expect(shouldReport('a thrown string')).toBe(true);
    expect(shouldReport(null)).toBe(true);
  });

  it('does not report network, abort, time-out and cancelled errors', () => {
    expect(shouldReport(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldReport(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
    expect(shouldReport(new TypeError('Load failed'))).toBe(false);
    expect(shouldReport(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(shouldReport(new DOMException('signal timed out', 'TimeoutError'))).toBe(false);
    expect(shouldReport(new Error('timeout of 5000ms exceeded'))).toBe(false);
    expect(shouldReport(Object.assign(new Error('CancelledError'), { name: 'CancelledError' }))).toBe(false);
    expect(shouldReport(apiError(0, 'network', '/api/v3/bets'))).toBe(false);
  });

  it('does not report chunk-load and script-load failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(shouldReport(chunk)).toBe(false);
    expect(shouldReport(new Error('Loading CSS chunk app-layout failed'))).toBe(false);
    expect(shouldReport(new TypeError('Failed to fetch dynamically imported module: /_next/static/x.js'))).toBe(false);
    expect(shouldReport(new TypeError('Importing a module script failed.'))).toBe(false);
    expect(shouldReport('Script error.')).toBe(false);
  });

  it('does not report the resize-observer loop message', () => {
    expect(shouldReport('ResizeObserver loop limit exceeded')).toBe(false);
    expect(shouldReport(new Error('ResizeObserver loop completed with undelivered notifications.'))).toBe(false);
  });

  it('does not report errors of marketing and tracking scripts, or of browser extensions', () => {
    const error = new TypeError("Cannot read properties of null (reading 'push')");
    expect(shouldReport(error, 'https://www.googletagmanager.com/gtm.js?id=GTM-X')).toBe(false);
    expect(shouldReport(error, 'https://connect.facebook.net/en_US/fbevents.js')).toBe(false);
    expect(shouldReport(error, 'chrome-extension://abcdef/content.js')).toBe(false);
    expect(shouldReport(error, 'https://bets.example/_next/static/chunks/app.js')).toBe(true);
    expect(shouldReport(error, 'https://googletagmanager.com.evil.example/x.js')).toBe(true);
  });

  it('does not report errors flagged to skip', () => {
    const handled = skipReport(new Error('share lookup failed, modal shown'));
    expect(shouldReport(handled)).toBe(false);
    expect(shouldReport(new Error('share lookup failed, modal shown'))).toBe(true);
  });

  it('does not report jackpot reads that answered 400, 404 or 500, and reports their other statuses', () => {
    for (const status of [400, 404, 500]) {
      expect(shouldReport(apiError(status, `http_${status}`, 'https://bets.example/api/v3/jackpots?locale=en'))).toBe(
        false,
      );
      expect(shouldReport(apiError(status, `http_${status}`, '/api/v3/jackpot-hits?for_user=true'))).toBe(false);
    }
    expect(shouldReport(apiError(503, 'http_503', '/api/v3/jackpots?locale=en'))).toBe(true);
    expect(shouldReport(apiError(403, 'forbidden', '/api/v3/jackpots'))).toBe(true);
    expect(shouldReport(apiError(500, 'internal_error', '/api/v3/bets'))).toBe(true);
  });

  it('does not report out-of-limit answers', () => {
    expect(shouldReport(apiError(403, 'session_limit_reached', '/api/platform/session'))).toBe(false);
    expect(shouldReport(apiError(422, 'deposit_limit_exceeded', '/api/platform/payments'))).toBe(false);
    expect(shouldReport(apiError(422, 'validation_failed', '/api/platform/payments'))).toBe(true);
  });
});

describe('beforeSend', () => {
  const event = (
    type: string,
    value: string,
    filename = 'https://bets.example/_next/static/chunks/page.js',
  ): ReportEvent => ({
    exception: { values: [{ type, value, stacktrace: { frames: [{ filename }] } }] },
  });

  it('drops an event by its original error, or by its type, message and top frame when there is none', () => {
    expect(
      beforeSend(event('TypeError', 'Failed to fetch'), { originalException: new TypeError('Failed to fetch') }),
    ).toBeNull();
    expect(beforeSend(event('Error', 'ResizeObserver loop limit exceeded'), {})).toBeNull();
    expect(beforeSend(event('TypeError', 'x is null', 'https://www.google-analytics.com/analytics.js'), {})).toBeNull();
    expect(beforeSend({ message: 'Script error.' }, {})).toBeNull();
    const kept = event('TypeError', 'x is null');
    expect(beforeSend(kept, { originalException: new TypeError('x is null') })).toBe(kept);
  });

  it("adds an API error's address, status, code and answer", () => {
    const error = apiError(502, 'http_502', 'https://bets.example/api/v3/bets');
    const sent = beforeSend(event('ApiError', 'HTTP 502'), { originalException: error });
    expect(sent?.contexts?.response).toEqual({
      url: 'https://bets.example/api/v3/bets',
      status: 502,
      code: 'http_502',
      message: 'HTTP 502',
      details: { field: 'x' },
    });
  });
});
