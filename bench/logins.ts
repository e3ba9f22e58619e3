/**
 * Issue 17 item 7: a burst of 50 logins at once, after the scrypt cost rose to N=2^15, r=8, p=3.
 * Each burst sends 50 concurrent `POST /api/login` for 50 different admins and times every answer,
 * with the server's peak RSS above its resting RSS. Bursts: the accounts at today's cost (the
 * figure); the same accounts at the old cost (N=2^15, p=1), so each login also stores the new hash
 * (the day after an upgrade); and, as the baseline, the same 50 requests to a bare node:http server
 * that only runs one scrypt at today's cost (bench/bare-scrypt.ts).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type pg from 'pg';
import { hashPassword, PASSWORD_COST } from '../apps/server/src/lib/passwords';
import type { Child } from './lib/children';
import { request } from './lib/http';
import { fmt, log, percentile } from './lib/stats';

export const LOGINS = { accounts: 50, password: 'bench-login-password' };
const OLD_COST = { N: 2 ** 15, r: 8, p: 1 };

export interface Burst {
  p50: number;
  p99: number;
  /** The whole burst, first request sent to last answer. */
  wallMs: number;
  /** The server's highest RSS during the burst, above its RSS before it. */
  peakRssGrowth: number;
}

export interface LoginFigures {
  today: Burst;
  upgrade: Burst;
  bare: Burst;
}

async function signUpAdmin(port: number): Promise<string> {
  const email = `bench-login-${randomBytes(5).toString('hex')}@example.com`;
  const body = JSON.stringify({
    company_name: 'Bench Logins',
    country_iso: 'MX',
    email,
    password: LOGINS.password,
    full_name: 'Bench Owner',
    cell_phone: '55 1234 5678',
    delivery_amount_per_day: 50,
    vehicle_type: 'motorcycle',
    branch_names: [''],
    language: 'english',
  });
  const response = await request({ port, method: 'POST', path: '/api/signup', body });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${response.body}`);
  return email;
}

/** Sends every body at once (one socket each) and times each answer; any non-200 fails the bench. */
async function burst(server: Child, path: string, bodies: string[]): Promise<Burst> {
  await server.memory(); // resets the child's peak to its resting RSS
  const resting = (await server.memory()).rss;
  const agent = new http.Agent({ keepAlive: false, maxSockets: bodies.length });
  const started = performance.now();
  const latencies = await Promise.all(
    bodies.map(async (body) => {
      const sent = performance.now();
      const response = await request({
        port: server.port,
        method: 'POST',
        path,
        body,
        agent,
        timeoutMs: 120_000,
      });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.body}`);
      return performance.now() - sent;
    }),
  );
  const wallMs = performance.now() - started;
  const { peakRss } = await server.memory();
  agent.destroy();
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    wallMs,
    peakRssGrowth: Math.max(0, peakRss - resting),
  };
}

const describe = (burst: Burst) =>
  `p50 ${fmt(burst.p50, 0)} ms, p99 ${fmt(burst.p99, 0)} ms, all in ${fmt(burst.wallMs, 0)} ms, ` +
  `peak RSS +${fmt(burst.peakRssGrowth / 1024 / 1024, 1)} MB`;

/**
 * `app` is the server as run.ts's startMemoryServer makes it (IPC memory reports), `bare` the
 * bare scrypt server; `sql` writes the old-cost hashes.
 */
export async function benchLogins(app: Child, bare: Child, sql: pg.Pool): Promise<LoginFigures> {
  log(
    `logins: ${LOGINS.accounts} admins signing in at once, scrypt N=${PASSWORD_COST.N}, r=${PASSWORD_COST.r}, p=${PASSWORD_COST.p}`,
  );
  const emails: string[] = [];
  for (let index = 0; index < LOGINS.accounts; index++) emails.push(await signUpAdmin(app.port));
  const logins = emails.map((email) => JSON.stringify({ email, password: LOGINS.password }));

  // Warm-up: one login, so the first burst does not pay for the route's first run.
  await burst(app, '/api/login', logins.slice(0, 1));
  const today = await burst(app, '/api/login', logins);
  log(`  today's cost: ${describe(today)}`);

  const oldHash = await hashPassword(LOGINS.password, OLD_COST);
  await sql.query('UPDATE users SET password_hash = $1 WHERE email = ANY($2)', [oldHash, emails]);
  const upgrade = await burst(app, '/api/login', logins);
  const { rows } = await sql.query<{ upgraded: string }>(
    "SELECT count(*) AS upgraded FROM users WHERE email = ANY($1) AND password_hash LIKE $2 || '%'",
    [emails, `scrypt$${PASSWORD_COST.N}$${PASSWORD_COST.r}$${PASSWORD_COST.p}$`],
  );
  log(
    `  old cost, upgraded at login: ${describe(upgrade)}; ${rows[0]?.upgraded} of ${emails.length} rehashed`,
  );
  if (Number(rows[0]?.upgraded) !== emails.length) throw new Error('logins: not every old hash was upgraded');

  const bareBodies = emails.map(() => JSON.stringify({ password: LOGINS.password, ...PASSWORD_COST }));
  await burst(bare, '/hash', bareBodies.slice(0, 1));
  const bareBurst = await burst(bare, '/hash', bareBodies);
  log(`  bare node:http + scrypt: ${describe(bareBurst)}`);
  return { today, upgrade, bare: bareBurst };
}
