import { ERROR_MESSAGES, errorMessage, FIELD_MESSAGES, fieldMessage, type Language } from '@rutaviva/domain';
import type { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import { storage } from './storage';

export interface ApiFieldError {
  code: string;
  message: string;
}

/** Every failed call ends here: the HTTP status, the error code and the bad fields by path. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, ApiFieldError>;

  constructor(status: number, code: string, message: string, fields: Record<string, ApiFieldError> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

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
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const STATUS_CODES: Record<number, string> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
};

function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as { error?: unknown } | null)?.error as
    | { code?: unknown; message?: unknown; fields?: unknown }
    | undefined;
  const code =
    typeof error?.code === 'string'
      ? error.code
      : (STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'http_error'));
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const fields: Record<string, ApiFieldError> = {};
  if (error?.fields && typeof error.fields === 'object') {
    for (const [path, value] of Object.entries(error.fields as Record<string, unknown>)) {
      const field = value as { code?: unknown; message?: unknown } | string | null;
      if (typeof field === 'string') fields[path] = { code: field, message: field };
      else if (field && typeof field.code === 'string') {
        fields[path] = {
          code: field.code,
          message: typeof field.message === 'string' ? field.message : field.code,
        };
      }
    }
  }
  return new ApiError(status, code, message, fields);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a request with the stored jwt_token and resolves with the successful Response, whose body
 * the caller reads (a CSV read as a stream, say); any other answer throws an ApiError, and a 401
 * ends the session.
 */
export async function apiFetch(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions & { accept?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = storage.get('jwt_token');
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // A file upload: the browser writes the multipart boundary into Content-Type itself.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), { method, headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!response.ok) {
    const error = errorFromBody(response.status, await readBody(response).catch(() => null));
    if (response.status === 401 && !PATHS_WITHOUT_401_REDIRECT.has(path)) unauthorizedHandler?.();
    throw error;
  }
  return response;
}

/** Calls the API with the stored jwt_token; resolves with the JSON body or throws an ApiError. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiFetch(method, path, options);
  return (await readBody(response).catch(() => null)) as T;
}

/** Checks a response against the domain schema, so a contract drift fails loudly, not later. */
/** Takes the domain's wire schemas (zod/mini) as well as full zod ones. */
export function parseResponse<S extends z.core.$ZodType>(schema: S, payload: unknown): z.output<S> {
  const parsed = safeParse(schema, payload);
  if (!parsed.success) throw new ApiError(200, 'invalid_response', 'Unexpected response from the server');
  return parsed.data;
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
  return errorMessage(STATUS_CODES[error.status] ?? 'internal_error', language);
}
