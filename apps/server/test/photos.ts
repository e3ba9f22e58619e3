import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from './factories';

/** A real JPEG, of a colour so two photos differ in their bytes. */
export const jpegPhoto = (background = '#0b5d56', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 70 })
    .toBuffer();

/** POST /api/trips/:id/photo as the phone sends it: the bytes as the body, the rest in the query. */
export const uploadPhoto = (
  app: FastifyInstance,
  session: { jwt_token: string } | null,
  generatedTripId: string,
  bytes: Buffer,
  query: Record<string, string | number> = {},
  contentType = 'image/jpeg',
) =>
  app.inject({
    method: 'POST',
    url: `/api/trips/${generatedTripId}/photo`,
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    headers: { ...(session ? bearer(session) : {}), 'content-type': contentType },
    payload: bytes,
  });

export const getPhoto = (
  app: FastifyInstance,
  session: { jwt_token: string } | null,
  generatedTripId: string,
) =>
  app.inject({
    method: 'GET',
    url: `/api/trips/${generatedTripId}/photo`,
    headers: session ? bearer(session) : {},
  });

/**
 * Whether the photo served is the one sent: the server stores photos encoded again (without the
 * camera's metadata), so the bytes differ; the picture's size and colour do not.
 */
export async function samePicture(served: Buffer, sent: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([served, sent].map((bytes) => sharp(bytes).metadata()));
  if (!a || !b || a.width !== b.width || a.height !== b.height) return false;
  const [x, y] = await Promise.all([served, sent].map((bytes) => sharp(bytes).stats()));
  if (!x || !y) return false;
  return x.channels.every((channel, index) => Math.abs(channel.mean - (y.channels[index]?.mean ?? -99)) < 4);
}
