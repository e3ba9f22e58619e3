import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiJson } from './api-client';

type Call = { url: string; init: RequestInit };

/** Answers every fetch with `answer` and keeps what was asked. */
function serve(answer: () => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiJson', () => {
  it('sends the body as JSON with the bearer token and resolves with the answer', async () => {
    const calls = serve(() => json(200, { ok: true }));

    const answer = await apiJson('POST', '/api/things', { body: { name: 'x' }, token: 'abc' });

    expect(answer).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/things');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"x"}');
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
    });
  });

  it('sends neither a token nor a Content-Type when it has none, and a FormData as it is', async () => {
    const calls = serve(() => new Response(null, { status: 204 }));
    const form = new FormData();

    expect(await apiJson('GET', '/api/a', { token: null })).toBeNull();
    await apiJson('POST', '/api/b', { body: form });

    expect(calls[0]?.init.headers).toEqual({ Accept: 'application/json' });
    expect(calls[1]?.init.headers).toEqual({ Accept: 'application/json' });
    expect(calls[1]?.init.body).toBe(form);
  });

  it('resolves with the text of an answer that is not JSON', async () => {
    serve(() => new Response('plain words', { status: 200 }));
    expect(await apiJson('GET', '/api/text')).toBe('plain words');
  });
});

describe('ApiError from an answer', () => {
  it('carries the status, code, message, fields and the whole error object', async () => {
    const error = {
      code: 'invalid_input',
      message: 'Invalid input',
      fields: { phone: { code: 'invalid_phone', message: 'Bad phone' } },
    };
    serve(() => json(400, { error: { ...error, open_trip: { id: 't1' } } }));

    const thrown = await failure(apiJson('POST', '/api/trips', { body: {} }));

    expect(thrown.status).toBe(400);
    expect(thrown.code).toBe('invalid_input');
    expect(thrown.message).toBe('Invalid input');
    expect(thrown.fields).toEqual({ phone: { code: 'invalid_phone', message: 'Bad phone' } });
    expect(thrown.body.open_trip).toEqual({ id: 't1' });
    expect(thrown.isNetwork).toBe(false);
  });

  it('names an answer without an error object by its status', async () => {
    for (const [status, code] of [
      [404, 'not_found'],
      [429, 'rate_limited'],
      [502, 'internal_error'],
      [418, 'http_error'],
    ] as const) {
      serve(() => new Response('<html>proxy error</html>', { status }));
      const thrown = await failure(apiJson('GET', '/api/x'));
      expect([thrown.status, thrown.code, thrown.message]).toEqual([status, code, `HTTP ${status}`]);
    }
  });

  it('takes a field given as a bare code and skips a field without one', async () => {
    serve(() =>
      json(400, { error: { code: 'invalid_input', fields: { name: 'required', age: { message: 'x' } } } }),
    );
    const thrown = await failure(apiJson('POST', '/api/x', { body: {} }));
    expect(thrown.fields).toEqual({ name: { code: 'required', message: 'required' } });
  });

  it('tells a 401 to onUnauthorized before throwing, and no other status', async () => {
    const unauthorized = vi.fn();
    serve(() => json(401, { error: { code: 'unauthorized', message: 'Sign in' } }));
    const thrown = await failure(apiJson('GET', '/api/me', { onUnauthorized: unauthorized }));
    expect(thrown.code).toBe('unauthorized');
    expect(unauthorized).toHaveBeenCalledTimes(1);

    serve(() => json(403, { error: { code: 'forbidden', message: 'No' } }));
    await failure(apiJson('GET', '/api/me', { onUnauthorized: unauthorized }));
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a request that gets no answer', () => {
  it('throws a network_error ApiError with status 0', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const thrown = await failure(apiFetch('GET', '/api/x'));
    expect([thrown.status, thrown.code, thrown.isNetwork]).toEqual([0, 'network_error', true]);
  });

  it('passes the signal on and rethrows the AbortError of an aborted request', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const request = apiFetch('GET', '/api/slow', { signal: controller.signal });
    controller.abort();

    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    await expect(request).rejects.not.toBeInstanceOf(ApiError);
  });
});
