import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';

const ctx = await createTestContext();

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', redis: 'off' });
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document with the accounts endpoints', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/signup', '/api/login', '/api/password_reset', '/api/business']),
    );
  });

  it('documents what the trip, team, review, report and billing routes answer, field by field', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answered = (method: string, path: string, status: string) =>
      paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    const routes: [string, string, string, string][] = [
      ['post', '/api/trips', '201', 'tracking_url'],
      ['post', '/api/trips/{generated_trip_id}/coordinates', '200', 'point_count'],
      ['post', '/api/trips/{generated_trip_id}/arrival', '200', 'all_coordinates'],
      ['post', '/api/trips/{generated_trip_id}/end', '200', 'delivery_user_notes'],
      ['post', '/api/trips/{generated_trip_id}/admin_end', '200', 'end_note'],
      ['get', '/api/trips/{generated_trip_id}', '200', 'branding'],
      ['get', '/subsequent_coordinates', '200', 'coordinates_timestamps'],
      ['get', '/api/courier/trips', '200', 'data'],
      ['get', '/api/courier/open_trips', '200', 'allow_several_trips'],
      ['get', '/api/trips', '200', 'totals'],
      ['get', '/api/reports/daily', '200', 'bucket'],
      ['get', '/api/trips/{generated_trip_id}/route', '200', 'all_coordinates'],
      ['get', '/api/team', '200', 'data'],
      ['post', '/api/team', '201', 'username'],
      ['put', '/api/team', '200', 'username'],
      ['post', '/api/courier/login', '200', 'jwt_token'],
      ['post', '/api/team/{courier_id}/invitations', '201', 'link'],
      ['get', '/api/reviews', '200', 'summary'],
      ['get', '/api/brandings', '200', 'header_color'],
      ['get', '/api/monitor/couriers', '200', 'data'],
      ['get', '/api/subscriptions', '200', 'data'],
      ['post', '/api/subscriptions', '201', 'data'],
      ['patch', '/api/subscriptions', '200', 'data'],
      ['get', '/api/account_subscription', '200', 'data'],
      ['get', '/api/sub_banner', '200', 'data'],
      ['post', '/api/payment_customers', '200', 'data'],
      ['get', '/api/payment_customers', '200', 'data'],
      ['put', '/api/payment_customers', '200', 'data'],
      ['post', '/api/payment_methods', '201', 'last4'],
      ['get', '/api/payment_methods', '200', 'data'],
      ['delete', '/api/payment_methods', '200', 'data'],
      ['get', '/api/charges', '200', 'data'],
      ['get', '/api/invoices', '200', 'data'],
      ['post', '/api/invoices', '200', 'data'],
      ['patch', '/api/invoices', '200', 'data'],
      ['post', '/api/paypal/subscriptions', '201', 'data'],
      ['post', '/api/paypal/subscriptions/confirm', '200', 'data'],
    ];
    for (const [method, path, status, field] of routes) {
      expect(answered(method, path, status)?.properties, `${method} ${path}`).toHaveProperty(field);
    }
    // The customer's review or the admin's notes, whichever the caller sent.
    expect(answered('patch', '/api/trips/{generated_trip_id}', '200')?.anyOf).toHaveLength(2);
    const trip = answered('get', '/api/trips/{generated_trip_id}', '200');
    expect(trip.required).toContain('coordinates_timestamps');
    expect(trip.properties).not.toHaveProperty('admin_notes');
  });
});
