import type { Courier, Session, SignupInput } from '@rutaviva/domain';
import type { DemoHistoryAnswer } from '../modules/demo-history/demo-history.presenters';
import { type DemoApi, DemoApiError } from './demo-api';

export const DEMO_ADMIN = { email: 'demo@rutaviva.local', password: 'demo-password' } as const;
export const DEMO_COURIER_PASSWORD = 'demo-password';

const DEMO_BUSINESS: SignupInput = {
  company_name: 'RutaViva Demo',
  country_iso: 'MX',
  email: DEMO_ADMIN.email,
  password: DEMO_ADMIN.password,
  full_name: 'Daniela Ruiz',
  cell_phone: '55 1234 5678',
  delivery_amount_per_day: 60,
  vehicle_type: 'motorcycle',
  branch_names: ['Roma Norte', 'Coyoacán'],
  language: 'spanish',
};

export interface DemoCourierSpec {
  username: string;
  name: string;
  last_name: string;
  cell_phone: string;
  branch: string;
}

export const DEMO_COURIERS: readonly DemoCourierSpec[] = [
  {
    username: 'demo.ana',
    name: 'Ana',
    last_name: 'Torres',
    cell_phone: '55 2345 6789',
    branch: 'Roma Norte',
  },
  {
    username: 'demo.luis',
    name: 'Luis',
    last_name: 'Méndez',
    cell_phone: '55 3456 7890',
    branch: 'Roma Norte',
  },
  {
    username: 'demo.sofia',
    name: 'Sofía',
    last_name: 'Ramírez',
    cell_phone: '55 4567 8901',
    branch: 'Coyoacán',
  },
];

export interface DemoCourier {
  spec: DemoCourierSpec;
  token: string;
  courier: Courier;
}

const fail = (
  what: string,
  answer: { status: number; body: { error?: { code?: string; message?: string } } },
) =>
  new DemoApiError(
    answer.status,
    answer.body.error?.code,
    `${what}: ${answer.status} ${answer.body.error?.code ?? ''} ${answer.body.error?.message ?? ''}`.trim(),
  );

/**
 * Checkout as an admin does it, with Stripe's test card that always succeeds; then the trial ends
 * at once and the first month is paid, so the demo business has an active subscription.
 */
async function subscribeDemo(api: DemoApi, token: string) {
  const card = await api.sandboxCard(token, '4242424242424242');
  if (card.status !== 201) throw fail('Entering the demo card failed', card);
  const saved = await api.addCard(token, card.body.id);
  if (saved.status !== 201) throw fail('Saving the demo card failed', saved);
  const overview = await api.subscription(token);
  if (overview.status !== 200) throw fail('Reading the demo price failed', overview);
  const started = await api.subscribe(token, 'whatsapp', overview.body.data.price.monthly_price_minor);
  if (started.status !== 201) throw fail('Starting the demo subscription failed', started);
  const paid = await api.endTrial(token);
  if (paid.status !== 200) throw fail('Paying the demo subscription failed', paid);
}

/** Logs the demo admin in, signing the business up the first time. */
export async function ensureDemoBusiness(api: DemoApi): Promise<{ session: Session; created: boolean }> {
  const login = await api.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (login.status === 200) return { session: login.body, created: false };
  if (login.status !== 401) throw fail('Logging in the demo admin failed', login);
  const signup = await api.signup(DEMO_BUSINESS);
  if (signup.status === 201) {
    await subscribeDemo(api, signup.body.jwt_token);
    return { session: signup.body, created: true };
  }
  if (signup.body.error?.code === 'email_taken') {
    throw new DemoApiError(
      409,
      'email_taken',
      `${DEMO_ADMIN.email} exists with another password; reset it or use a fresh database`,
    );
  }
  throw fail('Signing up the demo business failed', signup);
}

/** Logs a demo courier in, creating it (or reactivating it) when needed. */
export async function ensureDemoCourier(
  api: DemoApi,
  admin: Session,
  spec: DemoCourierSpec,
): Promise<DemoCourier> {
  const login = () => api.courierLogin(spec.username, DEMO_COURIER_PASSWORD);
  let answer = await login();
  if (answer.status === 401) {
    const branch =
      admin.branch_names.find((candidate) => candidate.name === spec.branch) ?? admin.branch_names[0];
    if (!branch) throw new Error('The demo business has no branch');
    const created = await api.createCourier(admin.jwt_token, {
      name: spec.name,
      last_name: spec.last_name,
      cell_phone: spec.cell_phone,
      username: spec.username,
      password: DEMO_COURIER_PASSWORD,
      branch_id: branch.id,
    });
    if (created.status !== 201) throw fail(`Creating courier ${spec.username} failed`, created);
    answer = await login();
  } else if (answer.status === 403) {
    const team = await api.team(admin.jwt_token);
    const existing = team.body.data?.find((courier) => courier.username === spec.username);
    if (!existing) throw fail(`Courier ${spec.username} is inactive and not in the demo business`, answer);
    const updated = await api.updateCourier(admin.jwt_token, { id: existing.id, active: true });
    if (updated.status !== 200) throw fail(`Reactivating courier ${spec.username} failed`, updated);
    answer = await login();
  }
  if (answer.status !== 200) throw fail(`Logging in courier ${spec.username} failed`, answer);
  return { spec, token: answer.body.jwt_token, courier: answer.body.courier };
}

/** The demo business and its couriers, ready to drive; safe to run again and again. */
export async function ensureDemoAccount(api: DemoApi, specs: readonly DemoCourierSpec[] = DEMO_COURIERS) {
  const { session, created } = await ensureDemoBusiness(api);
  const couriers: DemoCourier[] = [];
  for (const spec of specs) couriers.push(await ensureDemoCourier(api, session, spec));
  return { admin: session, created, couriers };
}

/**
 * Fills the demo business's last 30 days of deliveries, once: a later run adds only the days
 * since. Null when the server offers no history (it is not running in development).
 */
export async function ensureDemoHistory(api: DemoApi, admin: Session): Promise<DemoHistoryAnswer | null> {
  const answer = await api.fillHistory(admin.jwt_token);
  if (answer.status === 200) return answer.body;
  if (answer.status === 404) return null;
  throw fail('Filling the demo history failed', answer);
}
