import { ReviewListSchema } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext, testDay, testTime } from '../../../test/context';
import { bearer } from '../../../test/factories';
import { reportScenario } from '../../../test/report-scenario';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();
const world = await reportScenario(ctx);

const list = (query = '', session = world.admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/reviews?${query}`, headers: bearer(session) });
const ids = (body: { reviews: { generated_trip_id: string }[] }) =>
  body.reviews.map((review) => review.generated_trip_id);
const { t1, t2, t3 } = world.trips;

describe('GET /api/reviews', () => {
  it('answers 401 without a session, 400 for a bad rating and 404 for a foreign branch', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reviews' })).statusCode).toBe(401);
    const bad = await list('rating=5&start_date=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      rating: { code: 'invalid_rating' },
      start_date: { code: 'invalid_date' },
    });
    expect((await list(`branch_id=${world.other.branch_names[0]?.id}`)).statusCode).toBe(404);
  });

  it("lists only the business's reviews, newest first, with the ratings split", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = expectShape(ReviewListSchema, response.json());
    expect(ids(body)).toEqual([t1.generated_trip_id, t2.generated_trip_id, t3.generated_trip_id]);
    expect(body.summary).toEqual({ total: 3, bad: 1, okay: 1, excellent: 1 });
    expect(body.reviews[0]).toMatchObject({
      rating: 3,
      selected: ['courier', 'delivery_time'],
      remarks: 'Muy rápido, gracias',
      branch_name: 'Headquarters',
      delivery_user_first_name: 'Ana',
      delivery_user_last_name: 'Ruiz',
      reviewed_at: testTime('2026-11-20T16:25:00Z').getTime() / 1000,
    });
  });

  it('filters by rating, keeping the split of every rating', async () => {
    const body = (await list('rating=1')).json();
    expect(ids(body)).toEqual([t2.generated_trip_id]);
    expect(body).toMatchObject({ total_count: 1, summary: { total: 3, bad: 1 } });
  });

  it('filters by branch, courier and the days of the review', async () => {
    expect(ids((await list(`branch_id=${world.centro.id}`)).json())).toEqual([
      t2.generated_trip_id,
      t3.generated_trip_id,
    ]);
    expect(ids((await list(`courier_id=${world.ana.courier.id}`)).json())).toEqual([t1.generated_trip_id]);
    const days = (await list(`start_date=${testDay('2026-11-19')}&end_date=${testDay('2026-11-19')}`)).json();
    expect(ids(days)).toEqual([t2.generated_trip_id]);
    expect(days.summary).toEqual({ total: 1, bad: 1, okay: 0, excellent: 0 });
  });

  it('pages newest first', async () => {
    const second = (await list('page=2&page_size=2')).json();
    expect(second).toMatchObject({ page: 2, page_size: 2, total_count: 3 });
    expect(ids(second)).toEqual([t3.generated_trip_id]);
  });
});
