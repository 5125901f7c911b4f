import type { NodeClient, Scope } from '@sentry/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scrubRequest } from '../shared/scrub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends unexpected errors to error tracking (spec 001 §7.5); null when SENTRY_DSN is not set. */
    errorReporter: ErrorReporter | null;
    /**
     * A background job (a timer's sweep, payer or catch-up) failed outside any request: logged, and sent to error
     * tracking when it is on. The job runs again at its next turn.
     */
    backgroundFailed(job: string, error: unknown): void;
  }
}

/** Reports server errors to error tracking. */
export interface ErrorReporter {
  /** A request that failed with a 5xx: the error, with the request's method, URL, headers and body, secrets removed. */
  requestFailed(error: unknown, request: FastifyRequest, status: number): void;
  /** An error outside any request (a background job). */
  failed(error: unknown, context?: Record<string, unknown>): void;
  /** Waits until queued reports are sent (or `timeoutMs` passed); true when everything went out. */
  flush(timeoutMs?: number): Promise<boolean>;
}

/**
 * The Sentry reporter: a client of its own (no global `Sentry.init`, so each app built in a process, tests included,
 * reports to its own DSN) with no automatic instrumentation: the error handler says what to report, and the
 * request is scrubbed before it is attached.
 */
class SentryReporter implements ErrorReporter {
  readonly #client: NodeClient;
  readonly #scope: Scope;

  constructor(sentry: typeof import('@sentry/node'), options: { dsn: string; environment: string }) {
    const { NodeClient, Scope, makeNodeTransport, defaultStackParser, linkedErrorsIntegration, dedupeIntegration } =
      sentry;
    this.#scope = new Scope();
    this.#client = new NodeClient({
      dsn: options.dsn,
      environment: options.environment,
      transport: makeNodeTransport,
      stackParser: defaultStackParser,
      integrations: [linkedErrorsIntegration(), dedupeIntegration()],
      // The SDK collects nothing by itself (no users, cookies, headers, bodies): the request is attached scrubbed,
      // below. No tracing, no client reports.
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      sendClientReports: false,
      tracesSampleRate: 0,
    });
    this.#scope.setClient(this.#client);
    this.#client.init();
  }

  requestFailed(error: unknown, request: FastifyRequest, status: number): void {
    const scope = this.#scope.clone();
    const reported = scrubRequest({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body,
    });
    scope.setTag('status_code', String(status));
    scope.setTag('route', request.routeOptions.url ?? 'unknown');
    scope.addEventProcessor((event) => ({ ...event, request: { ...reported } }));
    scope.captureException(error);
  }

  failed(error: unknown, context: Record<string, unknown> = {}): void {
    const scope = this.#scope.clone();
    scope.setContext('details', context);
    scope.captureException(error);
  }

  async flush(timeoutMs = 2000): Promise<boolean> {
    return this.#client.flush(timeoutMs);
  }

  async close(timeoutMs = 2000): Promise<boolean> {
    return this.#client.close(timeoutMs);
  }
}

/**
 * Decorates `app.errorReporter`: a Sentry reporter when SENTRY_DSN is set (queued reports are sent before the app
 * closes), else null. The SDK is imported only then: unused, it would cost start-up time and memory.
 */
export async function registerErrorReporting(
  app: FastifyInstance,
  options: { dsn: string | undefined; environment: string },
): Promise<void> {
  const reporter = options.dsn
    ? new SentryReporter(await import('@sentry/node'), { ...options, dsn: options.dsn })
    : null;
  app.decorate('errorReporter', reporter);
  app.decorate('backgroundFailed', (job: string, error: unknown) => {
    app.log.error({ err: error, job }, `${job} failed`);
    reporter?.failed(error, { job });
  });
  if (!reporter) return;
  app.addHook('onClose', async () => {
    await reporter.close();
  });
}
