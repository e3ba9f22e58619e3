import { CSV_COLUMNS, TripReportSchema } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { insertApiKey } from '../../../test/api-keys';
import { createTestContext } from '../../../test/context';
import { parseCsv } from '../../../test/csv';
import { bearer, createBusiness, createCourier, startTrip } from '../../../test/factories';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();

/** A business whose courier started one delivery from the API (`reference`) and one alone. */
async function startedFromApi(reference: string) {
  const { session: admin } = await createBusiness(ctx.app);
  const key = await insertApiKey(ctx.db, admin);
  const courier = await createCourier(ctx.app, admin);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/deliveries',
    headers: key.headers,
    payload: { customer_phone_number: '55 1111 2222', order_reference: reference },
  });
  await startTrip(ctx.app, courier, '55 3333 4444');
  // Several at once are off: end the courier's own first, then tap the pending one.
  const start = await ctx.app.inject({
    method: 'POST',
    url: '/api/trips',
    headers: bearer(courier),
    payload: {
      customer_phone_number: '+525511112222',
      api_delivery_id: created.json().delivery_id,
      end_open_trips: true,
    },
  });
  expect(start.statusCode, start.body).toBe(201);
  return { admin, trip: start.json() as { generated_trip_id: string } };
}

const today = () => ctx.clock.now().toISOString().slice(0, 10);

describe('the order reference of a delivery another system created', () => {
  it("is on the trip in the admin's report, and null on a courier's own", async () => {
    const { admin, trip } = await startedFromApi('A-1042');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips?start_date=${today()}&end_date=${today()}&tz=UTC`,
      headers: bearer(admin),
    });
    const report = expectShape(TripReportSchema, response.json());
    const references = Object.fromEntries(
      report.trips.map((each) => [each.generated_trip_id, each.order_reference]),
    );
    expect(references[trip.generated_trip_id]).toBe('A-1042');
    expect(Object.values(references).filter((reference) => reference === null)).toHaveLength(1);
  });

  it('is the CSV’s last column, defused like any typed text', async () => {
    const { admin } = await startedFromApi('=HYPERLINK("x")');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/export.csv?start_date=${today()}&end_date=${today()}&tz=UTC&language=english`,
      headers: bearer(admin),
    });
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]?.at(-1)).toBe('Order reference');
    expect(rows[0]).toHaveLength(CSV_COLUMNS.length);
    expect(
      rows
        .slice(1)
        .map((row) => row.at(-1))
        .sort(),
    ).toEqual(['', `'=HYPERLINK("x")`]);
  });
});
