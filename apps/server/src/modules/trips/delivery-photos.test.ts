import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeliveryProofEventSchema } from '@rutaviva/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  businessWithTrip,
  createBusiness,
  createCourier,
  expectError,
  expectFieldError,
  startTrip,
} from '../../../test/factories';
import { getPhoto, jpegPhoto, samePicture, uploadPhoto } from '../../../test/photos';
import { expectShape } from '../../../test/shape';
import { openBusinessStream } from '../../../test/sse-client';

const ctx = await createTestContext();
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

const endTrip = (courier: { jwt_token: string }, id: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/trips/${id}/end`, headers: bearer(courier), payload });

const showPhotos = (admin: { jwt_token: string }, on: boolean) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/business',
    headers: bearer(admin),
    payload: { show_delivery_photo: on },
  });

/** The photos of a business in the local storage folder, by file name. */
async function storedPhotos(businessId: string) {
  const folder = join(ctx.uploadsDir, 'photos', businessId);
  return await readdir(folder).catch(() => [] as string[]);
}

describe('POST /api/trips/:generated_trip_id/photo', () => {
  it('answers 401 without a session, 403 to an admin, 404 to another courier, and stores nothing', async () => {
    const { admin, trip } = await businessWithTrip(ctx.app);
    const other = await createCourier(ctx.app, admin);
    const photo = await jpegPhoto();
    expect((await uploadPhoto(ctx.app, null, trip.generated_trip_id, photo)).statusCode).toBe(401);
    expectError(await uploadPhoto(ctx.app, other, trip.generated_trip_id, photo), 404, 'trip_not_found');
    expect((await uploadPhoto(ctx.app, admin, trip.generated_trip_id, photo)).statusCode).toBe(403);
    const { session: stranger } = await createBusiness(ctx.app);
    const strangerCourier = await createCourier(ctx.app, stranger);
    expectError(
      await uploadPhoto(ctx.app, strangerCourier, trip.generated_trip_id, photo),
      404,
      'trip_not_found',
    );
    expect(await storedPhotos(admin.business_id)).toEqual([]);
  });

  it('stores the photo of a running trip with the recipient, and tells the monitor', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    const monitor = await openBusinessStream(ctx.app, baseUrl, admin);
    expect((await monitor.next()).event).toBe('trips');
    expect((await monitor.next()).event).toBe('couriers');
    const response = await uploadPhoto(ctx.app, courier, trip.generated_trip_id, await jpegPhoto(), {
      recipient_name: '  Ana López  ',
      taken_at: ctx.clock.seconds() - 30,
    });
    expect(response.statusCode, response.body).toBe(200);
    const proof = expectShape(DeliveryProofEventSchema, response.json());
    expect(proof).toEqual({
      trip_id: trip.trip_id,
      generated_trip_id: trip.generated_trip_id,
      delivery_photo_url: `/api/trips/${trip.generated_trip_id}/photo`,
      recipient_name: 'Ana López',
    });
    const event = await monitor.next();
    expect(event.event).toBe('delivery_proof');
    expect(event.data).toEqual(proof);
    monitor.close();
    const files = await storedPhotos(admin.business_id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^${trip.trip_id}-[0-9a-f]{32}\\.jpg$`));
  });

  it('refuses what is not a JPEG or WebP picture, whatever its declared type, with 400 naming photo', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not a picture')]);
    expectFieldError(
      await uploadPhoto(ctx.app, courier, trip.generated_trip_id, fakeJpeg),
      'photo',
      'invalid_image',
    );
    const png = await (await import('sharp'))
      .default({
        create: { width: 8, height: 8, channels: 3, background: '#fff' },
      })
      .png()
      .toBuffer();
    expectFieldError(
      await uploadPhoto(ctx.app, courier, trip.generated_trip_id, png),
      'photo',
      'invalid_image',
    );
    expectFieldError(
      await uploadPhoto(ctx.app, courier, trip.generated_trip_id, Buffer.from('<svg/>'), {}, 'image/webp'),
      'photo',
      'invalid_image',
    );
    expect(await storedPhotos(admin.business_id)).toEqual([]);
  });

  it('refuses a photo over 2 MB with 400 too_large', async () => {
    const { courier, trip } = await businessWithTrip(ctx.app);
    const photo = await jpegPhoto();
    const oversize = Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024)]);
    expectFieldError(
      await uploadPhoto(ctx.app, courier, trip.generated_trip_id, oversize),
      'photo',
      'too_large',
    );
  });

  it('refuses a recipient name over 80 characters; a taking time ahead of the server counts as now', async () => {
    const { courier, trip } = await businessWithTrip(ctx.app);
    const photo = await jpegPhoto();
    expectFieldError(
      await uploadPhoto(ctx.app, courier, trip.generated_trip_id, photo, { recipient_name: 'a'.repeat(81) }),
      'recipient_name',
      'too_long',
    );
    // A phone whose clock runs an hour fast must not lose its photo (its queue gives up on a 400).
    const ahead = await uploadPhoto(ctx.app, courier, trip.generated_trip_id, photo, {
      taken_at: ctx.clock.seconds() + 3600,
    });
    expect(ahead.statusCode).toBe(200);
    const stored = await ctx.db
      .selectFrom('trips')
      .select('photo_taken_at')
      .where('id', '=', trip.trip_id)
      .executeTakeFirstOrThrow();
    expect(stored.photo_taken_at?.getTime()).toBe(ctx.clock.now().getTime());
  });

  it('reads the type from the bytes whatever the phone declares, and keeps none of the camera metadata', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    expectFieldError(
      await uploadPhoto(
        ctx.app,
        courier,
        trip.generated_trip_id,
        Buffer.from('not a photo'),
        {},
        'image/heic',
      ),
      'photo',
      'invalid_image',
    );
    // A camera's JPEG with its EXIF block (where and when it was taken), declared as HEIC.
    const withExif = await sharp(await jpegPhoto('#345678'))
      .withExif({ IFD0: { Make: 'PhoneCam', Copyright: 'GPS 19.4326,-99.1332' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const sent = await uploadPhoto(ctx.app, courier, trip.generated_trip_id, withExif, {}, 'image/heic');
    expect(sent.statusCode).toBe(200);
    const [name] = await storedPhotos(admin.business_id);
    const kept = await readFile(join(ctx.uploadsDir, 'photos', admin.business_id, name as string));
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    expect(kept.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('stores the same photo sent twice once, answering 200 both times', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    const photo = await jpegPhoto('#123456');
    const first = await uploadPhoto(ctx.app, courier, trip.generated_trip_id, photo);
    const second = await uploadPhoto(ctx.app, courier, trip.generated_trip_id, photo, {
      recipient_name: 'Ana',
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().recipient_name).toBe('Ana');
    expect(await storedPhotos(admin.business_id)).toHaveLength(1);
  });

  it('replaces an earlier photo and deletes its file', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    await uploadPhoto(ctx.app, courier, trip.generated_trip_id, await jpegPhoto('#ff0000'));
    const [firstFile] = await storedPhotos(admin.business_id);
    const newer = await jpegPhoto('#0000ff');
    expect((await uploadPhoto(ctx.app, courier, trip.generated_trip_id, newer)).statusCode).toBe(200);
    const files = await storedPhotos(admin.business_id);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(firstFile);
    expect(
      await samePicture((await getPhoto(ctx.app, admin, trip.generated_trip_id)).rawPayload, newer),
    ).toBe(true);
  });

  it('accepts a photo that arrives after the stop, and refuses one more than 24 hours late with 409', async () => {
    const { courier, trip } = await businessWithTrip(ctx.app);
    expect((await endTrip(courier, trip.generated_trip_id, { recipient_name: 'Ana' })).statusCode).toBe(200);
    ctx.clock.advance(23 * 3600_000);
    const late = await uploadPhoto(ctx.app, courier, trip.generated_trip_id, await jpegPhoto('#00ff00'));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().recipient_name).toBe('Ana');
    ctx.clock.advance(2 * 3600_000);
    expectError(
      await uploadPhoto(ctx.app, courier, trip.generated_trip_id, await jpegPhoto('#00ffff')),
      409,
      'photo_too_late',
    );
  });
});

describe('POST /api/trips/:generated_trip_id/end with recipient_name', () => {
  it('stores who received the parcel, trimmed, and refuses one over 80 characters', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    expectFieldError(
      await endTrip(courier, trip.generated_trip_id, { recipient_name: 'x'.repeat(81) }),
      'recipient_name',
      'too_long',
    );
    const ended = await endTrip(courier, trip.generated_trip_id, { recipient_name: ' Ana López ' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().recipient_name).toBe('Ana López');
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips?start_date=${day}&end_date=${day}&tz=UTC`,
      headers: bearer(admin),
    });
    expect(report.json().trips[0].recipient_name).toBe('Ana López');
  });
});

describe('GET /api/trips/:generated_trip_id/photo', () => {
  async function deliveredWithPhoto() {
    const setup = await businessWithTrip(ctx.app);
    const photo = await jpegPhoto('#abcdef');
    await uploadPhoto(ctx.app, setup.courier, setup.trip.generated_trip_id, photo);
    return { ...setup, photo };
  }

  it("answers 404 to another business's admin, another courier and the public while it is not shown", async () => {
    const { admin, trip } = await deliveredWithPhoto();
    const other = await createCourier(ctx.app, admin);
    const { session: stranger } = await createBusiness(ctx.app);
    expectError(await getPhoto(ctx.app, stranger, trip.generated_trip_id), 404, 'not_found');
    expectError(await getPhoto(ctx.app, other, trip.generated_trip_id), 404, 'not_found');
    expectError(await getPhoto(ctx.app, null, trip.generated_trip_id), 404, 'not_found');
    expectError(await getPhoto(ctx.app, null, 'no-such-trip'), 404, 'not_found');
  });

  it("serves it to the business's admin and the trip's courier, private and never sniffed", async () => {
    const { admin, courier, trip, photo } = await deliveredWithPhoto();
    for (const session of [admin, courier]) {
      const response = await getPhoto(ctx.app, session, trip.generated_trip_id);
      expect(response.statusCode).toBe(200);
      expect(await samePicture(response.rawPayload, photo)).toBe(true);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toMatch(/^private/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves it to anyone with the link only once the delivery ended and the business shows photos', async () => {
    const { admin, courier, trip, photo } = await deliveredWithPhoto();
    expect((await showPhotos(admin, true)).statusCode).toBe(200);
    expect((await getPhoto(ctx.app, null, trip.generated_trip_id)).statusCode).toBe(404);
    await endTrip(courier, trip.generated_trip_id);
    const shown = await getPhoto(ctx.app, null, trip.generated_trip_id);
    expect(shown.statusCode).toBe(200);
    expect(await samePicture(shown.rawPayload, photo)).toBe(true);
    const publicTrip = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` });
    expect(publicTrip.json().delivery_photo_url).toBe(`/api/trips/${trip.generated_trip_id}/photo`);
    await showPhotos(admin, false);
    expect((await getPhoto(ctx.app, null, trip.generated_trip_id)).statusCode).toBe(404);
  });

  it('is never served under /uploads, where logos are public', async () => {
    const { admin } = await deliveredWithPhoto();
    const [file] = await storedPhotos(admin.business_id);
    const direct = await ctx.app.inject({
      method: 'GET',
      url: `/uploads/photos/${admin.business_id}/${file}`,
    });
    expect(direct.statusCode).toBe(404);
  });

  it('answers 404 for a trip without a photo', async () => {
    const { admin } = await businessWithTrip(ctx.app);
    const courier = await createCourier(ctx.app, admin);
    const trip = await startTrip(ctx.app, courier);
    expect((await getPhoto(ctx.app, admin, trip.generated_trip_id)).statusCode).toBe(404);
  });
});
