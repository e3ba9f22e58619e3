import { ChannelAuthSchema } from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimited } from '../../http/types';
import { type Clock, unixSeconds } from '../../lib/clock';
import type { Tokens } from '../../lib/tokens';
import type { SseHub } from '../../realtime/sse';
import { BUSINESS_CHANNEL_PATTERN, businessChannel, tripChannel } from '../../realtime/sse';
import { MONITOR_STREAM_MAX_MS } from '../../realtime/stream-sessions';
import type { TripStreamService } from './trip-stream.service';

const tags = ['realtime'];
/** A stream's answer: text, one frame per event, each event's data a domain schema. */
const eventStream = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string() } },
});
/** API.md: a channel token is valid for 60 seconds. */
const CHANNEL_TOKEN_TTL_SECONDS = 60;

interface Deps {
  config: Config;
  clock: Clock;
  streams: TripStreamService;
  tokens: Tokens;
  hub: SseHub;
}

export async function realtimeRoutes(app: App, { config, clock, streams, tokens, hub }: Deps) {
  app.post(
    '/pusher/portal_auth',
    {
      schema: {
        tags,
        summary: "A token, valid 60 seconds, to open the business's stream.",
        description:
          "Only the admin's own business's channel: any other answers 403. The token names the " +
          "admin's session: a stream opened with it stays open while that session is valid.",
        operationId: 'authorizeChannel',
        body: z.object({ channel_name: z.string({ error: 'required' }).max(200) }),
        response: { 200: ChannelAuthSchema },
      },
      onRequest: requireRole(tokens, 'admin'),
    },
    async (request) => {
      const auth = authOf(request);
      if (request.body.channel_name !== businessChannel(auth.businessId)) throw forbidden();
      // An API key has no session to outlive: its stream ends with the token, as before.
      const viewer = auth.apiKey
        ? undefined
        : { userId: auth.userId, sessionVersion: auth.sessionVersion ?? 0, sessionExpires: auth.expires };
      return { auth: await tokens.signChannel(request.body.channel_name, CHANNEL_TOKEN_TTL_SECONDS, viewer) };
    },
  );

  app.get(
    '/api/realtime',
    {
      schema: {
        tags,
        summary: "The business's live stream for the monitor (server-sent events).",
        description:
          'Opened with the token of POST /pusher/portal_auth (`auth`, 60 seconds to open); 403 with a ' +
          "bad one or one whose session has ended. The stream stays open while the admin's session " +
          'is valid (checked about once a minute), until that session expires and 12 hours at most. ' +
          'Events (`BUSINESS_STREAM_EVENTS` in the domain package): `trips` and `couriers` (the ' +
          'whole picture: first and after Redis was away), `courier_updated`, `trip_started`, ' +
          '`coordinates` (each point once; a gap is filled from the database, and while Redis is ' +
          'away the trips, points, arrivals and ends of other server processes are read from it every 5 s), ' +
          '`arrived`, `ended`, ' +
          '`reviewed`, `estimate`, `destination`, `delivery_proof`; then `reauthorize` when the ' +
          'session ends (password reset, log out everywhere, admin removed or moved, expired), after 12 hours, or, for a token that ' +
          'names no session, when it expires (`STREAM_END_EVENTS`).',
        operationId: 'streamBusiness',
        // The channel token in the query is the permission.
        security: [],
        querystring: z.object({
          channel: z.string({ error: 'required' }),
          auth: z.string({ error: 'required' }),
        }),
        response: { 200: eventStream('The stream of the business.'), ...errorResponses(403, 429) },
      },
    },
    async (request, reply) => {
      const { channel, auth } = request.query;
      const businessId = BUSINESS_CHANNEL_PATTERN.exec(channel)?.[1];
      const grant = businessId ? await tokens.verifyChannel(auth, channel) : null;
      if (!businessId || grant === null) throw forbidden();
      // The whole picture again, at the start and after Redis was away.
      const picture = () => streams.businessPicture(businessId);
      const { viewer } = grant;
      // A token signed before the session ended (log out everywhere, a password reset) opens nothing.
      if (viewer && !(await tokens.isViewerCurrent(viewer, businessId))) throw forbidden();
      const now = clock.now().getTime();
      const endsAt = Math.min(
        now + MONITOR_STREAM_MAX_MS,
        viewer?.sessionExpires === undefined ? Number.POSITIVE_INFINITY : viewer.sessionExpires * 1000,
      );
      // The stream lives with the admin's session: once it is reset, ended or its admin removed,
      // `reauthorize` sends the monitor to /pusher/portal_auth, which refuses it. A token naming
      // no session (an API key's, or signed before sessions were named) ends when it expires.
      const lifetime = viewer
        ? {
            session: {
              key: `${viewer.userId}\n${viewer.sessionVersion}`,
              userId: viewer.userId,
              businessId,
              sessionVersion: viewer.sessionVersion,
              // Seen at the next session check: at most a check's interval late.
              expired: () => clock.now().getTime() >= endsAt,
            },
          }
        : { endAfterMs: (grant.expires - unixSeconds(clock.now())) * 1000 };
      await hub.open(reply, channel, picture, {
        address: request.ip,
        catchUp: picture,
        tripCatchUp: (generatedTripId, covered) => streams.businessTripAfter(generatedTripId, covered),
        // While Redis is away: what other processes did to the trips, without the whole picture.
        tripsAway: {
          states: (marked) => streams.businessTripStates(businessId, marked),
          started: (generatedTripId) => streams.businessTripStarted(businessId, generatedTripId),
        },
        ...lifetime,
      });
    },
  );

  app.get(
    '/api/trips/:generated_trip_id/stream',
    {
      schema: {
        tags,
        summary: "A trip's live stream for its tracking page (server-sent events).",
        description:
          'Events (`TRIP_STREAM_EVENTS` in the domain package): `trip` first, then `coordinates`, ' +
          '`arrived`, `ended` (the stream closes after it) and `estimate`. Each frame but the ' +
          'estimate has an id: reconnecting with `Last-Event-ID` resumes after it.',
        operationId: 'streamTrip',
        params: z.object({ generated_trip_id: z.string().min(1).max(64) }),
        response: { 200: eventStream('The stream of the trip.'), ...errorResponses(404) },
      },
      config: rateLimited(config.rateLimits.publicRead),
    },
    async (request, reply) => {
      const generatedTripId = request.params.generated_trip_id;
      // A missing trip answers 404 from the first read, before the answer becomes a stream.
      const lastEventId = Number(request.headers['last-event-id']);
      const framesAfter = (seen: number) => streams.tripAfter(generatedTripId, seen);
      await hub.open(reply, tripChannel(generatedTripId), () => framesAfter(lastEventId), {
        closeOnEvent: 'ended',
        address: request.ip,
        oneTrip: true,
        catchUp: framesAfter,
      });
    },
  );
}
