import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { expectError } from '../../test/factories';

const ctx = await createTestContext();
const business = '0b7f3c1e-5d2a-4c1b-9f3e-000000000001';
const SECRET = 'never-served-canary';
await mkdir(join(ctx.uploadsDir, 'logos', business), { recursive: true });
await mkdir(join(ctx.uploadsDir, 'photos', business), { recursive: true });
await writeFile(join(ctx.uploadsDir, 'logos', business, 'logo.png'), 'logo bytes');
await writeFile(join(ctx.uploadsDir, 'photos', business, 'p.jpg'), SECRET);
// Beside the uploads folder, where a climbing path would land.
await writeFile(join(dirname(ctx.uploadsDir), 'secret.txt'), SECRET);

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /uploads/*', () => {
  it('serves a stored logo', async () => {
    const response = await get(`/uploads/logos/${business}/logo.png`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('logo bytes');
  });

  it.each([
    ['a folder', `/uploads/logos/${business}/`],
    ['a folder without its slash', `/uploads/logos/${business}`],
    ['the logos folder', '/uploads/logos/'],
    ['a missing file', `/uploads/logos/${business}/missing.png`],
  ])('answers %s with 404 not_found', async (_what, url) => {
    expectError(await get(url), 404, 'not_found');
  });

  it.each([
    '/uploads/..%2fsecret.txt',
    '/uploads/logos/..%2f..%2fsecret.txt',
    '/uploads/logos/%2e%2e%2f%2e%2e%2fsecret.txt',
    `/uploads/logos/..%2fphotos%2f${business}%2fp.jpg`,
    `/uploads/logos/../photos/${business}/p.jpg`,
    `/uploads/photos/${business}/p.jpg`,
  ])(
    'answers the climbing or private path %s with a 4xx and reads nothing outside the logos',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error.code).toEqual(expect.any(String));
      expect(response.body).not.toContain(SECRET);
    },
  );

  // The address is normalized before any route: these leave /uploads for the web app's pages.
  it.each(['/uploads/../secret.txt', '/uploads/logos/%2e%2e/%2e%2e/secret.txt'])(
    'never serves %s from beside the uploads folder',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain(SECRET);
    },
  );
});
