import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { systemClock } from '../../apps/server/src/lib/clock';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { Tokens } from '../../apps/server/src/lib/tokens';
import { request } from './http';

export interface Business {
  businessId: string;
  branchId: string;
  /** The owner's session, for the admin endpoints. */
  adminToken: string;
}

/** Signs a business up through the API (POST /api/signup), as a real one starts. */
export async function signUp(port: number): Promise<Business> {
  const body = JSON.stringify({
    company_name: 'Bench Tacos',
    country_iso: 'MX',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-password',
    full_name: 'Bench Owner',
    cell_phone: '55 1234 5678',
    delivery_amount_per_day: 500,
    vehicle_type: 'motorcycle',
    branch_names: [''],
    language: 'english',
  });
  const response = await request({ port, method: 'POST', path: '/api/signup', body });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${response.body}`);
  const session = JSON.parse(response.body) as {
    business_id: string;
    jwt_token: string;
    branch_names: { id: string }[];
  };
  const branchId = session.branch_names[0]?.id;
  if (!branchId) throw new Error('signup: no branch');
  return { businessId: session.business_id, branchId, adminToken: session.jwt_token };
}

export interface Courier {
  id: string;
  token: string;
}

/** `count` couriers straight in SQL (one password hash for all), each with a session token. */
export async function createCouriers(
  pool: pg.Pool,
  business: Business,
  count: number,
  jwtSecret: string,
): Promise<Courier[]> {
  const passwordHash = await hashPassword('courier-password');
  const prefix = `bench-${randomBytes(3).toString('hex')}`;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO couriers (business_id, branch_id, name, last_name, cell_phone, username, password_hash)
     SELECT $1, $2, 'Bench', 'Courier ' || i, '+5255' || lpad(i::text, 8, '0'), $3 || '-' || i, $4
     FROM generate_series(1, $5::int) AS i
     RETURNING id`,
    [business.businessId, business.branchId, prefix, passwordHash, count],
  );
  const tokens = new Tokens(jwtSecret, systemClock);
  return await Promise.all(
    rows.map(async ({ id }) => ({
      id,
      token: await tokens.signSession({ userId: id, businessId: business.businessId, role: 'courier' }),
    })),
  );
}

export interface Trip {
  id: string;
  generatedId: string;
  courier: Courier;
}

/** One live trip per entry of `couriers` (a courier may appear many times), straight in SQL. */
export async function createTrips(pool: pg.Pool, business: Business, couriers: Courier[]): Promise<Trip[]> {
  const generated = couriers.map(() => randomBytes(16).toString('base64url'));
  const { rows } = await pool.query<{ id: string; generated_trip_id: string }>(
    `INSERT INTO trips (generated_trip_id, business_id, branch_id, courier_id, customer_phone_number, start_time)
     SELECT g, $1, $2, c, '+525511112222', now()
     FROM unnest($3::text[], $4::uuid[]) AS t(g, c)
     RETURNING id, generated_trip_id`,
    [business.businessId, business.branchId, generated, couriers.map((courier) => courier.id)],
  );
  const ids = new Map(rows.map((row) => [row.generated_trip_id, row.id]));
  return couriers.map((courier, index) => {
    const generatedId = generated[index] as string;
    return { id: ids.get(generatedId) as string, generatedId, courier };
  });
}

export interface Point {
  lat: number;
  lng: number;
  timestamp: number;
}

/**
 * Points of one trip, each a second after the previous one, starting `startSecondsAgo` in the
 * past: always new (the server skips a timestamp already stored) and never in the future.
 */
export class Route {
  private timestamp: number;
  private lat = 19.4326 + Math.random() * 0.01;
  private lng = -99.1332 + Math.random() * 0.01;

  constructor(startSecondsAgo: number) {
    this.timestamp = Math.floor(Date.now() / 1000) - startSecondsAgo;
  }

  next(count: number): Point[] {
    return Array.from({ length: count }, () => {
      this.lat += 0.00005;
      this.lng += 0.00003;
      return { lat: this.lat, lng: this.lng, timestamp: this.timestamp++ };
    });
  }
}
