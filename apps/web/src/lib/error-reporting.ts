import { afterFirstPaint } from './after-paint';
import type { ApiError } from './api-client';
import { pathTemplate } from './scrub';

/**
 * Error reporting (SPEC §8, issue 14 item 7): only where the server put its tag in the page
 * (staging and production with SENTRY_DSN). This module is all the first load carries; the
 * Sentry client comes in its own chunk once the page has painted and gone idle, and what was
 * reported before it arrived is sent then.
 */

export interface ReportingSettings {
  dsn: string;
  environment: string;
}

/** One failure to send: the error, how it is grouped and labelled, and where it happened. */
export interface Report {
  error: unknown;
  level: 'error' | 'warning';
  tags: Record<string, string>;
  fingerprint?: string[];
}

type Send = (report: Report) => void;

const MAX_QUEUED = 30;
let settings: ReportingSettings | null | undefined;
let send: Send | null = null;
const queue: Report[] = [];
/** Errors already sent once (a failed request that then breaks a route), so none goes twice. */
const reported = new WeakSet<object>();

function readSettings(): ReportingSettings | null {
  const tag = document.querySelector('meta[name="rv-error-reporting"]');
  const dsn = tag?.getAttribute('content');
  return dsn ? { dsn, environment: tag?.getAttribute('data-environment') ?? 'production' } : null;
}

function enqueue(report: Report): void {
  settings ??= readSettings();
  if (!settings) return;
  if (typeof report.error === 'object' && report.error !== null) {
    if (reported.has(report.error)) return;
    reported.add(report.error);
  }
  if (send) send(report);
  else if (queue.length < MAX_QUEUED) queue.push(report);
}

/** Reports any error (a route that broke, a start-up check that failed); nothing is shown. */
export function reportError(error: unknown, kind: string, tags: Record<string, string> = {}): void {
  enqueue({ error, level: 'error', tags: { ...tags, kind } });
}

/** A request the API client could not complete, as `GET /api/trips/:id`, without body or token. */
export class RequestFailure extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(`${method} ${path} failed: ${status === 0 ? 'no answer' : `HTTP ${status}`} ${code}`);
    this.name = 'RequestFailure';
  }
}

/**
 * Every failed API call (SPEC §8: "Any request failure is reported"): no answer, 5xx and
 * answers that broke the contract as errors, other 4xx as warnings (a wrong password, a field
 * left empty, an expired session: the caller shows them, the report counts them). Only the
 * method, the route with its ids replaced, the status and the error code are sent.
 */
export function reportRequestFailure(method: string, url: string, error: ApiError, kind = 'request'): void {
  const path = pathTemplate(url);
  const serious = error.status === 0 || error.status >= 500 || error.code === 'invalid_response';
  enqueue({
    error: new RequestFailure(method, path, error.status, error.code),
    level: serious ? 'error' : 'warning',
    tags: {
      kind,
      'request.method': method,
      'request.path': path,
      'response.status': String(error.status),
      code: error.code,
    },
    fingerprint: [kind, method, path, String(error.status), error.code],
  });
  // The ApiError itself is what callers rethrow; it must not be reported a second time.
  reported.add(error);
}

/**
 * Turns reporting on when the page carries the server's tag: uncaught errors and rejections are
 * reported from now on, and the client loads after first paint.
 */
export function startErrorReporting(): void {
  settings = readSettings();
  const active = settings;
  if (!active) return;
  addEventListener('error', (event) => {
    if (event.error) reportError(event.error, 'uncaught');
  });
  addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandled_rejection'));
  afterFirstPaint(() => {
    import('./error-reporting-client')
      .then(({ startClient }) => {
        send = startClient(active);
        for (const report of queue.splice(0)) send(report);
      })
      // The reporting server's script is unreachable: nothing to do but stay quiet.
      .catch(() => {});
  });
}
