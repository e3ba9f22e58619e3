import { BrandingSchema } from '@rutaviva/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  createBusiness,
  createCourier,
  expectFieldError,
  itAnswers401WithoutSession,
  startTrip,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();

/** A real PNG: a signature followed by junk is refused since the whole picture must decode. */
const PNG = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#112233' } })
  .png()
  .toBuffer();

/** A multipart body with one `logo` file and some text fields. */
function form(
  file: { name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = '----rutaviva-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (session: { jwt_token: string }, body: ReturnType<typeof form>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/brandings',
    headers: { ...bearer(session), ...body.headers },
    payload: body.payload,
  });

const patchBranding = (session: { jwt_token: string }, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/brandings', headers: bearer(session), payload });

/** The branding the public tracking page reads. */
const brandingOf = (session: { business_id: string }) =>
  ctx.app.inject({ method: 'GET', url: `/api/brandings?business_id=${session.business_id}` });

describe('GET /api/brandings', () => {
  it('answers 404 for an unknown business', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/brandings?business_id=00000000-0000-0000-0000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });

  it("gives the product's colours before any customisation", async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await brandingOf(session);
    expectShape(BrandingSchema, response.json());
    expect(response.json()).toEqual({
      business_id: session.business_id,
      logo_url: null,
      header_color: '#0b5d56',
      text_color: '#ffffff',
      button_text_color: '#ffffff',
    });
  });
});

describe('PATCH /api/brandings', () => {
  itAnswers401WithoutSession(ctx.app, { method: 'PATCH', url: '/api/brandings', payload: {} });

  it('changes the colours, which the tracking page then shows', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await patchBranding(session, { header_color: '#AA3300', text_color: '#ffffff' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ header_color: '#aa3300', text_color: '#ffffff' });

    const courier = await createCourier(ctx.app, session);
    const trip = await startTrip(ctx.app, courier);
    const shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
    ).json();
    expect(shown.branding).toMatchObject({ header_color: '#aa3300' });
  });

  it('rejects a bad colour with 400 and changes nothing', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await patchBranding(session, { header_color: 'red', text_color: '#000000' });
    expectFieldError(response, 'header_color', 'invalid_color');
    const after = await brandingOf(session);
    expect(after.json().text_color).toBe('#ffffff');
  });
});

describe('POST /api/brandings (logo upload)', () => {
  it('stores a PNG logo and serves it under /uploads, never as something that runs', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await upload(
      session,
      form({ name: 'logo.png', type: 'image/png', bytes: PNG }, { header_color: '#112233' }),
    );
    expect(response.statusCode).toBe(201);
    const { logo_url, header_color } = response.json();
    expect(header_color).toBe('#112233');
    expect(logo_url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\/[0-9a-f]{16}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores an SVG logo as a PNG drawn from it, served as image/png', async () => {
    const { session } = await createBusiness(ctx.app);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0b5d56"/></svg>';
    const response = await upload(
      session,
      form({ name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from(svg) }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().logo_url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\/[0-9a-f]{16}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: response.json().logo_url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
  });

  it.each([
    [
      'a text file named .png',
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('not an image') },
      'logo_bad_type',
    ],
    [
      'an SVG declaring entities',
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg/>'),
      },
      'logo_bad_type',
    ],
    [
      'a file over 2 MB',
      { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) },
      'logo_too_large',
    ],
  ])('refuses %s with 400 and keeps the old logo', async (_name, file, code) => {
    const { session } = await createBusiness(ctx.app);
    const first = await upload(session, form({ name: 'logo.png', type: 'image/png', bytes: PNG }));
    const response = await upload(session, form(file));
    expectFieldError(response, 'logo', code);
    const after = await brandingOf(session);
    expect(after.json().logo_url).toBe(first.json().logo_url);
  });

  it('removes the logo on request', async () => {
    const { session } = await createBusiness(ctx.app);
    await upload(session, form({ name: 'logo.png', type: 'image/png', bytes: PNG }));
    const response = await patchBranding(session, { remove_logo: true });
    expect(response.json().logo_url).toBeNull();
  });
});
