import { ERROR_MESSAGES, errorMessage, FIELD_MESSAGES, fieldMessage, type Language } from '@rutaviva/domain';
import { ApiError, type ApiMethod, readBody, apiFetch as send, statusCode } from './api-client';
import { reportRequestFailure } from './error-reporting';
import { storage } from './storage';

export { ApiError, type ApiFieldError, parseResponse } from './api-client';

/** A wrong password must show its own message, not end a session that does not exist. */
const PATHS_WITHOUT_401_REDIRECT = new Set(['/api/login']);

let unauthorizedHandler: (() => void) | null = null;

/** SPEC §4: a 401 from any call ends the session and sends the user to /login. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** The caller reports a failure itself, under its own name (the start-up auth check). */
  unreported?: boolean;
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Sends a request with the stored jwt_token and resolves with the successful Response, whose body
 * the caller reads (a CSV read as a stream, say); any other answer throws an ApiError, and a 401
 * ends the session.
 */
export function apiFetch(
  method: ApiMethod,
  path: string,
  options: RequestOptions & { accept?: string } = {},
): Promise<Response> {
  const url = urlFor(path, options.query);
  return send(method, url, {
    ...options,
    token: storage.get('jwt_token'),
    onUnauthorized: PATHS_WITHOUT_401_REDIRECT.has(path) ? undefined : () => unauthorizedHandler?.(),
  }).catch((error: unknown) => {
    // SPEC §8: reported (staging and production with a DSN), then passed on to the caller.
    if (error instanceof ApiError && !options.unreported) reportRequestFailure(method, url, error);
    throw error;
  });
}

/** Calls the API with the stored jwt_token; resolves with the JSON body or throws an ApiError. */
export async function apiRequest<T = unknown>(
  method: ApiMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiFetch(method, path, options);
  return (await readBody(response).catch(() => null)) as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The user's-language text of any failure: request codes first, then field codes. */
export function describeError(error: unknown, language: Language): string {
  if (!(error instanceof ApiError)) return errorMessage('internal_error', language);
  if (error.code in ERROR_MESSAGES) return errorMessage(error.code, language);
  if (error.code in FIELD_MESSAGES) return fieldMessage(error.code, language);
  return errorMessage(statusCode(error.status) ?? 'internal_error', language);
}
