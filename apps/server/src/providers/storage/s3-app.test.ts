import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { bearer, businessWithTrip } from '../../../test/factories';
import { startFakeS3 } from '../../../test/fake-s3';
import { getPhoto, jpegPhoto, samePicture, uploadPhoto } from '../../../test/photos';

/* The whole app on S3 storage: logos and delivery photos go to the store over real HTTP. */
const s3 = await startFakeS3({ bucket: 'rutaviva-uploads', accessKeyId: 'AKIAAPPTEST' });
const ctx = await createTestContext({
  s3Storage: {
    bucket: 'rutaviva-uploads',
    region: 'us-east-1',
    endpoint: s3.url,
    accessKeyId: 'AKIAAPPTEST',
    secretAccessKey: 'app-test-secret',
    forcePathStyle: true,
  },
});
afterAll(() => s3.close());

/** A real PNG: the server refuses a signature followed by junk. */
const PNG = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#112233' } })
  .png()
  .toBuffer();

function logoForm(bytes: Buffer) {
  const boundary = '----rutaviva-s3-boundary';
  return {
    boundary,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('uploads with S3 storage', () => {
  it('stores a logo in the bucket and serves it under /uploads from there', async () => {
    const { admin } = await businessWithTrip(ctx.app);
    const { boundary, payload } = logoForm(PNG);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/brandings',
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { logo_url } = response.json() as { logo_url: string };
    expect(s3.objects.get(logo_url.replace('/uploads/', ''))?.bytes.equals(PNG)).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url: logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/logos/none/missing.png' })).statusCode).toBe(
      404,
    );
  });

  it('stores a delivery photo in the bucket, never under /uploads, and deletes the one it replaces', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    const first = await jpegPhoto('#ff0000');
    expect((await uploadPhoto(ctx.app, courier, trip.generated_trip_id, first)).statusCode).toBe(200);
    const keys = () => [...s3.objects.keys()].filter((key) => key.startsWith(`photos/${admin.business_id}/`));
    const [firstKey] = keys();
    expect(firstKey).toMatch(new RegExp(`^photos/${admin.business_id}/${trip.trip_id}-[0-9a-f]{32}\\.jpg$`));
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${firstKey}` })).statusCode).toBe(404);

    const second = await jpegPhoto('#0000ff');
    expect((await uploadPhoto(ctx.app, courier, trip.generated_trip_id, second)).statusCode).toBe(200);
    expect(keys()).toHaveLength(1);
    expect(keys()[0]).not.toBe(firstKey);
    expect(s3.requests.some((request) => request.method === 'DELETE' && request.key === firstKey)).toBe(true);
    const served = await getPhoto(ctx.app, admin, trip.generated_trip_id);
    expect(served.statusCode).toBe(200);
    expect(await samePicture(served.rawPayload, second)).toBe(true);
  });
});
