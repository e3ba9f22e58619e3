import { type $ZodType, type output, safeParse } from 'zod/v4/core';

/**
 * How the three web entries (admin, courier app, tracking page) call the API: JSON both ways and
 * the API's error answer (API.md "Errors") as one ApiError. Each entry wraps it with what is its
 * own (the admin's query strings and 401 redirect, the courier's session), so the tracking page
 * loads none of it.
 */

export interface ApiFieldError {
  code: string;
  message: string;
}

/** Every failed call: the HTTP status (0 when the server was never reached), the code, the bad fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, ApiFieldError> = {},
    /** The whole `error` object of the answer, for codes that carry more (open_trip_exists). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  /** Sent as JSON, or as it is when a FormData (a file upload) or a Blob (the raw bytes). */
  body?: unknown;
  signal?: AbortSignal;
  accept?: string;
  /** Sent as `Authorization: Bearer …` when there is one. */
  token?: string | null;
  /** A 401 answer: the token is no longer good. Called before the ApiError is thrown. */
  onUnauthorized?: () => void;
}

/** The code of an answer without one of its own (a proxy's error page, say). */
const STATUS_CODES: Record<number, string> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
};

export const statusCode = (status: number): string | undefined => STATUS_CODES[status];

type ErrorAnswer = { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;

function errorFromBody(status: number, answer: unknown): ApiError {
  const error = (answer as ErrorAnswer)?.error;
  const code =
    typeof error?.code === 'string'
      ? error.code
      : (STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'http_error'));
  const fields: Record<string, ApiFieldError> = {};
  const given = error?.fields && typeof error.fields === 'object' ? error.fields : {};
  for (const [path, value] of Object.entries(given)) {
    const field = value as { code?: unknown; message?: unknown } | string | null;
    if (typeof field === 'string') fields[path] = { code: field, message: field };
    else if (typeof field?.code === 'string') {
      fields[path] = {
        code: field.code,
        message: typeof field.message === 'string' ? field.message : field.code,
      };
    }
  }
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const body = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  return new ApiError(status, code, message, fields, body);
}

/** The body as JSON; null when empty, the text itself when it is not JSON. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Resolves with the successful Response, whose body the caller reads (a CSV read as a stream,
 * say); any other answer, or no answer, throws an ApiError. An aborted request throws the
 * browser's AbortError, which callers ignore.
 */
export async function apiFetch(method: ApiMethod, url: string, request: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: request.accept ?? 'application/json' };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  let body = request.body as string | FormData | Blob | undefined;
  // A FormData goes as it is: the browser writes the multipart boundary into Content-Type itself.
  // A Blob (a photo) is the whole body, sent with its own type.
  if (body instanceof Blob) headers['Content-Type'] = body.type || 'application/octet-stream';
  else if (body !== undefined && !(body instanceof FormData)) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: request.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!response.ok) {
    const error = errorFromBody(response.status, await readBody(response).catch(() => null));
    if (response.status === 401) request.onUnauthorized?.();
    throw error;
  }
  return response;
}

/** apiFetch, resolving with the answer's JSON (null for an empty answer). */
export async function apiJson<T = unknown>(method: ApiMethod, url: string, request?: ApiRequest): Promise<T> {
  const response = await apiFetch(method, url, request);
  return (await readBody(response).catch(() => null)) as T;
}

/**
 * Checks an answer against the domain's wire schema (zod/mini or full zod), so a contract drift
 * fails loudly at the call, as an ApiError, instead of later in a screen.
 */
export function parseResponse<S extends $ZodType>(schema: S, payload: unknown): output<S> {
  const parsed = safeParse(schema, payload);
  if (!parsed.success) throw new ApiError(200, 'invalid_response', 'Unexpected response from the server');
  return parsed.data;
}
