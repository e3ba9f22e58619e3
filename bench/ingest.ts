import http from 'node:http';
import pg from 'pg';
import { postCoordinates } from './lib/http';
import { type Point, Route, type Trip } from './lib/seed';
import { fmt, log } from './lib/stats';

/** Connections in the server's pool (createDb's default); the baseline's pool gets as many. */
const SERVER_POOL_SIZE = 10;

export const INGEST = {
  couriers: 500,
  pointsPerBatch: 5,
  concurrency: 64,
  warmupMs: 3_000,
  measureMs: 10_000,
};

/** Writes one batch of one trip; throws on failure. */
type Send = (trip: Trip, points: Point[]) => Promise<void>;

interface Lane {
  trip: Trip;
  route: Route;
}

export interface IngestResult {
  pointsPerSecond: number;
  batches: number;
  errors: number;
}

/**
 * Keeps `concurrency` batches in flight for `ms`. A courier has at most one batch in flight and
 * goes to the back of the line when it is answered, so each trip's points arrive in order.
 */
async function drive(lanes: Lane[], send: Send, ms: number): Promise<IngestResult> {
  const ready = [...lanes];
  const started = performance.now();
  const deadline = started + ms;
  let batches = 0;
  let errors = 0;
  let firstError: unknown;
  const worker = async () => {
    while (performance.now() < deadline && errors < 50) {
      const lane = ready.shift();
      if (!lane) throw new Error('more workers than couriers');
      try {
        await send(lane.trip, lane.route.next(INGEST.pointsPerBatch));
        batches++;
      } catch (error) {
        errors++;
        firstError ??= error;
      }
      ready.push(lane);
    }
  };
  await Promise.all(Array.from({ length: INGEST.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (errors > 0) log(`  ${errors} failed batches; first: ${String(firstError)}`);
  return { pointsPerSecond: (batches * INGEST.pointsPerBatch) / seconds, batches, errors };
}

/** The product: POST /api/trips/{generated_trip_id}/coordinates with the courier's token. */
function httpSender(port: number): { send: Send; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: INGEST.concurrency });
  return {
    send: (trip, points) => postCoordinates(port, agent, trip, points),
    close: () => agent.destroy(),
  };
}

/** The baseline: the same batch as one multi-row INSERT into trip_points through `pg`. */
function pgSender(databaseUrl: string, poolSize: number): { send: Send; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const placeholders = Array.from(
    { length: INGEST.pointsPerBatch },
    (_, row) => `($${row * 5 + 1}, $${row * 5 + 2}, $${row * 5 + 3}, $${row * 5 + 4}, $${row * 5 + 5})`,
  ).join(', ');
  const text = `INSERT INTO trip_points (trip_id, recorded_at, lat, lng, accuracy) VALUES ${placeholders}`;
  return {
    send: async (trip, points) => {
      const values = points.flatMap((point) => [
        trip.id,
        new Date(point.timestamp * 1000),
        point.lat,
        point.lng,
        null,
      ]);
      await pool.query(text, values);
    },
    close: () => pool.end(),
  };
}

export interface IngestFigures {
  http: IngestResult;
  pg: IngestResult;
  pgPoolSize: number;
}

/**
 * Points/s through the API vs straight INSERTs, both with `concurrency` batches in flight. The
 * baseline's pool has as many connections as the server's, so both use the same database
 * resources; it runs on the same trips (later timestamps), after the API's measurement.
 */
export async function benchIngest(port: number, databaseUrl: string, trips: Trip[]): Promise<IngestFigures> {
  // Up to ~4 hours of one point a second per courier: far more than the run can send.
  const lanes = trips.map((trip) => ({ trip, route: new Route(4 * 3600) }));
  const api = httpSender(port);
  const pgPoolSize = SERVER_POOL_SIZE;
  const direct = pgSender(databaseUrl, pgPoolSize);
  try {
    log(
      `ingest: warming up (${INGEST.warmupMs / 1000} s through HTTP, ${INGEST.warmupMs / 2000} s through pg)`,
    );
    await drive(lanes, api.send, INGEST.warmupMs);
    await drive(lanes, direct.send, INGEST.warmupMs / 2);
    log(`ingest: HTTP, ${INGEST.couriers} couriers, ${INGEST.concurrency} batches in flight`);
    const viaHttp = await drive(lanes, api.send, INGEST.measureMs);
    log(`  ${fmt(viaHttp.pointsPerSecond)} points/s (${fmt(viaHttp.batches)} batches)`);
    log(`ingest: pg baseline, pool of ${pgPoolSize}`);
    const viaPg = await drive(lanes, direct.send, INGEST.measureMs);
    log(`  ${fmt(viaPg.pointsPerSecond)} points/s (${fmt(viaPg.batches)} batches)`);
    return { http: viaHttp, pg: viaPg, pgPoolSize };
  } finally {
    api.close();
    await direct.close();
  }
}
