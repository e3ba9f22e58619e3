import { type ApiMethod, apiJson } from './api-client';
import { endSalespersonSession } from './salesperson-session';
import { storage } from './storage';

/** A 401 from the sign-in itself is a wrong password, not a session that ended. */
const LOGIN_PATH = '/api/salesperson/login';

type QueryValue = string | number | boolean | null | undefined;

interface SalesRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

function urlFor(path: string, query: SalesRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The salesperson's calls (issue 13): they carry `salesperson_token`, never the admin's
 * jwt_token, and a 401 ends the salesperson's session only (the guard then asks them to sign
 * in again), leaving an admin session in the same browser as it was.
 */
function salesRequest<T>(method: ApiMethod, path: string, request: SalesRequest = {}): Promise<T> {
  return apiJson<T>(method, urlFor(path, request.query), {
    body: request.body,
    signal: request.signal,
    token: storage.get('salesperson_token'),
    onUnauthorized: path === LOGIN_PATH ? undefined : endSalespersonSession,
  });
}

export const salesApi = {
  get: <T = unknown>(path: string, request?: Omit<SalesRequest, 'body'>) =>
    salesRequest<T>('GET', path, request),
  post: <T = unknown>(path: string, body: unknown) => salesRequest<T>('POST', path, { body }),
  patch: <T = unknown>(path: string, body: unknown) => salesRequest<T>('PATCH', path, { body }),
};
