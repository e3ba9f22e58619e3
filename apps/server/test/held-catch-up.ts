import type { FastifyInstance } from 'fastify';
import { type SseHub, type StreamStart, sseFrame } from '../src/realtime/sse';

/**
 * A trip stream at GET /trip on `hub` (channel `trip-x`) that opens on a one-point `trip` frame
 * and whose database reads of what came after `seen` the test holds: each is noted in `reads`
 * and answers when the test calls `release`.
 */
export function heldTripCatchUp(app: FastifyInstance, hub: SseHub) {
  const reads: number[] = [];
  let held: (start: StreamStart) => void = () => {};
  app.get('/trip', async (request, reply) => {
    await hub.open(reply, 'trip-x', async () => ({ frames: [sseFrame('trip', {}, 1)], coveredUpTo: 1 }), {
      address: request.ip,
      oneTrip: true,
      catchUp: (seen) => {
        reads.push(seen);
        return new Promise((done) => {
          held = done;
        });
      },
    });
  });
  return { reads, release: (start: StreamStart) => held(start) };
}
