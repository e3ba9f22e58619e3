import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { bearer, businessWithTrip } from '../../test/factories';
import { unixSeconds } from '../lib/clock';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  slow?: boolean;
}

const INFO = 30;

/** An app at the default level (info), whose log lines the test reads as they are written. */
async function loggedApp(slowRequestMs: number) {
  const lines: LogLine[] = [];
  const ctx = await createTestContext(
    { logLevel: 'info', slowRequestMs },
    { logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
  );
  return { ctx, lines };
}

/** The lines written while `request` ran. */
async function linesDuring(lines: LogLine[], request: () => Promise<unknown>) {
  const before = lines.length;
  await request();
  return lines.slice(before);
}

async function courierOnTheRoad(ctx: TestContext) {
  const { courier, trip } = await businessWithTrip(ctx.app);
  let second = unixSeconds(ctx.clock.now()) - 60;
  const positions = (generatedTripId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${generatedTripId}/coordinates`,
      headers: bearer(courier),
      payload: { points: [{ lat: 19.4326, lng: -99.1332 + (second % 60) * 1e-4, timestamp: ++second }] },
    });
  return { trip, positions };
}

const quick = await loggedApp(1000);
// Every request takes longer than a microsecond: each one is slow to this app.
const impatient = await loggedApp(0.001);

describe('the request log at the default level', () => {
  it('writes no line for a courier position batch or a healthy health check', async () => {
    const { trip, positions } = await courierOnTheRoad(quick.ctx);
    const written = await linesDuring(quick.lines, async () => {
      expect((await positions(trip.generated_trip_id)).statusCode).toBe(200);
      expect((await positions(trip.generated_trip_id)).statusCode).toBe(200);
      expect((await quick.ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
    expect(written).toEqual([]);
  });

  it('still writes the other requests, as before', async () => {
    const { trip } = await courierOnTheRoad(quick.ctx);
    const written = await linesDuring(quick.lines, () =>
      quick.ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` }),
    );
    expect(written.map((line) => [line.level, line.msg])).toEqual([
      [INFO, 'incoming request'],
      [INFO, 'request completed'],
    ]);
  });

  it('writes a refused position batch at info, with what was asked', async () => {
    const { positions } = await courierOnTheRoad(quick.ctx);
    const written = await linesDuring(quick.lines, async () => {
      expect((await positions('no-such-trip')).statusCode).toBe(404);
    });
    expect(written).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'POST', url: '/api/trips/no-such-trip/coordinates' }),
        res: { statusCode: 404 },
      }),
    ]);
  });

  it('writes a slow position batch at info, marked slow', async () => {
    const { trip, positions } = await courierOnTheRoad(impatient.ctx);
    const written = await linesDuring(impatient.lines, async () => {
      expect((await positions(trip.generated_trip_id)).statusCode).toBe(200);
    });
    expect(written).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'slow request completed',
        slow: true,
        req: expect.objectContaining({ url: `/api/trips/${trip.generated_trip_id}/coordinates` }),
        res: { statusCode: 200 },
      }),
    ]);
  });

  it("never writes the salesperson's password that the prepaid lookup carries in its query", async () => {
    const { ctx, lines } = await loggedApp(60_000);
    const written = await linesDuring(lines, () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/prepaid_subscriptions?email=a%40example.com&salesperson_password=s3cret-Pass',
      }),
    );
    const urls = written.map((line) => line.req?.url).filter(Boolean);
    expect(urls).toEqual(['/api/prepaid_subscriptions?email=a%40example.com&salesperson_password=***']);
    expect(JSON.stringify(written)).not.toContain('s3cret');
  });
});
