import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { authOf, requireRole } from '../../http/auth';
import { AppError, forbidden } from '../../http/errors';
import { type App, rateLimited } from '../../http/types';
import { type Clock, unixSeconds } from '../../lib/clock';
import type { Tokens } from '../../lib/tokens';
import { BUSINESS_CHANNEL_PATTERN, businessChannel, tripChannel } from '../../realtime/channels';
import { type SseHub, type StreamStart, sseFrame } from '../../realtime/sse';
import type { MonitorService } from '../monitor/monitor.service';
import { findTripForPublicLink } from './public-trips.repo';
import { presentRoute } from './trips.presenters';
import { pointsOf } from './trips.repo';
import type { TripsService } from './trips.service';

const tags = ['realtime'];
/** API.md: a channel token is valid for 60 seconds. */
const CHANNEL_TOKEN_TTL_SECONDS = 60;

interface Deps {
  config: Config;
  clock: Clock;
  trips: TripsService;
  monitor: MonitorService;
  tokens: Tokens;
  hub: SseHub;
  db: Db;
}

export async function realtimeRoutes(app: App, { config, clock, trips, monitor, tokens, hub, db }: Deps) {
  app.post(
    '/pusher/portal_auth',
    {
      schema: { tags, body: z.object({ channel_name: z.string({ error: 'required' }).max(200) }) },
      onRequest: requireRole(tokens, 'admin'),
    },
    async (request) => {
      const auth = authOf(request);
      if (request.body.channel_name !== businessChannel(auth.businessId)) throw forbidden();
      return { auth: await tokens.signChannel(request.body.channel_name, CHANNEL_TOKEN_TTL_SECONDS) };
    },
  );

  app.get(
    '/api/realtime',
    {
      schema: {
        tags,
        querystring: z.object({
          channel: z.string({ error: 'required' }),
          auth: z.string({ error: 'required' }),
        }),
      },
    },
    async (request, reply) => {
      const { channel, auth } = request.query;
      const businessId = BUSINESS_CHANNEL_PATTERN.exec(channel)?.[1];
      const expires = businessId ? await tokens.verifyChannel(auth, channel) : null;
      if (!businessId || expires === null) throw forbidden();
      // The whole picture again, at the start and after Redis was away: the monitor replaces its
      // own. Every courier comes with it, idle ones too, so the roster is never older than the trips.
      const snapshot = async () => {
        const [live, couriers] = await Promise.all([
          trips.liveTrips(businessId),
          monitor.couriersOfBusiness(businessId),
        ]);
        return { frames: [sseFrame('trips', { trips: live }), sseFrame('couriers', { couriers })] };
      };
      // The stream ends with its token: the monitor asks /pusher/portal_auth again, which checks
      // the session, so a revoked session (password reset, log out everywhere) stops watching.
      const endAfterMs = (expires - unixSeconds(clock.now())) * 1000;
      await hub.open(reply, channel, snapshot, { address: request.ip, catchUp: snapshot, endAfterMs });
    },
  );

  app.get(
    '/api/trips/:generated_trip_id/stream',
    {
      schema: { tags, params: z.object({ generated_trip_id: z.string().min(1).max(64) }) },
      config: rateLimited(config.rateLimits.publicRead),
    },
    async (request, reply) => {
      const generatedTripId = request.params.generated_trip_id;
      if (!(await findTripForPublicLink(db, generatedTripId))) throw new AppError('trip_not_found', 404);
      const lastEventId = Number(request.headers['last-event-id']);
      const framesAfter = (seen: number) => tripFramesAfter(trips, db, generatedTripId, seen);
      await hub.open(reply, tripChannel(generatedTripId), () => framesAfter(lastEventId), {
        closeOnEvent: 'ended',
        address: request.ip,
        oneTrip: true,
        catchUp: framesAfter,
      });
    },
  );
}

/**
 * What a trip's stream shows a client that has seen `seen` points: the whole public trip when
 * it has seen nothing valid (a first connection), else only what it missed — new points, the
 * arrival, the end. Used when a stream opens (Last-Event-ID) and when it catches up after Redis
 * was away.
 */
async function tripFramesAfter(
  trips: TripsService,
  db: Db,
  generatedTripId: string,
  seen: number,
): Promise<StreamStart> {
  const trip = await trips.publicTrip(generatedTripId);
  const count = trip.coordinates_timestamps.length;
  const ended = trip.end_time !== null;
  if (!Number.isInteger(seen) || seen < 0 || seen > count) {
    const shown = trip.arrived_time === null ? [] : ['arrived'];
    return { frames: [sseFrame('trip', trip, count)], coveredUpTo: count, done: ended, shown };
  }
  const frames: string[] = [];
  if (count > seen && !ended) {
    const route = presentRoute(await pointsOf(db, trip.trip_id, seen));
    const points = route.all_coordinates.map((point, index) => ({
      ...point,
      timestamp: route.coordinates_timestamps[index],
    }));
    frames.push(
      sseFrame(
        'coordinates',
        {
          trip_id: trip.trip_id,
          generated_trip_id: generatedTripId,
          points,
          point_count: count,
          distance_km: trip.distance_km,
        },
        count,
      ),
    );
  }
  const times = {
    trip_id: trip.trip_id,
    generated_trip_id: generatedTripId,
    start_time: trip.start_time,
    arrived_time: trip.arrived_time,
    end_time: trip.end_time,
    valid: trip.valid,
    distance_km: trip.distance_km,
  };
  if (trip.arrived_time !== null) frames.push(sseFrame('arrived', times, count));
  if (ended) frames.push(sseFrame('ended', times, count));
  return { frames, coveredUpTo: count, done: ended };
}
