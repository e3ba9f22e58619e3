/**
 * Calls the API with fetch and throws (failing the test) on any non-2xx answer. No Vitest here,
 * so scripts outside the tests (apps/web/scripts) can call the API the same way.
 */
export async function apiCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
