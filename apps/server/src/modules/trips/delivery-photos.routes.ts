import {
  DeliveryPhotoQuerySchema,
  DeliveryProofEventSchema,
  MAX_DELIVERY_PHOTO_BYTES,
} from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, bearerToken, requireRole } from '../../http/auth';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimited } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { DeliveryPhotosService } from './delivery-photos.service';

const tags = ['trips'];
const TripParams = z.object({ generated_trip_id: z.string().min(1).max(64) });
const Photo = z.string().meta({ format: 'binary' });

/**
 * The photo arrives as the request's whole body. Oversized photos still reach the service up to
 * this limit, so they get the same 400 `too_large` naming the field as a logo does, not a bare 413.
 */
const BODY_LIMIT = 4 * MAX_DELIVERY_PHOTO_BYTES;

export async function deliveryPhotosRoutes(
  app: App,
  { photos, tokens, config }: { photos: DeliveryPhotosService; tokens: Tokens; config: Config },
) {
  const courier = requireRole(tokens, 'courier');
  // Whatever type the phone declares (image/heic, none at all…), the bytes are read and sniffed,
  // so a wrong type is a 400 naming `photo`, never a 415; this plugin's routes only.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/trips/:generated_trip_id/photo',
    {
      schema: {
        tags,
        summary: "The courier's photo of the delivery, as proof.",
        operationId: 'uploadDeliveryPhoto',
        params: TripParams,
        querystring: DeliveryPhotoQuerySchema,
        description:
          "Issue 15, proof of delivery: the trip's courier sends the photo as the body (a JPEG or " +
          'WebP, at most 2 MB, checked from its bytes), with `recipient_name` and `taken_at` (unix ' +
          'seconds) in the query. Accepted while the trip runs and up to 24 hours after it ended ' +
          '(409 `photo_too_late` after). The same photo sent again is stored once; another replaces ' +
          'it; its metadata (where and when the camera took it) is not kept. A `taken_at` ahead of ' +
          "the server's clock counts as now. 400 `invalid_input` naming `photo` (`invalid_image`, " +
          '`too_large`), `recipient_name` or `taken_at`; 404 for any other trip.',
        response: { 200: DeliveryProofEventSchema, ...errorResponses(404, 409) },
      },
      onRequest: courier,
      bodyLimit: BODY_LIMIT,
    },
    async (request) =>
      photos.upload(
        authOf(request),
        request.params.generated_trip_id,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        request.query,
      ),
  );

  app.get(
    '/api/trips/:generated_trip_id/photo',
    {
      schema: {
        tags,
        summary: "The delivery's photo.",
        operationId: 'getDeliveryPhoto',
        // No session with the link or the CSV's key; an admin's or the courier's otherwise.
        security: [{}, { adminSession: [] }, { courierSession: [] }],
        params: TripParams,
        description:
          "The delivery's photo, for an admin of its business or its courier (Bearer token), and " +
          'for anyone with the link once it ended when the business shows photos to customers ' +
          "(`show_delivery_photo`), or for anyone with the reports CSV's link to it (its `key`). " +
          '404 otherwise, as for a trip without a photo.',
        querystring: z.object({ key: z.string().max(64).optional() }),
        response: {
          200: {
            description: 'The photo, JPEG or WebP.',
            content: { 'image/jpeg': { schema: Photo }, 'image/webp': { schema: Photo } },
          },
          ...errorResponses(404),
        },
      },
      // Anyone with a link may ask, as for the public trip itself.
      config: rateLimited(config.rateLimits.publicRead),
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const claims = token ? await tokens.verifySession(token) : null;
      const photo = await photos.photo(claims, request.params.generated_trip_id, request.query.key);
      if (!photo) throw notFound();
      return (
        reply
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .type(photo.contentType)
          // The photo's bytes: documented as the binary string they are.
          .send(photo.bytes as unknown as string)
      );
    },
  );
}
