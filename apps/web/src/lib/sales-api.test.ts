import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { salesApi } from './sales-api';
import { storage } from './storage';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('salesApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.set('salesperson_token', null);
    storage.set('jwt_token', null);
  });

  it("sends the salesperson's token, never the admin's, and leaves out empty query values", async () => {
    storage.set('jwt_token', 'admin-token');
    storage.set('salesperson_token', 'sales-token');
    const fetch = vi.fn(async () => answer(200, { data: {} }));
    vi.stubGlobal('fetch', fetch);

    await salesApi.get('/api/panel', { query: { search: '', standing: 'bad_sub' } });

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/panel?standing=bad_sub');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer sales-token');
  });

  it("ends only the salesperson's session on a 401", async () => {
    storage.set('jwt_token', 'admin-token');
    storage.set('salesperson_token', 'sales-token');
    vi.stubGlobal('fetch', async () => answer(401, { error: { code: 'unauthorized', message: 'No' } }));

    await expect(salesApi.get('/api/panel')).rejects.toBeInstanceOf(ApiError);

    expect(storage.get('salesperson_token')).toBeNull();
    expect(storage.get('jwt_token')).toBe('admin-token');
  });

  it('keeps the session when the sign-in itself answers 401 (a wrong password)', async () => {
    storage.set('salesperson_token', 'sales-token');
    vi.stubGlobal('fetch', async () =>
      answer(401, { error: { code: 'invalid_credentials', message: 'No' } }),
    );

    await expect(salesApi.post('/api/salesperson/login', {})).rejects.toMatchObject({
      code: 'invalid_credentials',
    });

    expect(storage.get('salesperson_token')).toBe('sales-token');
  });
});
