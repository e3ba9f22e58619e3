import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  type ErrorEvent,
  type EventHint,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
} from '@sentry/browser';
import type { Report, ReportingSettings } from './error-reporting';
import { scrubText, scrubUrl, scrubValue } from './scrub';

/**
 * The Sentry client, loaded after first paint by error-reporting.ts: a bare BrowserClient with
 * a scope of its own (no replay, no tracing, no automatic breadcrumbs, no global handlers: the
 * small module catches those from the start), and a beforeSend that removes anything personal.
 */

/** Nothing of who the user is, what they typed or which token they hold leaves the browser. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  if (event.request) {
    const userAgent = event.request.headers?.['User-Agent'];
    event.request = {
      url: event.request.url ? scrubUrl(event.request.url) : undefined,
      headers: userAgent ? { 'User-Agent': userAgent } : {},
    };
  }
  if (event.message) event.message = scrubText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
  }
  event.breadcrumbs = event.breadcrumbs?.map((crumb) => ({
    ...crumb,
    message: crumb.message ? scrubText(crumb.message) : crumb.message,
    data: crumb.data ? (scrubValue(crumb.data) as typeof crumb.data) : crumb.data,
  }));
  if (event.extra) event.extra = scrubValue(event.extra) as typeof event.extra;
  if (event.contexts) {
    // The trace's ids are hex, whose digit runs could pass for phone numbers: kept as they are.
    const { trace, ...rest } = event.contexts;
    event.contexts = { ...(scrubValue(rest) as typeof rest), ...(trace ? { trace } : {}) };
  }
  return event;
}

export function startClient(settings: ReportingSettings): (report: Report) => void {
  const client = new BrowserClient({
    dsn: settings.dsn,
    environment: settings.environment,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [httpContextIntegration(), dedupeIntegration(), linkedErrorsIntegration()],
    // Sentry 11's switches for what it gathers: no user, cookies, bodies or query values.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: (event: ErrorEvent, _hint: EventHint) => scrubEvent(event),
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return (report) => {
    scope.captureException(report.error, {
      captureContext: { level: report.level, tags: report.tags, fingerprint: report.fingerprint },
    });
  };
}
