import {
  browserApiErrorsIntegration,
  dedupeIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser';
import { beforeSend } from './report-rules';

/**
 * Starts Sentry in the browser. Loaded only through `error-reporting.tsx`'s dynamic import when a DSN is set, so
 * the SDK is never part of the first-load JS. Uncaught errors and unhandled rejections are caught by the SDK's
 * global handlers, and so is anything passed to the standard `reportError(error)` (the error boundaries do).
 * No tracing, no replay, no breadcrumbs of the page: errors only, filtered by `report-rules.ts`.
 */
export function startSentry(dsn: string): void {
  init({
    dsn,
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      browserApiErrorsIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    beforeSend,
    maxBreadcrumbs: 0,
    // Errors only, no personal data: no user or IP, no cookies or headers, no query strings (links carry tokens).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
  });
}
